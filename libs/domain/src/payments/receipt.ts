import { ACCOUNTS } from '../accounting/accounts';
import { Money } from '../money/money';
import type { RefundKind } from '../invoicing/invoice.events';

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
