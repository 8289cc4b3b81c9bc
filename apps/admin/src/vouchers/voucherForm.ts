import { Money, parseMoney, type OpenBillsView, type VoucherFormView } from '@ginuma/domain';
import type { AllocationRow } from '../payments/AllocationTable';
import { allocationsOf, spreadOverRows, sumOf } from '../payments/paymentForm';
import { emptyLine, totalOf, type ExpenseLine } from './VoucherExpenseLines';

/** The voucher's own fields as the form holds them: text, with nothing as ''. */
export function formValues(voucher: VoucherFormView): Record<string, string> {
  return Object.fromEntries(Object.entries(voucher).map(([k, v]) => [k, v === null || typeof v === 'object' ? '' : String(v)]));
}

export function linesOf(voucher: VoucherFormView): ExpenseLine[] {
  return voucher.expenses.map((line) => ({
    ...emptyLine(line.expense_category_id),
    expense_sub_category_id: line.expense_sub_category_id ?? '',
    description: line.description ?? '',
    amount: line.amount,
  }));
}

/** What the voucher pays on bills as the form holds it: each bill's amount as typed, and the whole sum paid (beyond them: the supplier's credit). */
export interface BillPayment {
  amounts: Record<string, string>;
  paid: string;
}

/** A saved voucher's bill amounts, and what it paid on bills: its bills and its over-payment. */
export function billPaymentOf(voucher: VoucherFormView): BillPayment {
  const amounts = Object.fromEntries(voucher.bills.map((b) => [b.bill_id, b.amount]));
  const paid = sumOf(voucher.bills.map((b) => b.amount)).plus(voucher.supplier_credit ?? '0');
  return { amounts, paid: paid.isZero() ? '' : paid.toFixed() };
}

/**
 * The bills table: the voucher's own bills first (a confirmed voucher shows only those), then the
 * supplier's other open bills, oldest first; each limited by what it still owes.
 */
export function billRows(voucher: VoucherFormView | null, open: OpenBillsView | undefined, ownSupplier: boolean, locked: boolean): AllocationRow[] {
  const openBills = open?.bills ?? [];
  const own: AllocationRow[] = (locked || ownSupplier ? (voucher?.bills ?? []) : []).map((b) => {
    const still = openBills.find((o) => o.id === b.bill_id);
    return { invoice_id: b.bill_id, code: `${b.code} · ${b.bill_number}`, date: still?.date ?? null, grand_total: still?.grand_total ?? null, limit: still?.due_amount ?? null };
  });
  if (locked) return own;
  const others = openBills
    .filter((o) => !own.some((r) => r.invoice_id === o.id))
    .map((o) => ({ invoice_id: o.id, code: `${o.code} · ${o.bill_number}`, date: o.date, grand_total: o.grand_total, limit: o.due_amount }));
  return [...own, ...others];
}

/**
 * `paid` spread over the bills in the table's order (oldest first), each up to what it owes: the
 * "pay in full" default. What is left after the last bill is the over-payment, kept as credit.
 */
export function applyOldestFirst(rows: readonly AllocationRow[], paid: string): Record<string, string> {
  return spreadOverRows(rows, paid);
}

/** What the bills take, what the voucher pays on them (never less than that) and the over-payment beyond them. */
export function billTotals(rows: readonly AllocationRow[], payment: BillPayment): { allocated: Money; paid: Money; over: Money } {
  const allocated = sumOf(rows.map((r) => payment.amounts[r.invoice_id] ?? ''));
  const typed = parseMoney(payment.paid, { sign: 'positive' });
  const paid = typed.ok && typed.value.greaterThan(allocated) ? typed.value : allocated;
  return { allocated, paid, over: paid.minus(allocated) };
}

/**
 * What a save sends: the lines' total (with what it pays on bills) is the voucher's amount, a cash
 * voucher names no bank account, and an empty choice is left out. The form asks for categories
 * only on the lines: the voucher's own is its first line's, sent only when every line has one, so
 * a line left without a category is refused rather than charged to another line's. Paying bills,
 * a line left blank is no line.
 */
export function voucherBody(values: Record<string, string>, lines: readonly ExpenseLine[], bills?: { rows: readonly AllocationRow[]; payment: BillPayment }): Record<string, unknown> {
  const allocations = bills
    ? allocationsOf(
        bills.rows.map((r) => r.invoice_id),
        bills.payment.amounts,
      ).map((a) => ({ bill_id: a.invoice_id, amount: a.amount }))
    : [];
  const paysBills = allocations.length > 0;
  const sent = paysBills ? lines.filter((line) => line.amount.trim() !== '' || line.description.trim() !== '') : lines;
  const onBills = paysBills && bills ? billTotals(bills.rows, bills.payment).paid : Money.ZERO;
  return {
    ...values,
    expense_category_id: sent.every((line) => line.expense_category_id) ? sent[0]?.expense_category_id : undefined,
    expense_sub_category_id: undefined,
    account_id: values.pay_type === 'Cash' ? undefined : values.account_id,
    expenses: sent.map((line) => ({
      expense_category_id: line.expense_category_id || undefined,
      expense_sub_category_id: line.expense_sub_category_id || undefined,
      description: line.description,
      amount: line.amount,
    })),
    bills: allocations,
    amount: totalOf(sent).plus(onBills).toFixed(),
  };
}
