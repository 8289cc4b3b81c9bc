import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  amountInWords,
  Money,
  overdrawnMessage,
  readVoucher,
  voucherAccount,
  voucherPostings,
  voucherStream,
  VOUCHER_CONFIRMATION_FAILED,
  VOUCHER_EVENT_SCHEMA_VERSION,
  type VoucherEvent,
  type VoucherInput,
} from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { dropAttachment } from '../../platform/attachments/attachment-store';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode, peekCode } from '../invoices/document-sequence';
import { appendDocumentEvent, lockedMoneyBalance } from '../transactions/money-accounts';
import { findVoucher, VOUCHER_LIST, type VoucherRow } from './voucher-rows';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Vouchers (spec §7): payments to suppliers, charged to expense categories. A pending voucher
 * is an editable draft; confirming it books the expense and takes the money out of the account
 * it pays from, never more than that account holds. Deleting a confirmed one appends its reversal.
 */
@Controller('api/vouchers')
export class VouchersController {
  constructor(private readonly db: Database) {}

  @Can('list', 'vouchers')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'vouchers')
  @Get('deleted-list')
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  @Can('create', 'vouchers')
  @Get('get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'voucher') };
  }

  @Can('show', 'vouchers')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  @Can('create', 'vouchers')
  @Post(['', 'create/new'])
  async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    const input = await this.valid(me, body);
    const code = await allocateCode(this.db.tx, me.tenantId, 'voucher');
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO vouchers (tenant_id, code, supplier_id, date, pay_type, account_id, cheque_number, post_date, account_number, bank, branch,
                             expense_category_id, expense_sub_category_id, expenses, amount, remarks, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [me.tenantId, code, ...columns(input), me.userId],
    );
    return view(await findVoucher(this.db.tx, me.tenantId, row.id));
  }

  @Can('edit', 'vouchers')
  @Put(':id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Body() body: Record<string, unknown>) {
    await this.pending(me, voucherId);
    const input = await this.valid(me, body);
    await this.db.tx.query(
      `UPDATE vouchers SET supplier_id = $3, date = $4, pay_type = $5, account_id = $6, cheque_number = $7, post_date = $8, account_number = $9,
              bank = $10, branch = $11, expense_category_id = $12, expense_sub_category_id = $13, expenses = $14, amount = $15, remarks = $16,
              note = $17, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, voucherId, ...columns(input)],
    );
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  /** Books the voucher; refused as 'Voucher Confirmation Failed' when the account cannot pay it. */
  @Can('confirm', 'vouchers')
  @Post('confirm/voucher/:id')
  @HttpCode(200)
  async confirm(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const voucher = await this.pending(me, voucherId);
    const account = voucherAccount(voucher.pay_type, voucher.account_id);
    const available = await lockedMoneyBalance(this.db.tx, me.tenantId, account);
    const amount = Money.of(voucher.amount);
    if (amount.greaterThan(available)) throw new ValidationFailed({ amount: [overdrawnMessage(available)] }, VOUCHER_CONFIRMATION_FAILED);
    await append(this.db, me, { type: 'VoucherConfirmed', data: eventData(voucher, voucher.date) });
    await this.db.tx.query(`UPDATE vouchers SET stage = 'confirmed', updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  /** Soft delete; a confirmed voucher is taken back out of the books on the day it is deleted. */
  @Can('delete', 'vouchers')
  @Post('delete/voucher/:id')
  @HttpCode(200)
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const voucher = await findVoucher(this.db.tx, me.tenantId, voucherId, { lock: true });
    if (voucher.deleted_at) throw new NotFound();
    if (voucher.stage === 'confirmed') {
      await append(this.db, me, { type: 'VoucherReversed', data: eventData(voucher, await businessDate(this.db.tx, me)) });
      await this.db.tx.query(`UPDATE vouchers SET stage = 'reversed' WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    }
    await this.db.tx.query(`UPDATE vouchers SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  /** The list's delete (ra-data-simple-rest sends DELETE). */
  @Can('delete', 'vouchers')
  @Delete(':id')
  removeByDelete(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.remove(me, voucherId);
  }

  /** Back to the list; a reversed voucher stays out of the books. */
  @Can('restore', 'vouchers')
  @Post('restore/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const changed = await this.db.tx.execute(`UPDATE vouchers SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [
      me.tenantId,
      voucherId,
    ]);
    if (changed === 0) throw new NotFound();
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  /** Only a deleted draft goes for good: a voucher the ledger knows must stay findable. */
  @Can('purge', 'vouchers')
  @Post('permanent/delete/voucher/:id')
  @HttpCode(200)
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const voucher = await findVoucher(this.db.tx, me.tenantId, voucherId, { lock: true });
    if (!voucher.deleted_at) throw new NotFound();
    if (voucher.stage !== 'pending') throw new Conflict('A voucher the ledger knows cannot be deleted for good.');
    await this.db.tx.query(`DELETE FROM vouchers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    await dropAttachment(this.db.tx, me.tenantId, 'voucher', voucherId);
    return { id: voucher.id, code: voucher.code };
  }

  private async valid(me: Principal, body: Record<string, unknown>): Promise<VoucherInput> {
    const read = readVoucher(body, await businessDate(this.db.tx, me));
    if (!read.ok) throw new ValidationFailed(read.errors);
    const input = read.value;
    const [found] = await this.db.tx.query<{ supplier: boolean; account: boolean; category: boolean; sub: boolean; lines: boolean; bad_subs: number[] }>(
      `SELECT EXISTS (SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL) AS supplier,
              ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $3 AND deleted_at IS NULL)) AS account,
              EXISTS (SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $4 AND deleted_at IS NULL) AS category,
              ($5::uuid IS NULL OR EXISTS (SELECT 1 FROM expense_sub_categories WHERE tenant_id = $1 AND id = $5 AND category_id = $4 AND deleted_at IS NULL)) AS sub,
              (SELECT count(*) FROM expense_categories WHERE tenant_id = $1 AND id = ANY($6::uuid[]) AND deleted_at IS NULL) = cardinality($6::uuid[]) AS lines,
              coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM unnest($7::uuid[], $8::uuid[]) WITH ORDINALITY AS l (category_id, sub_id, i)
                         WHERE l.sub_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM expense_sub_categories s WHERE s.tenant_id = $1 AND s.id = l.sub_id
                                                                      AND s.category_id = l.category_id AND s.deleted_at IS NULL)), '{}') AS bad_subs`,
      [me.tenantId, input.supplierId, input.accountId, input.categoryId, input.subCategoryId, [...new Set(input.lines.map((l) => l.categoryId))],
        input.lines.map((l) => l.categoryId), input.lines.map((l) => l.subCategoryId)],
    );
    const errors: FieldErrors = {};
    if (!found.supplier) errors.supplier_id = ['The selected supplier is invalid.'];
    if (!found.account) errors.account_id = ['The selected from account is invalid.'];
    if (!found.category || !found.lines) errors.expense_category_id = ['Please select the expanse category'];
    if (!found.sub) errors.expense_sub_category_id = ['The selected sub category is invalid.'];
    // Without lines of its own the voucher is its one line: a bad sub-category is the voucher field's error.
    const lineErrors = Array.isArray(body.expenses) ? found.bad_subs : [];
    for (const line of lineErrors) errors[`expenses.${line}.expense_sub_category_id`] = ['The selected sub category is invalid.'];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return input;
  }

  private async pending(me: Principal, voucherId: string): Promise<VoucherRow> {
    const voucher = await findVoucher(this.db.tx, me.tenantId, voucherId, { lock: true });
    if (voucher.deleted_at) throw new NotFound();
    if (voucher.stage !== 'pending') throw new Conflict('Only a pending voucher can be changed.');
    return voucher;
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(VOUCHER_LIST.sortable), VOUCHER_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, VOUCHER_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, VOUCHER_LIST.name, page);
    return page.rows;
  }
}

function columns(input: VoucherInput): unknown[] {
  const c = input.cheque;
  const lines = input.lines.map((l) => ({
    description: l.description,
    expense_category_id: l.categoryId,
    expense_sub_category_id: l.subCategoryId,
    amount: l.amount.toFixed(),
  }));
  return [input.supplierId, input.date, input.payType, input.accountId, c.number, c.postDate, c.accountNumber, c.bank, c.branch, input.categoryId,
    input.subCategoryId, JSON.stringify(lines), input.amount.toFixed(), input.remarks, input.note];
}

function eventData(voucher: VoucherRow, date: string): VoucherEvent['data'] {
  return {
    voucherId: voucher.id,
    code: voucher.code,
    supplierId: voucher.supplier_id,
    account: voucherAccount(voucher.pay_type, voucher.account_id),
    date,
    lines: voucher.expenses.map((l) => ({ categoryId: l.expense_category_id, ...(l.expense_sub_category_id ? { subCategoryId: l.expense_sub_category_id } : {}), amount: l.amount })),
  };
}

async function append(db: Database, me: Principal, event: VoucherEvent): Promise<void> {
  await appendDocumentEvent(db.tx, me, voucherStream(event.data.voucherId), { ...event, schemaVersion: VOUCHER_EVENT_SCHEMA_VERSION, postings: voucherPostings(event) });
}

function view(row: VoucherRow) {
  const amount = Money.of(row.amount);
  return { ...row, status: row.stage, amount_in_words: amountInWords(amount, 'en'), amount_in_words_si: amountInWords(amount, 'si') };
}
