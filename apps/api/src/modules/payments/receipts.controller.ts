import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { readReceipt, type ReceiptInput } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { sheetDownload } from '../../platform/export/xlsx';
import { peekCode } from '../invoices/document-sequence';
import { findReceipt, paymentView, RECEIPT_LIST, type ReceiptRow } from './payment-rows';
import { ConfirmReceipt } from './commands/confirm-receipt.handler';
import { CreateReceipt } from './commands/create-receipt.handler';
import { DeleteReceipt } from './commands/delete-receipt.handler';
import { UpdateReceipt } from './commands/update-receipt.handler';
import { GetReceipt } from './queries/get-receipt.handler';
import { ListOpenInvoices } from './queries/list-open-invoices.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Receipts (spec §7 payments). A pending receipt is an editable draft row; confirming it applies
 * its money to each linked invoice's stream and books any over-payment as the customer's
 * credit balance on the receipt's own stream. Deleting a confirmed receipt appends the reversals.
 */
@Controller('api/payments')
export class ReceiptsController {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('list', 'payments')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'payments')
  @Get(['restore', 'deleted-list'])
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  @Can('export', 'payments')
  @Get(['exports/list', 'export'])
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const parsed = { ...parseListQuery(query, Object.keys(RECEIPT_LIST.sortable), RECEIPT_LIST.defaultSort), range: null };
    const page = await listRows<Record<string, unknown>>(this.db.tx, RECEIPT_LIST, parsed, { tenantId: me.tenantId });
    return sheetDownload(
      'receipts',
      'Receipts',
      [
        { key: 'code', header: 'Code', type: 'text' },
        { key: 'customer_name', header: 'Customer', type: 'text' },
        { key: 'date', header: 'Date', type: 'date' },
        { key: 'pay_type', header: 'Pay type', type: 'text' },
        { key: 'account_name', header: 'Account', type: 'text' },
        { key: 'paid_amount', header: 'Paid amount', type: 'money' },
        { key: 'applied_amount', header: 'Applied', type: 'money' },
        { key: 'credit_amount', header: 'Credit', type: 'money' },
        { key: 'status', header: 'Status', type: 'text' },
      ],
      page.rows,
    );
  }

  @Can('create', 'payments')
  @Get('get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'receipt') };
  }

  /** What a receipt or refund for this customer can name: their open invoices and credit balance. */
  @Can('create', 'payments')
  @Get('open-invoices/:customerId')
  open(@CurrentPrincipal() me: Principal, @Param('customerId', id) customerId: string) {
    return this.queries.execute(new ListOpenInvoices(me, customerId));
  }

  @Can('show', 'payments')
  @Get(['get/payment/:id', ':id'])
  show(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.queries.execute(new GetReceipt(me, receiptId));
  }

  @Can('create', 'payments')
  @Post(['', 'create/new'])
  create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new CreateReceipt(me, receiptInput(body)));
  }

  @Can('edit', 'payments')
  @Put(':id')
  update(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new UpdateReceipt(me, receiptId, receiptInput(body)));
  }

  @Can('confirm', 'payments')
  @Post(['confirm/payment/:id', 'confirm/:id'])
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.commands.execute(new ConfirmReceipt(me, receiptId));
  }

  @Can('delete', 'payments')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.commands.execute(new DeleteReceipt(me, receiptId));
  }

  @Can('delete', 'payments')
  @Post(['delete/receipt/:id', 'delete/payment/:id'])
  @HttpCode(200)
  removeByPost(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.remove(me, receiptId);
  }

  /** Brings a deleted receipt back to the list; a reversed one stays out of the books. */
  @Can('restore', 'payments')
  @Post('restore/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    const changed = await this.db.tx.execute(`UPDATE receipts SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [
      me.tenantId,
      receiptId,
    ]);
    if (changed === 0) throw new NotFound();
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, receiptId));
  }

  /** Only a deleted draft goes for good: a receipt the ledger knows must stay findable. */
  @Can('purge', 'payments')
  @Delete('permanent/delete/payment/:id')
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    const receipt = await findReceipt(this.db.tx, me.tenantId, receiptId, { lock: true });
    if (!receipt.deleted_at) throw new NotFound();
    if (receipt.stage !== 'pending') throw new Conflict('A receipt the ledger knows cannot be deleted for good.');
    await this.db.tx.query(`DELETE FROM receipts WHERE tenant_id = $1 AND id = $2`, [me.tenantId, receiptId]);
    return { id: receipt.id, code: receipt.code };
  }

  private view(me: Principal, row: ReceiptRow) {
    return paymentView(this.db.tx, me.tenantId, row);
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(RECEIPT_LIST.sortable), RECEIPT_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, RECEIPT_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, RECEIPT_LIST.name, page);
    return page.rows;
  }
}

function receiptInput(body: Record<string, unknown>): ReceiptInput {
  const read = readReceipt(body);
  if (!read.ok) throw new ValidationFailed(read.errors);
  return read.value;
}
