import { Money } from '../money/money';
import type { InvoiceConfirmedData, InvoiceEvent, RefundKind } from './invoice.events';

export type AppliedPayment = { amount: Money; account: string };
export type AppliedRefund = { amount: Money; account: string; kind: RefundKind };

/**
 * A draft's content lives in an ordinary row and is not an event: an invoice stream starts
 * at its confirmation. `reversed` keeps the figures it had, for the record.
 */
export type InvoiceState =
  | { stage: 'draft' }
  | {
      stage: 'confirmed' | 'reversed';
      invoice: InvoiceConfirmedData;
      grandTotal: Money;
      /** Σ applied payments still standing (reversed ones are gone). */
      paid: Money;
      refunded: Money;
      /** By receipt id: one receipt applies to one invoice once. */
      payments: Readonly<Record<string, AppliedPayment>>;
      refunds: Readonly<Record<string, AppliedRefund>>;
      reversedOn: string | null;
    };

export type ConfirmedInvoiceState = Exclude<InvoiceState, { stage: 'draft' }>;

/**
 * The invoice statuses users see, derived from the ledger, checked in this order:
 * - pending: a draft, not confirmed;
 * - reversed: the confirmation was reversed;
 * - refund: any refund is standing, whatever else was paid;
 * - paid: nothing is due (this includes a confirmed invoice whose grand total is 0);
 * - due: nothing is paid;
 * - partial: something is paid and something is still due.
 */
export type InvoiceStatus = 'pending' | 'due' | 'partial' | 'paid' | 'refund' | 'reversed';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'due', 'partial', 'paid', 'refund', 'reversed'];

export interface InvoiceAmounts {
  grandTotal: Money;
  paid: Money;
  refunded: Money;
  /** grand total − paid + refunded: refunded money is owed on the invoice again. */
  due: Money;
}

export const initialInvoiceState = (): InvoiceState => ({ stage: 'draft' });

export function evolveInvoice(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceConfirmed':
      return {
        stage: 'confirmed',
        invoice: event.data,
        grandTotal: Money.of(event.data.grandTotal),
        paid: Money.ZERO,
        refunded: Money.ZERO,
        payments: {},
        refunds: {},
        reversedOn: null,
      };
    case 'PaymentApplied': {
      if (state.stage === 'draft') return state;
      const amount = Money.of(event.data.amount);
      return {
        ...state,
        paid: state.paid.plus(amount),
        payments: { ...state.payments, [event.data.receiptId]: { amount, account: event.data.account } },
      };
    }
    case 'PaymentReversed': {
      if (state.stage === 'draft') return state;
      const { [event.data.receiptId]: _gone, ...payments } = state.payments;
      return { ...state, paid: state.paid.minus(event.data.amount), payments };
    }
    case 'RefundApplied': {
      if (state.stage === 'draft') return state;
      const amount = Money.of(event.data.amount);
      return {
        ...state,
        refunded: state.refunded.plus(amount),
        refunds: { ...state.refunds, [event.data.refundId]: { amount, account: event.data.account, kind: event.data.kind } },
      };
    }
    case 'RefundReversed': {
      if (state.stage === 'draft') return state;
      const { [event.data.refundId]: _gone, ...refunds } = state.refunds;
      return { ...state, refunded: state.refunded.minus(event.data.amount), refunds };
    }
    case 'InvoiceReversed':
      if (state.stage === 'draft') return state;
      return { ...state, stage: 'reversed', reversedOn: event.data.date };
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown invoice event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldInvoice(events: readonly InvoiceEvent[], from: InvoiceState = initialInvoiceState()): InvoiceState {
  return events.reduce(evolveInvoice, from);
}

/** Null for a draft: its figures come from its row, computed by computeDocumentTotals. */
export function invoiceAmounts(state: InvoiceState): InvoiceAmounts | null {
  return state.stage === 'draft' ? null : confirmedAmounts(state);
}

export function confirmedAmounts(state: ConfirmedInvoiceState): InvoiceAmounts {
  const { grandTotal, paid, refunded } = state;
  return { grandTotal, paid, refunded, due: grandTotal.minus(paid).plus(refunded) };
}

/**
 * What the status rules read: the invoice's stage and its standing figures. These are the
 * invoice_balance projection's columns too, which is how the lists' SQL applies the same
 * rules (invoiceStatusSql in libs/ledger renders INVOICE_STATUS_RULES).
 */
export interface InvoiceStanding {
  draft: boolean;
  reversed: boolean;
  grandTotal: Money;
  paid: Money;
  refunded: Money;
}

export type StandingFlag = 'draft' | 'reversed';
export const STANDING_AMOUNTS = ['grandTotal', 'paid', 'refunded'] as const;
export type StandingAmount = (typeof STANDING_AMOUNTS)[number];

export type SignTest = 'positive' | 'zero' | 'not positive';

/** A flag, the sign of a signed sum of amounts, or the rule that catches the rest. */
export type StatusTest =
  | { flag: StandingFlag }
  | { sum: Readonly<Partial<Record<StandingAmount, 1 | -1>>>; is: SignTest }
  | { otherwise: true };

/** grand total − paid + refunded (InvoiceAmounts.due). */
const DUE = { grandTotal: 1, paid: -1, refunded: 1 } as const;

/** The statuses' rules as data, first match wins (the order of the list on InvoiceStatus). */
export const INVOICE_STATUS_RULES: readonly { status: InvoiceStatus; when: StatusTest }[] = [
  { status: 'pending', when: { flag: 'draft' } },
  { status: 'reversed', when: { flag: 'reversed' } },
  { status: 'refund', when: { sum: { refunded: 1 }, is: 'positive' } },
  { status: 'paid', when: { sum: DUE, is: 'not positive' } },
  { status: 'due', when: { sum: { paid: 1 }, is: 'zero' } },
  { status: 'partial', when: { otherwise: true } },
];

export function statusOfStanding(standing: InvoiceStanding): InvoiceStatus {
  const rule = INVOICE_STATUS_RULES.find(({ when }) => holds(when, standing));
  if (!rule) throw new RangeError('The invoice status rules end without a rule for the rest');
  return rule.status;
}

function holds(test: StatusTest, standing: InvoiceStanding): boolean {
  if ('otherwise' in test) return true;
  if ('flag' in test) return standing[test.flag];
  const sum = STANDING_AMOUNTS.reduce((total, amount) => {
    const sign = test.sum[amount];
    if (sign === undefined) return total;
    return sign > 0 ? total.plus(standing[amount]) : total.minus(standing[amount]);
  }, Money.ZERO);
  if (test.is === 'positive') return sum.isPositive();
  if (test.is === 'zero') return sum.isZero();
  return !sum.isPositive();
}

export function invoiceStatus(state: InvoiceState): InvoiceStatus {
  if (state.stage === 'draft') return statusOfStanding({ draft: true, reversed: false, grandTotal: Money.ZERO, paid: Money.ZERO, refunded: Money.ZERO });
  const { grandTotal, paid, refunded } = state;
  return statusOfStanding({ draft: false, reversed: state.stage === 'reversed', grandTotal, paid, refunded });
}
