import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { assertInvoiceDeletable, INVOICE_CANNOT_BE_DELETED, type InvoiceCustomer } from '@ginuma/domain';
import { Database, type Tx } from '../../platform/database/database';
import { dropAttachment } from '../../platform/attachments/document-attachment.controller';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed, invalid } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { sheetDownload } from '../../platform/export/xlsx';
import { allocateCode, peekCode } from './document-sequence';
import { draftContent, validDocument } from './invoice-document';
import { invoiceState } from './invoice-ledger';
import { invoiceView } from './invoice-view';
import { ConfirmInvoice } from './commands/confirm-invoice.handler';
import { ReverseInvoice } from './commands/reverse-invoice.handler';
import { findInvoice, INVOICE_LIST, type InvoiceRow } from './invoice-rows';
import type { RecurringInput } from './invoice.requests';
import { readRecurring } from './recurring';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
export const NO_TEMPLATE = 'Invoice create failed.Please check if you have created an invoice template in the configuration.';

/**
 * Invoices (spec §7 invoices). A pending invoice is an editable draft row; confirming it
 * appends InvoiceConfirmed to the ledger, after which it changes only through events
 * (payments, refunds, reversal) and its paid / due / status come from the ledger.
 */
@Controller('api/invoices')
export class InvoicesController {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  @Can('list', 'invoices')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  /** The deleted list: the spec's GET /restore, also under the shared `deleted-list` name. */
  @Can('list', 'invoices')
  @Get(['restore', 'deleted-list'])
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  @Can('export', 'invoices')
  @Get(['exports/list', 'export'])
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const parsed = { ...parseListQuery(query, Object.keys(INVOICE_LIST.sortable), INVOICE_LIST.defaultSort), range: null };
    const page = await listRows<Record<string, unknown>>(this.db.tx, INVOICE_LIST, parsed, { tenantId: me.tenantId });
    return sheetDownload(
      'invoices',
      'Invoices',
      [
        { key: 'code', header: 'Code', type: 'text' },
        { key: 'customer_name', header: 'Customer', type: 'text' },
        { key: 'date', header: 'Date', type: 'date' },
        { key: 'due_date', header: 'Due date', type: 'date' },
        { key: 'project_ref', header: 'Project/Ref', type: 'text' },
        { key: 'grand_total', header: 'Grand total', type: 'money' },
        { key: 'paid', header: 'Paid', type: 'money' },
        { key: 'refunded', header: 'Refund', type: 'money' },
        { key: 'due', header: 'Due', type: 'money' },
        { key: 'status', header: 'Status', type: 'text' },
      ],
      page.rows,
    );
  }

  /** The code the next invoice will get. */
  @Can('create', 'invoices')
  @Get('get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'invoice') };
  }

  @Can('show', 'invoices')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, invoiceId));
  }

  @Can('create', 'invoices')
  @Post()
  async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    const [template] = await this.db.tx.query<{ id: string }>(
      `SELECT id FROM invoice_templates WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY is_default DESC, created_at LIMIT 1`,
      [me.tenantId],
    );
    if (!template) throw new ValidationFailed({ template_id: [NO_TEMPLATE] }, NO_TEMPLATE);
    const document = await validDocument(this.db.tx, me.tenantId, body);
    const schedule = recurringOf(body, document.content.date);
    const code = await allocateCode(this.db.tx, me.tenantId, 'invoice');
    const [row] = await this.db.tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    await this.db.tx.query(
      `INSERT INTO invoices (tenant_id, id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total,
                             template_id, recurring, recurring_every_months, recurring_next, recurring_till, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        me.tenantId,
        row.id,
        code,
        customerIdOf(document.content.customer),
        await this.customerName(this.db.tx, me, document.content.customer),
        document.content.date,
        document.content.dueDate,
        document.content.projectRef,
        JSON.stringify(draftContent(row.id, code, null, document)),
        document.totals.subTotal.toFixed(),
        document.totals.grandTotal.toFixed(),
        typeof body.template_id === 'string' ? body.template_id : template.id,
        schedule.recurring,
        schedule.everyMonths,
        schedule.next,
        schedule.till,
        me.userId,
      ],
    );
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, row.id));
  }

  @Can('edit', 'invoices')
  @Put(':id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: Record<string, unknown>) {
    const current = await this.pending(me, invoiceId);
    const document = await validDocument(this.db.tx, me.tenantId, body);
    const schedule = recurringOf(body, document.content.date);
    await this.db.tx.query(
      `UPDATE invoices SET customer_id = $3, customer_name = $4, date = $5, due_date = $6, project_ref = $7, content = $8,
              sub_total = $9, grand_total = $10, recurring = $11, recurring_every_months = $12, recurring_next = $13,
              recurring_till = $14, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [
        me.tenantId,
        invoiceId,
        customerIdOf(document.content.customer),
        await this.customerName(this.db.tx, me, document.content.customer),
        document.content.date,
        document.content.dueDate,
        document.content.projectRef,
        JSON.stringify(draftContent(invoiceId, current.code, current.quotation_id, document)),
        document.totals.subTotal.toFixed(),
        document.totals.grandTotal.toFixed(),
        schedule.recurring,
        schedule.everyMonths,
        schedule.next,
        schedule.till,
      ],
    );
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, invoiceId));
  }

  /** A pending invoice's code may be changed, to another no invoice of the workspace has. */
  @Can('edit', 'invoices')
  @Post('code/update/:id')
  @HttpCode(200)
  async updateCode(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: { code?: unknown }) {
    await this.pending(me, invoiceId);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code || code.length > 50) throw invalid('code', 'The code field is required (at most 50 characters).');
    const [taken] = await this.db.tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND code = $2 AND id <> $3`, [me.tenantId, code, invoiceId]);
    if (taken) throw invalid('code', 'The code has already been taken.');
    await this.db.tx.query(
      `UPDATE invoices SET code = $3, content = jsonb_set(content, '{code}', to_jsonb($3::text)), updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, invoiceId, code],
    );
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, invoiceId));
  }

  /** Confirms a pending invoice into the ledger (receivable, sales, discounts, taxes, stock). */
  @Can('confirm', 'invoices')
  @Post('confirm/:id')
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return this.commands.execute(new ConfirmInvoice(me, invoiceId));
  }

  /** Takes a confirmed invoice back out of the books with a reversal event. */
  @Can('confirm', 'invoices')
  @Post('reverse/:id')
  @HttpCode(200)
  reverse(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: { reason?: unknown } = {}) {
    const reason = typeof body?.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
    return this.commands.execute(new ReverseInvoice(me, invoiceId, reason));
  }

  /** Soft delete: drafts (and reversed invoices) only; a confirmed one is refused (spec §4). */
  @Can('delete', 'invoices')
  @Delete(':id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const current = await findInvoice(this.db.tx, me.tenantId, invoiceId, { lock: true });
    if (current.deleted_at) throw new NotFound();
    assertInvoiceDeletable((await invoiceState(this.db.tx, me.tenantId, invoiceId)).state);
    await this.db.tx.query(`UPDATE invoices SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId]);
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, invoiceId));
  }

  @Can('restore', 'invoices')
  @Post('restore/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const changed = await this.db.tx.execute(`UPDATE invoices SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [
      me.tenantId,
      invoiceId,
    ]);
    if (changed === 0) throw new NotFound();
    return invoiceView(await findInvoice(this.db.tx, me.tenantId, invoiceId));
  }

  /** Only a deleted draft goes for good: anything the ledger knows must stay findable. */
  @Can('purge', 'invoices')
  @Delete('permanent/delete/invoice/:id')
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const current = await findInvoice(this.db.tx, me.tenantId, invoiceId, { lock: true });
    if (!current.deleted_at) throw new NotFound();
    if (current.stage !== 'pending') throw new Conflict('An invoice the ledger knows cannot be deleted for good.', INVOICE_CANNOT_BE_DELETED);
    await this.db.tx.query(`DELETE FROM invoices WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId]);
    await dropAttachment(this.db.tx, me.tenantId, 'invoice', invoiceId);
    return invoiceView(current);
  }

  private async pending(me: Principal, invoiceId: string): Promise<InvoiceRow> {
    const current = await findInvoice(this.db.tx, me.tenantId, invoiceId, { lock: true });
    if (current.deleted_at) throw new NotFound();
    if (current.stage !== 'pending') throw new Conflict('Only a pending invoice can be changed.');
    return current;
  }

  private async customerName(tx: Tx, me: Principal, customer: InvoiceCustomer): Promise<string> {
    if (customer.kind === 'cash') return customer.name;
    const [row] = await tx.query<{ name: string }>(`SELECT name FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customer.customerId]);
    return row?.name ?? '';
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(INVOICE_LIST.sortable), INVOICE_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, INVOICE_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, INVOICE_LIST.name, page);
    return page.rows;
  }
}

function customerIdOf(customer: InvoiceCustomer): string | null {
  return customer.kind === 'company' ? customer.customerId : null;
}

function recurringOf(body: Record<string, unknown>, date: string) {
  const result = readRecurring(body as RecurringInput, date);
  if (!result.ok) throw new ValidationFailed(result.errors);
  return result.schedule;
}
