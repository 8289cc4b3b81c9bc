import { Money, parseMoney, spreadOldestFirst, type OpenInvoicesView, type PayType, type RefundKind } from '@ginuma/domain';
import type { FieldErrors } from '../providers/apiErrors';
import type { AllocationRow } from './AllocationTable';

/** The allocations a form sends: only invoices with an amount typed, in the table's order. */
export function allocationsOf(order: readonly string[], amounts: Record<string, string>): { invoice_id: string; amount: string }[] {
  return order.filter((id) => (amounts[id] ?? '').trim() !== '').map((id) => ({ invoice_id: id, amount: amounts[id].trim() }));
}

/** The live sum of the typed amounts; a malformed one counts as nothing until it is fixed. */
export function sumOf(amounts: readonly string[]): Money {
  return Money.sum(amounts.map((a) => parseMoney(a)).map((r) => (r.ok ? r.value : Money.ZERO)));
}

/** Server errors on `invoices.<i>.<field>` moved to the invoice they name; the rest kept by field. */
export function splitErrors(errors: FieldErrors, sent: readonly { invoice_id: string }[]): { byField: FieldErrors; byInvoice: Record<string, string> } {
  const byField: FieldErrors = {};
  const byInvoice: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^invoices\.(\d+)\.\w+$/.exec(field);
    const invoice = match ? sent[Number(match[1])] : undefined;
    if (invoice) byInvoice[invoice.invoice_id] = message;
    else byField[field] = message;
  }
  return { byField, byInvoice };
}

/** Everything a receipt or refund editor holds; each kind sends the fields it knows. */
export interface AllocationForm {
  customer_id: string;
  date: string;
  pay_type: PayType;
  refund_type: RefundKind;
  account_id: string;
  paid_amount: string;
  cheque_number: string;
  post_date: string;
  bank: string;
  branch: string;
  account_number: string;
  remark: string;
  note: string;
}

/** A line of the editor's totals: an i18n key under `app.payments`, the figure, and its test id. */
export interface TotalLine {
  key: string;
  value: Money;
  testId?: string;
  tone?: 'secondary';
}

/** A receipt's totals: what is open (while editing), what is applied, and any over-payment to credit. */
export function receiptTotals(rows: readonly AllocationRow[], amounts: Record<string, string>, paidAmount: string, readOnly: boolean): TotalLine[] {
  const applied = appliedSum(rows, amounts);
  const paid = parseMoney(paidAmount);
  const over = paid.ok ? paid.value.minus(applied) : Money.ZERO;
  return [
    ...(readOnly ? [] : [{ key: 'open_outstanding', value: Money.sum(rows.map((r) => r.limit ?? '0')) }]),
    { key: 'total_applied', value: applied, testId: 'total-applied' },
    ...(over.isPositive() ? [{ key: 'over_payment', value: over, testId: 'over-payment', tone: 'secondary' as const }] : []),
  ];
}

/** A refund's one total: what it gives back. */
export function refundTotals(rows: readonly AllocationRow[], amounts: Record<string, string>): TotalLine[] {
  return [{ key: 'total_refund', value: appliedSum(rows, amounts), testId: 'total-refund' }];
}

/** Typed amounts of the invoices still in the table (a customer change leaves stale ones behind). */
function appliedSum(rows: readonly AllocationRow[], amounts: Record<string, string>): Money {
  return sumOf(Object.entries(amounts).filter(([id]) => rows.some((r) => r.invoice_id === id)).map(([, a]) => a));
}

type OwnAllocation = { invoice_id: string; code: string | null; invoice_date: string | null; grand_total: string | null; due_amount: string | null; paid_amount: string | null };

/**
 * A receipt's table: its own invoices first (they may no longer be open; a read-only receipt
 * shows only those), then the customer's other invoices with money due.
 */
export function receiptRows(own: readonly OwnAllocation[], open: OpenInvoicesView | undefined, ownCustomer: boolean, readOnly: boolean): AllocationRow[] {
  const mine: AllocationRow[] = (readOnly || ownCustomer ? own : []).map((i) => ({
    invoice_id: i.invoice_id,
    code: i.code ?? '',
    date: i.invoice_date,
    grand_total: i.grand_total,
    limit: i.due_amount,
  }));
  if (readOnly) return mine;
  const invoices = open?.invoices ?? [];
  const others = invoices
    .filter((i) => Money.of(i.due_amount).isPositive() && !mine.some((o) => o.invoice_id === i.id))
    .map((i) => ({ invoice_id: i.id, code: i.code, date: i.date, grand_total: i.grand_total, limit: i.due_amount }));
  return [...mine.map((o) => ({ ...o, limit: invoices.find((i) => i.id === o.invoice_id)?.due_amount ?? o.limit })), ...others];
}

/** A refund's table: read-only, the invoices it names; editing, the customer's invoices with money to give back. */
export function refundRows(own: readonly OwnAllocation[], open: OpenInvoicesView | undefined, readOnly: boolean): AllocationRow[] {
  if (readOnly) {
    return own.map((i) => ({ invoice_id: i.invoice_id, code: i.code ?? '', date: i.invoice_date, grand_total: i.grand_total, paid: i.paid_amount, limit: null }));
  }
  return (open?.invoices ?? [])
    .filter((i) => Money.of(i.refundable_amount).isPositive() || own.some((o) => o.invoice_id === i.id))
    .map((i) => ({ invoice_id: i.id, code: i.code, date: i.date, grand_total: i.grand_total, paid: i.paid_amount, limit: i.refundable_amount }));
}

/**
 * A paid amount spread over the open rows: the row it came for (`first`, an invoice's Record
 * payment) first, then the oldest, each up to what it owes; what is left over applies to none.
 * A malformed or non-positive amount applies nothing.
 */
export function appliedOldestFirst(rows: readonly AllocationRow[], paidAmount: string, first?: string | null): Record<string, string> {
  const byAge = [...rows].sort((a, b) => (a.invoice_id === first ? -1 : b.invoice_id === first ? 1 : (a.date ?? '').localeCompare(b.date ?? '')));
  return spreadOverRows(byAge, paidAmount);
}

/** `paid` spread over the rows in their order by the one oldest-first rule; a malformed amount applies nothing. */
export function spreadOverRows(rows: readonly AllocationRow[], paid: string): Record<string, string> {
  const read = parseMoney(paid);
  const open = rows.map((row) => ({ id: row.invoice_id, due_amount: row.limit ?? '0' }));
  return Object.fromEntries(spreadOldestFirst(read.ok ? read.value.toFixed() : '0', open).map((a) => [a.id, a.amount]));
}
