import { billsRefusal, validationRefusal, vouchersRefusal, type PendingVoucher, type VoucherInput } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { validBody } from '../../platform/http/validation.pipe';
import { businessDate } from '../../platform/records/record-ledger';
import type { VoucherRow } from './voucher-rows';
import { voucherInput, VoucherRequest } from './voucher.requests';

/**
 * A voucher's body read by VoucherRequest and weighed against the workspace's today (a cheque's
 * post date lies after it), its supplier, account, categories and sub-categories checked to be the workspace's own, and
 * each bill it pays a confirmed bill of its supplier (what a bill still owes is the bill's
 * decider's to check, on its stream, when the voucher is confirmed).
 */
export async function validVoucher(tx: Tx, me: Principal, body: Record<string, unknown>): Promise<VoucherInput> {
  const input = voucherInput(await validBody(VoucherRequest, body), await businessDate(tx, me));
  const [found] = await tx.query<{ supplier: boolean; account: boolean; category: boolean; sub: boolean; lines: boolean; bad_subs: number[]; bad_bills: number[] }>(
    `SELECT EXISTS (SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL) AS supplier,
            ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $3 AND deleted_at IS NULL)) AS account,
            ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $4 AND deleted_at IS NULL)) AS category,
            ($5::uuid IS NULL OR EXISTS (SELECT 1 FROM expense_sub_categories WHERE tenant_id = $1 AND id = $5 AND category_id = $4 AND deleted_at IS NULL)) AS sub,
            (SELECT count(*) FROM expense_categories WHERE tenant_id = $1 AND id = ANY($6::uuid[]) AND deleted_at IS NULL) = cardinality($6::uuid[]) AS lines,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM unnest($7::uuid[], $8::uuid[]) WITH ORDINALITY AS l (category_id, sub_id, i)
                       WHERE l.sub_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM expense_sub_categories s WHERE s.tenant_id = $1 AND s.id = l.sub_id
                                                                    AND s.category_id = l.category_id AND s.deleted_at IS NULL)), '{}') AS bad_subs,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM unnest($9::uuid[]) WITH ORDINALITY AS a (bill_id, i)
                       WHERE NOT EXISTS (SELECT 1 FROM bill_balance b WHERE b.tenant_id = $1 AND b.bill_id = a.bill_id
                                            AND b.supplier_party = 'supplier:' || $2 AND NOT b.reversed)), '{}') AS bad_bills`,
    [me.tenantId, input.supplierId, input.accountId, input.categoryId, input.subCategoryId, [...new Set(input.lines.map((l) => l.categoryId))],
      input.lines.map((l) => l.categoryId), input.lines.map((l) => l.subCategoryId), input.bills.map((b) => b.billId)],
  );
  const errors: FieldErrors = {};
  if (!found.supplier) errors.supplier_id = [validationRefusal.field('choice', { label: 'supplier' })];
  if (!found.account) errors.account_id = [validationRefusal.field('choice', { label: 'from account' })];
  if (!found.category || !found.lines) errors.expense_category_id = [vouchersRefusal.field('expense-category-required')];
  if (!found.sub) errors.expense_sub_category_id = [validationRefusal.field('choice', { label: 'sub category' })];
  // Without lines of its own the voucher is its one line: a bad sub-category is the voucher field's error.
  const lineErrors = Array.isArray(body.expenses) ? found.bad_subs : [];
  for (const line of lineErrors) errors[`expenses.${line}.expense_sub_category_id`] = [validationRefusal.field('choice', { label: 'sub category' })];
  for (const bill of found.bad_bills) errors[`bills.${bill}.bill_id`] = [billsRefusal.field('bill-not-payable')];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return input;
}

/** The draft's columns, supplier_id through note and then bills, in the order the create and update statements name them. */
export function voucherColumns(input: VoucherInput): unknown[] {
  const c = input.cheque;
  const lines = input.lines.map((l) => ({
    description: l.description,
    expense_category_id: l.categoryId,
    expense_sub_category_id: l.subCategoryId,
    amount: l.amount.toFixed(),
  }));
  return [input.supplierId, input.date, input.payType, input.accountId, c.number, c.postDate, c.accountNumber, c.bank, c.branch, input.categoryId,
    input.subCategoryId, JSON.stringify(lines), input.amount.toFixed(), input.remarks, input.note,
    JSON.stringify(input.bills.map((b) => ({ bill_id: b.billId, amount: b.amount.toFixed() })))];
}

/** The saved draft as the voucher decider confirms it. */
export function pendingVoucher(row: VoucherRow): PendingVoucher {
  return {
    voucherId: row.id,
    code: row.code,
    supplierId: row.supplier_id,
    payType: row.pay_type,
    accountId: row.account_id,
    date: row.date,
    lines: row.expenses.map((l) => ({ categoryId: l.expense_category_id, subCategoryId: l.expense_sub_category_id ?? null, amount: l.amount })),
    bills: row.bills.map((b) => ({ billId: b.bill_id, amount: b.amount })),
    amount: row.amount,
  };
}
