import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { computeDocumentTotals, decideQuotation, quotationToInvoiceDraft, type DocumentContent, type Quotation, type QuotationAction, type QuotationStatus } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange, type ListResource } from '../../platform/listing/list-resource';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode, peekCode } from '../invoices/document-sequence';
import { bodyOf, documentView, draftContent, validDocument, type DraftContent, type ValidDocument } from '../invoices/invoice-document';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
export const NO_QUOTATION_TEMPLATE = 'Quotation create failed.Please check if you have created a quotation template in the configuration.';

interface QuotationRow {
  id: string;
  code: string;
  customer_id: string | null;
  customer_name: string;
  date: string;
  due_date: string;
  project_ref: string | null;
  content: DraftContent;
  sub_total: string;
  grand_total: string;
  stage: QuotationStatus;
  invoice_id: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `t.id, t.code, t.customer_id, t.customer_name, t.date, t.due_date, t.project_ref, t.sub_total::text, t.grand_total::text,
  t.stage, t.stage AS status, t.invoice_id, t.created_at, t.updated_at, t.deleted_at`;

const QUOTATION_LIST: ListResource = {
  name: 'quotations',
  from: 'quotations t',
  select: COLUMNS,
  sortable: { code: 't.code', date: 't.date', customer_name: 't.customer_name', grand_total: 't.grand_total', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.customer_name', 't.project_ref'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

/**
 * Quotations (spec §7 quotations): the invoice's lines and totals without the ledger. They
 * can be reversed (withdrawn), deleted, restored, deleted for good, and turned into a draft
 * invoice that links back; which action each status allows is the domain's table.
 */
@Controller('api/quotations')
export class QuotationsController {
  constructor(private readonly db: Database) {}

  @Can('list', 'quotations')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'quotations')
  @Get('deleted-list')
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  @Can('create', 'quotations')
  @Get('get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'quotation') };
  }

  @Can('show', 'quotations')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return view(await this.find(me, quotationId));
  }

  @Can('create', 'quotations')
  @Post()
  async create(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    const [template] = await this.db.tx.query(`SELECT 1 FROM quotation_templates WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 LIMIT 1`, [me.tenantId]);
    if (!template) throw new ValidationFailed({ template_id: [NO_QUOTATION_TEMPLATE] }, NO_QUOTATION_TEMPLATE);
    const document = await validDocument(this.db.tx, me.tenantId, body);
    const code = await allocateCode(this.db.tx, me.tenantId, 'quotation');
    const [{ id: newId }] = await this.db.tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    await this.db.tx.query(
      `INSERT INTO quotations (tenant_id, id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [me.tenantId, newId, code, ...(await this.columns(me, newId, code, document)), me.userId],
    );
    return view(await this.find(me, newId));
  }

  @Can('edit', 'quotations')
  @Put(':id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() body: unknown) {
    const current = await this.find(me, quotationId, true);
    const document = await validDocument(this.db.tx, me.tenantId, body);
    decideQuotation({ type: 'EditQuotation', content: document.content }, asQuotation(current, document.content));
    await this.db.tx.query(
      `UPDATE quotations SET customer_id = $3, customer_name = $4, date = $5, due_date = $6, project_ref = $7, content = $8,
              sub_total = $9, grand_total = $10, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, quotationId, ...(await this.columns(me, quotationId, current.code, document))],
    );
    return view(await this.find(me, quotationId));
  }

  /** Withdraws a pending quotation ('Yes, reverse it!'). */
  @Can('edit', 'quotations')
  @Post('reverse/:id')
  @HttpCode(200)
  async reverse(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.act(me, quotationId, { type: 'ReverseQuotation' });
  }

  /** Turns a pending quotation into a draft invoice dated today that links back to it. */
  @Can('create', 'invoices')
  @Post('convert/:id')
  @HttpCode(201)
  async convert(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    const current = await this.find(me, quotationId, true);
    const quoted = await validDocument(this.db.tx, me.tenantId, bodyOf(current.content));
    const draft = quotationToInvoiceDraft(asQuotation(current, quoted.content), { date: await businessDate(this.db.tx, me) });
    const [{ id: invoiceId }] = await this.db.tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    const code = await allocateCode(this.db.tx, me.tenantId, 'invoice');
    const document: ValidDocument = { content: { ...draft.content, customer: quoted.content.customer }, totals: computeDocumentTotals(draft.content) };
    const content = draftContent(invoiceId, code, quotationId, document);
    await this.db.tx.query(
      `INSERT INTO invoices (tenant_id, id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total, quotation_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [me.tenantId, invoiceId, code, current.customer_id, current.customer_name, content.date, content.dueDate, content.projectRef,
        JSON.stringify(content), document.totals.subTotal.toFixed(), document.totals.grandTotal.toFixed(), quotationId, me.userId],
    );
    await this.act(me, quotationId, { type: 'ConvertQuotation', invoiceId });
    return { invoice_id: invoiceId, code, quotation: view(await this.find(me, quotationId)) };
  }

  @Can('delete', 'quotations')
  @Delete(':id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.act(me, quotationId, { type: 'DeleteQuotation' });
  }

  @Can('restore', 'quotations')
  @Post('deleted-list/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.act(me, quotationId, { type: 'RestoreQuotation' });
  }

  @Can('purge', 'quotations')
  @Delete('permanent/delete/quotation/:id')
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.act(me, quotationId, { type: 'PermanentlyDeleteQuotation' });
  }

  /** Applies a state action through the domain's transition table and stores the outcome. */
  private async act(me: Principal, quotationId: string, action: QuotationAction) {
    const current = await this.find(me, quotationId, true);
    const outcome = decideQuotation(action, asQuotation(current, null));
    if (outcome.type === 'removed') {
      await this.db.tx.query(`DELETE FROM quotations WHERE tenant_id = $1 AND id = $2`, [me.tenantId, quotationId]);
      return view(current);
    }
    const q = outcome.quotation;
    await this.db.tx.query(
      `UPDATE quotations SET stage = $3, invoice_id = $4, deleted_at = CASE WHEN $5 THEN coalesce(deleted_at, now()) END, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, quotationId, q.status, q.invoiceId, q.deleted],
    );
    return view(await this.find(me, quotationId));
  }

  private async columns(me: Principal, quotationId: string, code: string, document: ValidDocument) {
    const customer = document.content.customer;
    const [named] =
      customer.kind === 'company'
        ? await this.db.tx.query<{ name: string }>(`SELECT name FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customer.customerId])
        : [{ name: customer.name }];
    return [
      customer.kind === 'company' ? customer.customerId : null,
      named?.name ?? '',
      document.content.date,
      document.content.dueDate,
      document.content.projectRef,
      JSON.stringify(draftContent(quotationId, code, null, document)),
      document.totals.subTotal.toFixed(),
      document.totals.grandTotal.toFixed(),
    ];
  }

  private async find(me: Principal, quotationId: string, lock = false): Promise<QuotationRow> {
    const [row] = await this.db.tx.query<QuotationRow>(
      `SELECT ${COLUMNS}, t.content FROM quotations t WHERE t.tenant_id = $1 AND t.id = $2${lock ? ' FOR UPDATE' : ''}`,
      [me.tenantId, quotationId],
    );
    if (!row) throw new NotFound();
    return row;
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(QUOTATION_LIST.sortable), QUOTATION_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, QUOTATION_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, QUOTATION_LIST.name, page);
    return page.rows;
  }
}

/** The domain's view of a stored quotation (its content matters only to edits and conversion). */
function asQuotation(row: QuotationRow, content: DocumentContent | null): Quotation {
  return { id: row.id, code: row.code, status: row.stage, deleted: row.deleted_at !== null, invoiceId: row.invoice_id, content: content as DocumentContent };
}

function view(row: QuotationRow) {
  const { content, ...rest } = row;
  return { ...rest, ...documentView(content), code: row.code, status: row.stage };
}
