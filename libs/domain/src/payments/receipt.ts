import { ACCOUNTS } from '../accounting/accounts';
import { Money } from '../money/money';
import { parseMoney } from '../money/money.parse';
import { REFUND_KINDS, type RefundKind } from '../invoicing/invoice.events';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';
import { isCalendarDate } from '../shared/calendar-date';
import { parseId } from '../shared/id';
import { paymentsRefusal } from './payments.errors';

export type PayType = 'Cash' | 'Cheque' | 'Bank' | 'Credit';
export const PAY_TYPES: readonly PayType[] = ['Cheque', 'Bank', 'Cash', 'Credit'];

export interface Allocation {
  /** The invoice's id or code as the user gave it; the API resolves it. */
  invoiceId: string;
  amount: Money;
}

export interface ReceiptInput {
  customerId: string;
  date: string;
  payType: PayType;
  /** The bank account for Bank and Cheque; none for Cash and Credit. */
  accountId: string | null;
  paidAmount: Money;
  cheque: { number: string | null; postDate: string | null; bank: string | null; branch: string | null; accountNumber: string | null };
  remark: string | null;
  note: string | null;
  invoices: Allocation[];
}

export interface RefundInput {
  customerId: string;
  date: string;
  kind: RefundKind;
  /** Where a Cash Refund pays out from: a bank account, or cash in hand when none. */
  accountId: string | null;
  remark: string | null;
  note: string | null;
  invoices: Allocation[];
}

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Add = (field: string, refusal: FieldRefusal) => void;

const TEXT_MAX = 255;

/** A receipt's body, checked field by field, so a 422 names every bad field; references are checked by the API. */
export function readReceipt(body: Record<string, unknown>): Read<ReceiptInput> {
  const errors: FieldErrors = {};
  const add: Add = (field, refusal) => (errors[field] ??= []).push(refusal);
  const customerId = uuidField(body.customer_id, 'customer_id', 'customer', add);
  const date = dateField(body.date, 'date', add);
  const payType = PAY_TYPES.find((t) => t === body.pay_type);
  if (!payType) add('pay_type', validationRefusal.field('choice', { label: 'pay type' }));
  const needsAccount = payType === 'Bank' || payType === 'Cheque';
  const accountId = needsAccount ? uuidField(body.account_id, 'account_id', 'account', add) : null;
  const paid = parseMoney(body.paid_amount, { label: 'paid amount', sign: 'positive' });
  if (!paid.ok) add('paid_amount', paid.refusal);
  const chequeNumber = text(body.cheque_number);
  if (payType === 'Cheque' && !chequeNumber) add('cheque_number', validationRefusal.field('required', { label: 'cheque number' }));
  const postDate = text(body.post_date);
  if (postDate && !isCalendarDate(postDate)) add('post_date', paymentsRefusal.field('date-not-valid', { label: 'post date' }));
  const invoices = allocations(body.invoices, add);
  const note = noteField(body.note, add);

  if (paid.ok && invoices) {
    const applied = Money.sum(invoices.map((a) => a.amount));
    if (applied.greaterThan(paid.value)) add('paid_amount', paymentsRefusal.field('paid-below-applied'));
    // A credit balance only settles invoices; it cannot make more credit.
    else if (payType === 'Credit' && !applied.equals(paid.value)) add('paid_amount', paymentsRefusal.field('credit-not-in-full'));
  }
  if (Object.keys(errors).length > 0 || !payType || !paid.ok || !invoices) return { ok: false, errors };
  return {
    ok: true,
    value: {
      customerId: customerId as string,
      date: date as string,
      payType,
      accountId,
      paidAmount: paid.value,
      cheque:
        payType === 'Cheque'
          ? { number: chequeNumber, postDate, bank: text(body.bank), branch: text(body.branch), accountNumber: text(body.account_number) }
          : { number: null, postDate: null, bank: null, branch: null, accountNumber: null },
      remark: text(body.remark),
      note,
      invoices,
    },
  };
}

export function readRefund(body: Record<string, unknown>): Read<RefundInput> {
  const errors: FieldErrors = {};
  const add: Add = (field, refusal) => (errors[field] ??= []).push(refusal);
  const customerId = uuidField(body.customer_id, 'customer_id', 'customer', add);
  const date = dateField(body.date, 'date', add);
  const kind = REFUND_KINDS.find((k) => k === body.refund_type);
  if (!kind) add('refund_type', validationRefusal.field('choice', { label: 'refund type' }));
  const accountId = kind === 'Cash Refund' && body.account_id ? uuidField(body.account_id, 'account_id', 'account', add) : null;
  const invoices = allocations(body.invoices, add);
  if (invoices?.length === 0) add('invoices', paymentsRefusal.field('invoice-required'));
  const note = noteField(body.note, add);
  if (Object.keys(errors).length > 0 || !kind || !invoices) return { ok: false, errors };
  return { ok: true, value: { customerId: customerId as string, date: date as string, kind, accountId, remark: text(body.remark), note, invoices } };
}

/** Where a receipt's money goes (the debit of its postings). */
export function receiptAccount(payType: PayType, accountId: string | null): string {
  if (payType === 'Credit') return ACCOUNTS.customerCredit;
  if (payType === 'Cash') return ACCOUNTS.cash;
  if (!accountId) throw new RangeError(`${payType} receipt without a bank account`);
  return `bank:${accountId}`;
}

/** Where a refund's money leaves from (the credit of its postings). */
export function refundAccount(kind: RefundKind, accountId: string | null): string {
  if (kind === 'Credit Refund') return ACCOUNTS.customerCredit;
  return accountId ? `bank:${accountId}` : ACCOUNTS.cash;
}

/** What the customer paid beyond the invoices it settles: it becomes their credit balance. */
export function overPayment(paidAmount: Money, invoices: readonly { amount: Money }[]): Money {
  return paidAmount.minus(Money.sum(invoices.map((a) => a.amount)));
}

/** What a refund gives back: the sum of what it takes from each invoice. */
export function refundTotal(invoices: readonly { amount: Money }[]): Money {
  return Money.sum(invoices.map((a) => a.amount));
}

function allocations(input: unknown, add: Add): Allocation[] | null {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    add('invoices', paymentsRefusal.field('invoices-not-list'));
    return null;
  }
  const seen = new Set<string>();
  let ok = true;
  const result = input.map((raw: unknown, i): Allocation => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const invoiceId = text(row.invoice_id) ?? '';
    if (!invoiceId || invoiceId.length > 60) {
      add(`invoices.${i}.invoice_id`, paymentsRefusal.field('invoice-invalid'));
      ok = false;
    } else if (seen.has(invoiceId)) {
      add(`invoices.${i}.invoice_id`, paymentsRefusal.field('invoice-twice'));
      ok = false;
    }
    seen.add(invoiceId);
    const amount = parseMoney(row.amount, { sign: 'positive' });
    if (!amount.ok) {
      add(`invoices.${i}.amount`, amount.refusal);
      ok = false;
    }
    return { invoiceId, amount: amount.ok ? amount.value : Money.ZERO };
  });
  return ok ? result : null;
}

function uuidField(input: unknown, field: string, label: string, add: Add): string | null {
  const id = parseId(input, label);
  if (id.ok) return id.value;
  add(field, id.refusal);
  return null;
}

function dateField(input: unknown, field: string, add: Add): string | null {
  if (isCalendarDate(input)) return input;
  const label = field.replace('_', ' ');
  add(field, input ? paymentsRefusal.field('date-not-valid', { label }) : validationRefusal.field('required', { label }));
  return null;
}

function trimmed(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  return String(input).trim() || null;
}

function text(input: unknown): string | null {
  return trimmed(input)?.slice(0, TEXT_MAX) ?? null;
}

/** A note is what the user wrote for others to read: one too long is refused, never cut unseen. */
function noteField(input: unknown, add: Add): string | null {
  const note = trimmed(input);
  if (note && note.length > TEXT_MAX) add('note', validationRefusal.field('too-long', { label: 'note', max: TEXT_MAX }));
  return note;
}
