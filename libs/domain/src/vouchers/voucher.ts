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
  categoryId: string;
  subCategoryId: string | null;
  lines: VoucherLine[];
  amount: Money;
  remarks: string | null;
  note: string | null;
}

export type VoucherRead = { ok: true; value: VoucherInput } | { ok: false; errors: FieldErrors };

type Add = (field: string, refusal: FieldRefusal) => void;

/**
 * A voucher's body checked field by field; `today` is the workspace's business date, which a
 * cheque's post date must lie after. Without lines the whole amount goes to the voucher's
 * category; with lines, they must add up to the amount.
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
  const categoryId = idOrNull(body.expense_category_id);
  if (!categoryId) add('expense_category_id', vouchersRefusal.field('expense-category-required'));
  const subCategoryId = body.expense_sub_category_id ? uuid(body.expense_sub_category_id, 'expense_sub_category_id', 'sub category', add) : null;
  const amount = parseMoney(body.amount, { sign: 'positive' });
  if (!amount.ok) add('amount', amount.refusal);
  const lines = readLines(body.expenses, categoryId ?? '', subCategoryId, add);
  if (amount.ok && lines && lines.length > 0 && !Money.sum(lines.map((l) => l.amount)).equals(amount.value)) {
    add('amount', vouchersRefusal.field('amount-not-lines-sum'));
  }
  if (Object.keys(errors).length > 0 || !payType || !amount.ok || !lines) return { ok: false, errors };
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
      categoryId: categoryId as string,
      subCategoryId,
      lines: lines.length > 0 ? lines : [{ description: null, categoryId: categoryId as string, subCategoryId, amount: amount.value }],
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
};
export type VoucherEvent = { type: 'VoucherConfirmed'; data: VoucherEventData } | { type: 'VoucherReversed'; data: VoucherEventData };
export const VOUCHER_EVENT_SCHEMA_VERSION = 1;

export function voucherStream(voucherId: string): string {
  return `voucher-${voucherId}`;
}

/**
 *   VoucherConfirmed   Dr expense (expense-category:<id>) per line   Cr from-account (bank:<id> | cash)
 *   VoucherReversed    the negation
 */
export function voucherPostings(event: VoucherEvent): PostingLine[] {
  const { account, lines } = event.data;
  const total = Money.sum(lines.map((l) => Money.of(l.amount))).toFixed();
  const confirming = event.type === 'VoucherConfirmed';
  const expenses = lines.map((l): PostingLine => {
    const amount = Money.of(l.amount).toFixed();
    return { account: ACCOUNTS.expense, party: partyOf('expense-category', l.categoryId), ...(confirming ? { debit: amount } : { credit: amount }) };
  });
  const from: PostingLine = { account, party: null, ...(confirming ? { credit: total } : { debit: total }) };
  return confirming ? [...expenses, from] : [from, ...expenses];
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
