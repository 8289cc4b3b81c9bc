import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { FieldErrors } from '../shared/domain-error';
import { stockRefusal } from '../stock/stock';
import { eventOfTypes, type Decider } from '../shared/decider';
import { negatePostings } from '../invoicing/invoice.posting';
import {
  billConfirmationPostings,
  billCreditPostings,
  billPaymentPostings,
  billSnapshot,
  BILL_EVENT_SCHEMA_VERSION,
  BILL_EVENT_TYPES,
  type BillConfirmedData,
  type BillEvent,
  type PendingBill,
} from './bill';
import { billsRefusal } from './bills.refusals';

/**
 * A bill in the ledger: a pending one has no events yet. A confirmed one carries what has been
 * paid on it (a decimal string), so a payment allocated later is one more event that evolve adds
 * here, and a reversal is refused while any of it stands.
 */
export type BillState =
  | { stage: 'pending' }
  | { stage: 'confirmed'; bill: BillConfirmedData; paid: string; payments?: BillPayments; credits?: BillCredits }
  | { stage: 'reversed'; bill: BillConfirmedData; paid: string; payments?: BillPayments; credits?: BillCredits };

/** The payments standing on a bill, by the voucher that made each: what a voucher's deletion takes back. Absent until the first. */
export type BillPayments = Readonly<Record<string, { amount: string; account: string }>>;
/** The supplier credit standing on a bill, by the debit note that claimed it: what unapplying that note may take back. Absent until the first. */
export type BillCredits = Readonly<Record<string, string>>;

export type ConfirmBill = { type: 'ConfirmBill'; data: { bill: PendingBill } };
/**
 * Reversing takes a confirmed bill back out of the books on `date` (the workspace's business
 * date, or the bill's own when later): its goods go back out of stock on that day. `stock` holds
 * each of its products' lowest quantity from `date` onward, read under the products' row locks:
 * goods sold since cannot be taken back out (no day may be left below zero).
 */
export type ReverseBill = { type: 'ReverseBill'; data: { date: string; stock: ReadonlyMap<string, LowestBalance<Quantity>> } };
/** Deleting a draft (or a reversed bill) touches no books; a confirmed one must be reversed first. */
export type DeleteBill = { type: 'DeleteBill' };
/**
 * A supplier payment allocated to the bill by voucher `voucherId` of supplier `supplierId`, paid
 * out of `account` on `date`. The bill checks it is its supplier's, and never more than it owes.
 */
export type PayBill = { type: 'PayBill'; data: { voucherId: string; supplierId: string; amount: Money; account: string; date: string } };
/** Takes voucher `voucherId`'s payment back off the bill on `date` (the voucher deleted). */
export type ReverseBillPayment = { type: 'ReverseBillPayment'; data: { voucherId: string; date: string } };
/**
 * Spends `amount` of supplier `supplierId`'s credit, claimed back by debit note `debitNoteId`, on
 * the bill on `date`. `creditBalance` is the supplier's credit read under the supplier's row lock:
 * the bill takes no more than it owes nor more than the supplier's credit holds.
 */
export type ApplyBillCredit = { type: 'ApplyBillCredit'; data: { debitNoteId: string; supplierId: string; amount: Money; date: string; creditBalance: Money } };
/**
 * Takes `amount` of debit note `debitNoteId`'s credit back off the bill on `date`. The note's
 * decider has refused more than the note applied here (UnapplyDebitNote): this records it.
 */
export type UnapplyBillCredit = { type: 'UnapplyBillCredit'; data: { debitNoteId: string; amount: Money; date: string } };
export type BillCommand = ConfirmBill | ReverseBill | DeleteBill | PayBill | ReverseBillPayment | ApplyBillCredit | UnapplyBillCredit;

/**
 * The lines whose goods are no longer all in stock from a reversal's date on, each under its
 * own key as a stock out is (`lines.<index>.quantity`); null when every line's can go back out.
 * Two lines of one product take from the same lowest; a line without a product moved no stock.
 * A bill's reversal and a customer return's both take goods they brought in back out.
 */
export function goodsStillInStock(
  document: { lines: readonly { productId: string | null; quantity: string }[] },
  stock: ReadonlyMap<string, LowestBalance<Quantity>>,
): FieldErrors | null {
  const left = new Map(stock);
  const errors: FieldErrors = {};
  document.lines.forEach((line, index) => {
    if (!line.productId) return;
    const lowest = left.get(line.productId);
    if (!lowest) throw new TypeError(`A reversal is decided on the stock of ${line.productId}`);
    const quantity = Quantity.of(line.quantity);
    if (!lowestCovers(lowest, quantity)) errors[`lines.${index}.quantity`] = [stockRefusal.field('stock-out-exceeds-on-hand')];
    left.set(line.productId, { amount: lowest.amount.minus(quantity), on: lowest.on });
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The stocked products a bill's reversal takes goods out of, in id order: the order their rows are locked in. */
export function billProductIds(bill: { lines: readonly { productId?: string | null; product_id?: string | null }[] }): string[] {
  return [...new Set(bill.lines.flatMap((l) => (l.productId ?? l.product_id ? [(l.productId ?? l.product_id) as string] : [])))].sort();
}

export function decideBill(command: BillCommand, state: BillState, now: Date): BillEvent[] {
  switch (command.type) {
    case 'ConfirmBill': {
      assertBillPending(state.stage);
      const { bill } = command.data;
      if (bill.lines.length === 0) throw billsRefusal.onField('lines', 'lines-required');
      return [{ type: 'BillConfirmed', data: billSnapshot(bill, now.toISOString()) }];
    }
    case 'ReverseBill': {
      if (state.stage !== 'confirmed') throw billsRefusal('bill-not-confirmed');
      if (!Money.of(state.paid).isZero()) throw billsRefusal('bill-has-payments');
      const errors = goodsStillInStock(state.bill, command.data.stock);
      if (errors) throw billsRefusal('goods-no-longer-in-stock', {}, { errors });
      return [{ type: 'BillReversed', data: { billId: state.bill.billId, code: state.bill.code, reversedOn: command.data.date, reversedAt: now.toISOString() } }];
    }
    case 'DeleteBill':
      if (state.stage === 'confirmed') throw billsRefusal('bill-in-books');
      return [];
    case 'PayBill': {
      const { voucherId, supplierId, amount, account, date } = command.data;
      const bill = payableBill(state, supplierId, amount, date);
      if (bill.payments?.[voucherId]) throw billsRefusal('payment-already-applied');
      return [{ type: 'BillPaid', data: { billId: bill.bill.billId, voucherId, amount: amount.toFixed(), account, date, paidAt: now.toISOString() } }];
    }
    case 'ApplyBillCredit': {
      const { debitNoteId, supplierId, amount, date, creditBalance } = command.data;
      const bill = payableBill(state, supplierId, amount, date);
      if (amount.greaterThan(creditBalance)) throw billsRefusal.onField('amount', 'credit-exceeds-balance', { balance: creditBalance.toFixed() });
      return [{ type: 'BillCreditApplied', data: { billId: bill.bill.billId, debitNoteId, amount: amount.toFixed(), date, appliedAt: now.toISOString() } }];
    }
    case 'UnapplyBillCredit': {
      if (state.stage === 'pending') throw billsRefusal('bill-not-confirmed');
      const { debitNoteId, amount, date } = command.data;
      return [{ type: 'BillCreditUnapplied', data: { billId: state.bill.billId, debitNoteId, amount: amount.toFixed(), date, unappliedAt: now.toISOString() } }];
    }
    case 'ReverseBillPayment': {
      const { voucherId, date } = command.data;
      const payment = state.stage === 'pending' ? undefined : state.payments?.[voucherId];
      if (state.stage === 'pending' || !payment) throw billsRefusal('payment-not-found');
      return [{ type: 'BillPaymentReversed', data: { billId: state.bill.billId, voucherId, amount: payment.amount, account: payment.account, date, reversedAt: now.toISOString() } }];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown bill command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The bill a payment of `amount` on `date` settles part of: a confirmed bill of the paying
 * supplier, paid no earlier than its date, and never beyond what it still owes.
 */
function payableBill(state: BillState, supplierId: string, amount: Money, date: string): Extract<BillState, { stage: 'confirmed' }> {
  if (state.stage !== 'confirmed' || state.bill.supplierId !== supplierId) throw billsRefusal.onField('bill_id', 'bill-not-payable');
  if (!amount.isPositive()) throw billsRefusal.onField('amount', 'payment-not-positive');
  if (date < state.bill.date) throw billsRefusal.onField('date', 'payment-before-bill', { date: state.bill.date });
  const due = Money.of(state.bill.grandTotal).minus(state.paid);
  if (amount.greaterThan(due)) throw billsRefusal.onField('amount', 'payment-exceeds-due', { amount: amount.toFixed(), due: due.toFixed() });
  return state;
}

export function evolveBill(state: BillState, event: BillEvent): BillState {
  switch (event.type) {
    case 'BillConfirmed':
      return { stage: 'confirmed', bill: event.data, paid: '0.00' };
    case 'BillReversed':
      return state.stage === 'confirmed' ? { ...state, stage: 'reversed' } : state;
    case 'BillPaid': {
      if (state.stage === 'pending') return state;
      const { voucherId, amount, account } = event.data;
      return { ...state, paid: Money.of(state.paid).plus(amount).toFixed(), payments: { ...state.payments, [voucherId]: { amount, account } } };
    }
    case 'BillCreditApplied':
    case 'BillCreditUnapplied': {
      if (state.stage === 'pending') return state;
      const { debitNoteId, amount } = event.data;
      const signed = event.type === 'BillCreditApplied' ? Money.of(amount) : Money.of(amount).negated();
      const credits = { ...state.credits, [debitNoteId]: Money.of(state.credits?.[debitNoteId] ?? '0').plus(signed).toFixed() };
      return { ...state, paid: Money.of(state.paid).plus(signed).toFixed(), credits };
    }
    case 'BillPaymentReversed': {
      if (state.stage === 'pending') return state;
      const { [event.data.voucherId]: _taken, ...payments } = state.payments ?? {};
      return { ...state, paid: Money.of(state.paid).minus(event.data.amount).toFixed(), payments };
    }
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown bill event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Only a pending bill is edited or confirmed: a confirmed one is in the books, so it is reversed instead. */
export function assertBillPending(stage: BillState['stage']): void {
  if (stage !== 'pending') throw billsRefusal('bill-not-pending');
}

/** A bill's stream (`bill-<id>`) as the ledger's command loop runs it; a reversal negates the confirmation it folds. */
export const billDecider: Decider<BillCommand, BillEvent, BillState> = {
  initialState: () => ({ stage: 'pending' }),
  evolve: evolveBill,
  decide: decideBill,
  toLedger: (event, before) => {
    if (event.type === 'BillConfirmed') {
      return { type: event.type, schemaVersion: BILL_EVENT_SCHEMA_VERSION, payload: event.data, occurredOn: event.data.date, postings: billConfirmationPostings(event.data) };
    }
    if (before.stage === 'pending') throw new RangeError(`${event.type} on a bill that is not confirmed`);
    if (event.type === 'BillCreditApplied' || event.type === 'BillCreditUnapplied') {
      const lines = billCreditPostings(before.bill.supplierId, event.data.amount);
      const postings = event.type === 'BillCreditApplied' ? lines : negatePostings(lines);
      return { type: event.type, schemaVersion: BILL_EVENT_SCHEMA_VERSION, payload: event.data, occurredOn: event.data.date, postings };
    }
    if (event.type === 'BillPaid' || event.type === 'BillPaymentReversed') {
      const lines = billPaymentPostings(before.bill.supplierId, event.data.account, event.data.amount);
      return {
        type: event.type,
        schemaVersion: BILL_EVENT_SCHEMA_VERSION,
        payload: event.data,
        occurredOn: event.data.date,
        postings: event.type === 'BillPaid' ? lines : negatePostings(lines),
      };
    }
    return {
      type: event.type,
      schemaVersion: BILL_EVENT_SCHEMA_VERSION,
      payload: event.data,
      occurredOn: event.data.reversedOn,
      postings: negatePostings(billConfirmationPostings(before.bill)),
    };
  },
  fromLedger: eventOfTypes<BillEvent>('bill', [...BILL_EVENT_TYPES], BILL_EVENT_SCHEMA_VERSION),
};
