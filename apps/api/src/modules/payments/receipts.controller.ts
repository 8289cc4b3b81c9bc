import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { decideReceiptConfirmation, Money, readReceipt, receiptAccount, type ReceiptInput } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { sheetDownload } from '../../platform/export/xlsx';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode, peekCode } from '../invoices/document-sequence';
import { appendReceiptEvent, reversalDate, runAllocationCommands } from './payment-ledger';
import { creditBalance, lockedCreditBalance, openInvoices, resolveReferences } from './payment-references';
import { allocationView, findReceipt, RECEIPT_LIST, type ReceiptRow } from './payment-rows';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Receipts (spec §7 payments). A pending receipt is an editable draft row; confirming it applies
 * its money to each linked invoice's stream and books any over-payment as the customer's
 * credit balance on the receipt's own stream. Deleting a confirmed receipt appends the reversals.
 */
@Controller('api/payments')
export class ReceiptsController {
  constructor(private readonly db: Database) {}

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
  async open(@CurrentPrincipal() me: Principal, @Param('customerId', id) customerId: string) {
    const [customer] = await this.db.tx.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customerId]);
    if (!customer) throw new NotFound();
    const balance = await creditBalance(this.db.tx, me.tenantId, customerId);
    return { credit_balance: balance.toFixed(), invoices: await openInvoices(this.db.tx, me.tenantId, customerId) };
  }

  @Can('show', 'payments')
  @Get(['get/payment/:id', ':id'])
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, receiptId));
  }

  @Can('create', 'payments')
  @Post(['', 'create/new'])
  async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    const { input, allocations } = await this.valid(me, body);
    const code = await allocateCode(this.db.tx, me.tenantId, 'receipt');
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO receipts (tenant_id, code, customer_id, date, pay_type, account_id, paid_amount, cheque_number, post_date, bank, branch,
                             account_number, remark, note, allocations, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [me.tenantId, code, ...this.columns(input, allocations), me.userId],
    );
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, row.id));
  }

  @Can('edit', 'payments')
  @Put(':id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Body() body: Record<string, unknown>) {
    await this.pending(me, receiptId);
    const { input, allocations } = await this.valid(me, body);
    await this.db.tx.query(
      `UPDATE receipts SET customer_id = $3, date = $4, pay_type = $5, account_id = $6, paid_amount = $7, cheque_number = $8, post_date = $9,
              bank = $10, branch = $11, account_number = $12, remark = $13, note = $14, allocations = $15, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, receiptId, ...this.columns(input, allocations)],
    );
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, receiptId));
  }

  /** Books the receipt: each invoice is paid from its stream; the over-payment becomes credit. */
  @Can('confirm', 'payments')
  @Post(['confirm/payment/:id', 'confirm/:id'])
  @HttpCode(200)
  async confirm(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    const receipt = await this.pending(me, receiptId);
    await confirmReceipt(this.db, me, receipt);
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, receiptId));
  }

  /** Soft delete; a confirmed receipt is taken back out of the books first (spec §4). */
  @Can('delete', 'payments')
  @Delete(':id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    const receipt = await findReceipt(this.db.tx, me.tenantId, receiptId, { lock: true });
    if (receipt.deleted_at) throw new NotFound();
    if (receipt.stage === 'confirmed') await this.reverse(me, receipt);
    await this.db.tx.query(`UPDATE receipts SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, receiptId]);
    return this.view(me, await findReceipt(this.db.tx, me.tenantId, receiptId));
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

  private async reverse(me: Principal, receipt: ReceiptRow): Promise<void> {
    const date = reversalDate(await businessDate(this.db.tx, me), receipt.date);
    const credit = Money.of(receipt.credit_amount);
    if (credit.isPositive()) {
      const balance = await lockedCreditBalance(this.db.tx, me.tenantId, receipt.customer_id);
      if (credit.greaterThan(balance)) throw new Conflict('The credit this receipt gave has been used; reverse what used it first.');
      await appendReceiptEvent(this.db.tx, me, {
        type: 'ReceiptCreditReversed',
        data: { receiptId: receipt.id, code: receipt.code, customerId: receipt.customer_id, account: accountOf(receipt), amount: credit.toFixed(), date },
      });
    }
    await runAllocationCommands(this.db.tx, me, receipt.allocations, () => ({ type: 'ReversePayment', data: { receiptId: receipt.id, date } }));
    await this.db.tx.query(`UPDATE receipts SET stage = 'reversed', updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, receipt.id]);
  }

  private async valid(me: Principal, body: Record<string, unknown>) {
    const read = readReceipt(body);
    if (!read.ok) throw new ValidationFailed(read.errors);
    const { allocations } = await resolveReferences(this.db.tx, me.tenantId, read.value, 'due');
    return { input: read.value, allocations };
  }

  private columns(input: ReceiptInput, allocations: unknown[]): unknown[] {
    const c = input.cheque;
    return [
      input.customerId,
      input.date,
      input.payType,
      input.accountId,
      input.paidAmount.toFixed(),
      c.number,
      c.postDate,
      c.bank,
      c.branch,
      c.accountNumber,
      input.remark,
      input.note,
      JSON.stringify(allocations),
    ];
  }

  private async pending(me: Principal, receiptId: string): Promise<ReceiptRow> {
    const receipt = await findReceipt(this.db.tx, me.tenantId, receiptId, { lock: true });
    if (receipt.deleted_at) throw new NotFound();
    if (receipt.stage !== 'pending') throw new Conflict('Only a pending receipt can be changed.');
    return receipt;
  }

  private async view(me: Principal, row: ReceiptRow) {
    const { allocations, ...rest } = row;
    return { ...rest, status: row.stage, invoices: await allocationView(this.db.tx, me.tenantId, allocations) };
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(RECEIPT_LIST.sortable), RECEIPT_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, RECEIPT_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, RECEIPT_LIST.name, page);
    return page.rows;
  }
}

function accountOf(receipt: ReceiptRow): string {
  return receiptAccount(receipt.pay_type, receipt.account_id);
}

/**
 * Confirms a pending receipt in the request's transaction: references are checked again (an
 * invoice may have been paid or reversed since the draft was saved), then the domain decides
 * each invoice's PaymentApplied and the over-payment's ReceiptCreditRecorded.
 */
export async function confirmReceipt(db: Database, me: Principal, receipt: ReceiptRow): Promise<void> {
  const read = readReceipt({ ...receipt, invoices: receipt.allocations });
  if (!read.ok) throw new ValidationFailed(read.errors);
  const input = read.value;
  await resolveReferences(db.tx, me.tenantId, input, 'due');
  // A credit receipt spends the balance: the customer stays locked until the transaction ends.
  const balance = input.payType === 'Credit' ? await lockedCreditBalance(db.tx, me.tenantId, input.customerId) : Money.ZERO;
  const allocations = receipt.allocations.map((a) => ({ invoiceId: a.invoice_id, amount: Money.of(a.amount) }));
  const { payments, credit } = decideReceiptConfirmation({ receiptId: receipt.id, code: receipt.code, input, allocations }, balance);
  await runAllocationCommands(db.tx, me, receipt.allocations, (i) => payments[i].command);
  if (credit) await appendReceiptEvent(db.tx, me, credit);
  await db.tx.query(`UPDATE receipts SET stage = 'confirmed', updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, receipt.id]);
}
