import { overdrawnParams } from '../cashbook/cashbook.decide';
import { cashbookRefusal } from '../cashbook/cashbook.refusals';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import type { ApplyPayment } from '../invoicing/invoice.decide';
import type { Decider } from '../shared/decider';
import { assertCreditUnspent, paymentsRefusal } from './payments.errors';
import { receiptEventOf, receiptPostings, RECEIPT_EVENT_SCHEMA_VERSION, type ReceiptCreditData, type ReceiptEvent } from './receipt.events';
import { overPayment, receiptAccount, type ReceiptInput } from './receipt';

/**
 * Confirm a pending receipt. `input.invoices` are its stored allocations (invoice ids already
 * resolved). `creditBalance` is the customer's credit balance read under the customer's lock:
 * a Credit receipt spends it, so it may not exceed it; other pay types do not consult it.
 */
export type ConfirmReceipt = {
  type: 'ConfirmReceipt';
  data: { receiptId: string; code: string; input: ReceiptInput; creditBalance: Money };
};

/**
 * Take a confirmed receipt back out of the books on `date`. `creditBalance` is read under the
 * customer's lock when the stream holds a credit to take back; it is not consulted otherwise.
 * `available`, when the money came into cash or a bank account, is that account's lowest
 * balance from `date` onward (read under its lock): the credit's money leaves it again then.
 */
export type ReverseReceipt = { type: 'ReverseReceipt'; data: { date: string; creditBalance: Money; available?: LowestBalance<Money> } };

export type ReceiptCommand = ConfirmReceipt | ReverseReceipt;

/** What the receipt's own stream knows: the credit its over-payment gave, and whether that was taken back. */
export type ReceiptState = { credit: ReceiptCreditData | null; reversed: boolean };

export function evolveReceipt(state: ReceiptState, event: ReceiptEvent): ReceiptState {
  switch (event.type) {
    case 'ReceiptCreditRecorded':
      return { credit: event.data, reversed: false };
    case 'ReceiptCreditReversed':
      return { ...state, reversed: true };
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown receipt event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The receipt's rules over its own stream, pure. A receipt paid in full onto its invoices
 * decides no event here: only an over-payment (the customer's credit) lives on this stream.
 */
export function decideReceipt(command: ReceiptCommand, state: ReceiptState): ReceiptEvent[] {
  switch (command.type) {
    case 'ConfirmReceipt': {
      if (state.credit) throw paymentsRefusal('receipt-already-confirmed');
      const { receiptId, code, input, creditBalance } = command.data;
      if (input.payType === 'Credit' && input.paidAmount.greaterThan(creditBalance)) {
        throw paymentsRefusal.onField('paid_amount', 'credit-exceeds-balance', { balance: creditBalance.toFixed() });
      }
      const over = overPayment(input.paidAmount, input.invoices);
      if (!over.isPositive()) return [];
      const account = receiptAccount(input.payType, input.accountId);
      return [{ type: 'ReceiptCreditRecorded', data: { receiptId, code, customerId: input.customerId, account, amount: over.toFixed(), date: input.date } }];
    }
    case 'ReverseReceipt': {
      if (!state.credit) return [];
      if (state.reversed) throw paymentsRefusal('credit-already-reversed');
      const { date, creditBalance, available } = command.data;
      assertCreditUnspent(Money.of(state.credit.amount), creditBalance, 'receipt');
      if (available && !lowestCovers(available, state.credit.amount)) throw cashbookRefusal.onField('amount', 'overdrawn', overdrawnParams(available));
      return [{ type: 'ReceiptCreditReversed', data: { ...state.credit, date } }];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown receipt command ${JSON.stringify(unknown)}`);
    }
  }
}

/** A receipt's stream (`receipt-<id>`) as the ledger's command loop runs it. */
export const receiptDecider: Decider<ReceiptCommand, ReceiptEvent, ReceiptState> = {
  initialState: () => ({ credit: null, reversed: false }),
  evolve: evolveReceipt,
  decide: decideReceipt,
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: RECEIPT_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: event.data.date,
    postings: receiptPostings(event),
  }),
  fromLedger: receiptEventOf,
};

/** The receipt's money on each of its invoices, in the order given; each invoice's own rules then check its due. */
export function receiptPayments(receiptId: string, input: ReceiptInput): ApplyPayment[] {
  const account = receiptAccount(input.payType, input.accountId);
  return input.invoices.map((a) => ({ type: 'ApplyPayment', data: { receiptId, amount: a.amount, account, date: input.date } }));
}
