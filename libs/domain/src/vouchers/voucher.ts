import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';

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

/** What a voucher pays beyond its expenses and bills: kept as the supplier's credit (an advance). */
export function voucherOverPayment(amount: Money, lines: readonly { amount: Money | string }[], bills: readonly { amount: Money | string }[]): Money {
  return amount.minus(Money.sum(lines.map((l) => l.amount))).minus(Money.sum(bills.map((b) => b.amount)));
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
