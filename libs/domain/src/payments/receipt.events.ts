import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import { eventOfTypes } from '../shared/decider';

/*
 * The receipt's own stream (`receipt-<id>`) carries only what no invoice holds: the
 * over-payment that became the customer's credit balance. The money applied to invoices is
 * on each invoice's stream.
 */

/** `account` is where the over-paid money went (`bank:<id>` or `cash`); `amount` a JSON decimal. */
export type ReceiptCreditData = { receiptId: string; code: string; customerId: string; account: string; amount: string; date: string };
export type ReceiptCreditRecorded = { type: 'ReceiptCreditRecorded'; data: ReceiptCreditData };
/** The receipt was deleted: its credit is taken back on `date`. */
export type ReceiptCreditReversed = { type: 'ReceiptCreditReversed'; data: ReceiptCreditData };

export type ReceiptEvent = ReceiptCreditRecorded | ReceiptCreditReversed;

export const RECEIPT_EVENT_TYPES: readonly ReceiptEvent['type'][] = ['ReceiptCreditRecorded', 'ReceiptCreditReversed'];
export const RECEIPT_EVENT_SCHEMA_VERSION = 1;

export const receiptEventOf = eventOfTypes<ReceiptEvent>('receipt', RECEIPT_EVENT_TYPES, RECEIPT_EVENT_SCHEMA_VERSION);

export function receiptStream(receiptId: string): string {
  return `receipt-${receiptId}`;
}

/**
 *   ReceiptCreditRecorded   Dr account (bank:<id> | cash)   Cr customer-credit (customer:<id>)
 *   ReceiptCreditReversed   the negation
 */
export function receiptPostings(event: ReceiptEvent): PostingLine[] {
  const { account, amount, customerId } = event.data;
  const money = Money.of(amount).toFixed();
  const credit = { account: ACCOUNTS.customerCredit, party: partyOf('customer', customerId) };
  const into = { account, party: null };
  return event.type === 'ReceiptCreditRecorded'
    ? [{ ...into, debit: money }, { ...credit, credit: money }]
    : [{ ...credit, debit: money }, { ...into, credit: money }];
}
