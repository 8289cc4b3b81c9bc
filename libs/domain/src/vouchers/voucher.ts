import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import { parseMoney } from '../money/money.parse';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';
import { isCalendarDate } from '../shared/calendar-date';
import { idOrNull, isId, parseId } from '../shared/id';
import { vouchersRefusal } from './vouchers.refusals';

export type VoucherPayType = 'Cheque' | 'Bank' | 'Cash';
export const VOUCHER_PAY_TYPES: readonly VoucherPayType[] = ['Cheque', 'Bank', 'Cash'];

export interface VoucherLine {
  description: string | null;
  /** The line's own category, or the voucher's when none is given. */
  categoryId: string;
  /** A sub-category of the line's category (checked against it by the caller, which has the records). */
  subCategoryId: string | null;
  amount: Money;
}

export interface VoucherInput {
  supplierId: string;
  date: string;
  payType: VoucherPayType;
  /** The bank account it pays from; none for Cash (cash in hand). */
  accountId: string | null;
  cheque: { number: string | null; postDate: string | null; accountNumber: string | null; bank: string | null; branch: string | null };
  /** The voucher's expense category: every line's without one of its own; none when it pays only bills. */
  categoryId: string | null;
  subCategoryId: string | null;
  lines: VoucherLine[];
  /** What it pays on the supplier's bills, one allocation per bill (each bill's decider checks what it owes). */
  bills: VoucherBillAllocation[];
  amount: Money;
  remarks: string | null;
  note: string | null;
}

export interface VoucherBillAllocation {
  billId: string;
  amount: Money;
}

export type VoucherRead = { ok: true; value: VoucherInput } | { ok: false; errors: FieldErrors };

type Add = (field: string, refusal: FieldRefusal) => void;

/**
 * A voucher's body checked field by field; `today` is the workspace's business date, which a
 * cheque's post date must lie after. Without bills: without lines the whole amount goes to the
 * voucher's category; with lines, they must add up to the amount. With bills, its expenses are its
 * lines only, and the amount is lines + bills + an over-payment (kept as the supplier's credit),
 * so it may not be less than lines + bills.
 */
export function readVoucher(body: Record<string, unknown>, today: string): VoucherRead {
  const errors: FieldErrors = {};
  const add: Add = (field, refusal) => (errors[field] ??= []).push(refusal);
  const supplierId = uuid(body.supplier_id, 'supplier_id', 'supplier', add);
  const date = isCalendarDate(body.date) ? body.date : null;
  if (!date) add('date', body.date ? vouchersRefusal.field('date-not-valid', { label: 'date' }) : validationRefusal.field('required', { label: 'date' }));
  const payType = VOUCHER_PAY_TYPES.find((t) => t === body.pay_type);
  if (!payType) add('pay_type', validationRefusal.field(body.pay_type ? 'choice' : 'required', { label: 'pay type' }));
  const accountId = payType === 'Cash' || !payType ? null : uuid(body.account_id, 'account_id', 'from account', add);
  const chequeNumber = text(body.cheque_number);
  const postDate = text(body.post_date);
  if (payType === 'Cheque') {
    if (!chequeNumber) add('cheque_number', validationRefusal.field('required', { label: 'cheque number' }));
    if (!postDate) add('post_date', validationRefusal.field('required', { label: 'post date' }));
  }
  if (postDate && !isCalendarDate(postDate)) add('post_date', vouchersRefusal.field('date-not-valid', { label: 'post date' }));
  else if (postDate && postDate <= today) add('post_date', vouchersRefusal.field('post-date-not-ahead'));
  const bills = readBills(body.bills, add);
  // Named by the body, so a mistyped allocation is its own error, not a missing category's.
  const paysBills = Array.isArray(body.bills) && body.bills.length > 0;
  const categoryId = idOrNull(body.expense_category_id);
  const lineWithoutCategory = Array.isArray(body.expenses) && body.expenses.some((l) => !isRecord(l) || !l.expense_category_id);
  // Paying bills, the voucher needs a category only for a line without one of its own.
  if (!categoryId && (!paysBills || lineWithoutCategory)) {
    add('expense_category_id', vouchersRefusal.field('expense-category-required'));
  }
  const subCategoryId = body.expense_sub_category_id ? uuid(body.expense_sub_category_id, 'expense_sub_category_id', 'sub category', add) : null;
  const amount = parseMoney(body.amount, { sign: 'positive' });
  if (!amount.ok) add('amount', amount.refusal);
  const lines = readLines(body.expenses, categoryId ?? '', subCategoryId, add);
  if (amount.ok && lines && bills) {
    if (paysBills && voucherOverPayment(amount.value, lines, bills).isNegative()) {
      add('amount', vouchersRefusal.field('amount-below-allocations'));
    } else if (!paysBills && lines.length > 0 && !Money.sum(lines.map((l) => l.amount)).equals(amount.value)) {
      add('amount', vouchersRefusal.field('amount-not-lines-sum'));
    }
  }
  if (Object.keys(errors).length > 0 || !payType || !amount.ok || !lines || !bills) return { ok: false, errors };
  return {
    ok: true,
    value: {
      supplierId: supplierId as string,
      date: date as string,
      payType,
      accountId,
      cheque:
        payType === 'Cheque'
          ? { number: chequeNumber, postDate, accountNumber: text(body.account_number), bank: text(body.bank), branch: text(body.branch) }
          : { number: null, postDate: null, accountNumber: null, bank: null, branch: null },
      categoryId,
      subCategoryId,
      lines: lines.length > 0 || paysBills ? lines : [{ description: null, categoryId: categoryId as string, subCategoryId, amount: amount.value }],
      bills,
      amount: amount.value,
      remarks: text(body.remarks),
      note: text(body.note),
    },
  };
}

/** A line without a category of its own is the voucher's: its category and sub-category. */
function readLines(input: unknown, categoryId: string, subCategoryOfVoucher: string | null, add: Add): VoucherLine[] | null {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    add('expenses', vouchersRefusal.field('expenses-not-list'));
    return null;
  }
  let ok = true;
  const lines = input.map((raw: unknown, i): VoucherLine => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const amount = parseMoney(row.amount, { sign: 'positive' });
    if (!amount.ok) {
      add(`expenses.${i}.amount`, amount.refusal);
      ok = false;
    }
    let lineCategory = categoryId;
    let subCategoryId = row.expense_category_id ? null : subCategoryOfVoucher;
    if (row.expense_category_id) {
      if (isId(row.expense_category_id)) lineCategory = row.expense_category_id.toLowerCase();
      else {
        add(`expenses.${i}.expense_category_id`, vouchersRefusal.field('expense-category-required'));
        ok = false;
      }
    }
    if (row.expense_sub_category_id) {
      if (isId(row.expense_sub_category_id)) subCategoryId = row.expense_sub_category_id.toLowerCase();
      else {
        add(`expenses.${i}.expense_sub_category_id`, validationRefusal.field('choice', { label: 'sub category' }));
        ok = false;
      }
    }
    return { description: text(row.description), categoryId: lineCategory, subCategoryId, amount: amount.ok ? amount.value : Money.ZERO };
  });
  return ok ? lines : null;
}

/** The bills a voucher pays: each a bill id, once, and a positive amount; the bill itself is checked against its stream. */
function readBills(input: unknown, add: Add): VoucherBillAllocation[] | null {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    add('bills', vouchersRefusal.field('bills-not-list'));
    return null;
  }
  let ok = true;
  const seen = new Set<string>();
  const bills = input.map((raw: unknown, i): VoucherBillAllocation => {
    const row = isRecord(raw) ? raw : {};
    const id = parseId(row.bill_id, 'bill');
    if (!id.ok || seen.has(id.value)) {
      add(`bills.${i}.bill_id`, id.ok ? vouchersRefusal.field('bill-repeated') : id.refusal);
      ok = false;
    } else seen.add(id.value);
    const amount = parseMoney(row.amount, { sign: 'positive' });
    if (!amount.ok) {
      add(`bills.${i}.amount`, amount.refusal);
      ok = false;
    }
    return { billId: id.ok ? id.value : '', amount: amount.ok ? amount.value : Money.ZERO };
  });
  return ok ? bills : null;
}

/** What a voucher pays beyond its expenses and bills: kept as the supplier's credit (an advance). */
export function voucherOverPayment(amount: Money, lines: readonly { amount: Money | string }[], bills: readonly { amount: Money | string }[]): Money {
  return amount.minus(Money.sum(lines.map((l) => l.amount))).minus(Money.sum(bills.map((b) => b.amount)));
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** The account a voucher pays from (the credit of its postings). */
export function voucherAccount(payType: VoucherPayType, accountId: string | null): string {
  if (payType === 'Cash') return ACCOUNTS.cash;
  if (!accountId) throw new RangeError(`${payType} voucher without a bank account`);
  return `bank:${accountId}`;
}

export type VoucherEventData = {
  voucherId: string;
  code: string;
  supplierId: string;
  account: string;
  date: string;
  /** `subCategoryId` since the expense-lines editor; events written before it have none. */
  lines: { categoryId: string; subCategoryId?: string; amount: string }[];
  /**
   * The bills it paid (each payment an event on the bill's stream, posted there), and its
   * over-payment kept as the supplier's credit; since supplier payments, absent before them.
   */
  bills?: { billId: string; amount: string }[];
  credit?: string;
};
export type VoucherEvent = { type: 'VoucherConfirmed'; data: VoucherEventData } | { type: 'VoucherReversed'; data: VoucherEventData };
export const VOUCHER_EVENT_SCHEMA_VERSION = 1;

export function voucherStream(voucherId: string): string {
  return `voucher-${voucherId}`;
}

/**
 *   VoucherConfirmed   Dr expense (expense-category:<id>) per line
 *                      Dr supplier-credit (supplier:<id>) its over-payment
 *                      Cr from-account (bank:<id> | cash) their sum
 *   VoucherReversed    the negation
 * The bills it pays post on their own streams (Dr payable / Cr from-account); a voucher that
 * only pays bills exactly posts nothing here.
 */
export function voucherPostings(event: VoucherEvent): PostingLine[] {
  const { account, lines } = event.data;
  const confirming = event.type === 'VoucherConfirmed';
  const side = (amount: Money, debit: boolean) => (debit === confirming ? { debit: amount.toFixed() } : { credit: amount.toFixed() });
  const credit = Money.of(event.data.credit ?? '0');
  const debits: PostingLine[] = lines.map((l) => ({ account: ACCOUNTS.expense, party: partyOf('expense-category', l.categoryId), ...side(Money.of(l.amount), true) }));
  if (credit.isPositive()) debits.push({ account: ACCOUNTS.supplierCredit, party: partyOf('supplier', event.data.supplierId), ...side(credit, true) });
  const total = Money.sum(lines.map((l) => Money.of(l.amount))).plus(credit);
  if (debits.length === 0) return [];
  const from: PostingLine = { account, party: null, ...side(total, false) };
  return confirming ? [...debits, from] : [from, ...debits];
}

function uuid(input: unknown, field: string, label: string, add: Add): string | null {
  const id = parseId(input, label);
  if (id.ok) return id.value;
  add(field, id.refusal);
  return null;
}

function text(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const t = String(input).trim();
  return t ? t.slice(0, 1000) : null;
}
