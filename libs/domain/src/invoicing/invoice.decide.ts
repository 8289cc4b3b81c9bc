import { overdrawnParams } from '../cashbook/cashbook.decide';
import { cashbookRefusal } from '../cashbook/cashbook.refusals';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import type { Money } from '../money/money';
import type { Decider } from '../shared/decider';
import { costInvoiceStock } from '../stock/invoice-stock';
import type { StockShelf } from '../stock/stock';
import { invoicingRefusal } from './invoicing.errors';
import { invoiceEventDate, invoiceEventOf, invoiceSnapshot, INVOICE_EVENT_SCHEMA_VERSION, type InvoiceEvent, type RefundKind } from './invoice.events';
import { invoicePostings } from './invoice.posting';
import { confirmedAmounts, evolveInvoice, initialInvoiceState, type ConfirmedInvoiceState, type InvoiceState } from './invoice.state';
import { computeDocumentTotals, documentRuleErrors, type DocumentContent } from './invoice.totals';

/** Confirm a draft: the command carries the draft's content; totals are computed here, never taken from the client. */
export type ConfirmInvoice = {
  type: 'ConfirmInvoice';
  data: {
    invoiceId: string;
    code: string;
    quotationId: string | null;
    content: DocumentContent;
    /**
     * Each stockable product's position and its lowest quantity from the invoice's date onward,
     * read under its row lock: stockable lines are costed at the moving average and refused
     * beyond that lowest (no day from the invoice's date on may be left below zero). Without it
     * no line is costed (specs of the money side alone).
     */
    stock?: ReadonlyMap<string, StockShelf>;
  };
};
/** `account` receives the money: `bank:<id>`, `cash`, or `customer-credit` when a credit balance pays. */
export type ApplyPayment = { type: 'ApplyPayment'; data: { receiptId: string; amount: Money; account: string; date: string } };
/*
 * `available` on the two commands that take money out of a money account (cash or a bank
 * account): what is left of its lowest balance from `date` onward for this command, read by
 * the caller under the account's lock (less what the same receipt or refund takes for the
 * invoices before this one). The caller passes it whenever the account is cash or a bank
 * account; customer credit has its own balance check.
 */
/** Taking a payment back takes its money back out of the account it came into, on `date`. */
export type ReversePayment = { type: 'ReversePayment'; data: { receiptId: string; date: string; available?: LowestBalance<Money> } };
/** `account` pays the money out: `bank:<id>`, `cash`, or `customer-credit` for a Credit Refund. */
export type ApplyRefund = {
  type: 'ApplyRefund';
  data: { refundId: string; amount: Money; kind: RefundKind; account: string; date: string; available?: LowestBalance<Money> };
};
export type ReverseRefund = { type: 'ReverseRefund'; data: { refundId: string; date: string } };
export type ReverseInvoice = { type: 'ReverseInvoice'; data: { date: string; reason: string | null } };

export type InvoiceCommand = ConfirmInvoice | ApplyPayment | ReversePayment | ApplyRefund | ReverseRefund | ReverseInvoice;

/**
 * The invoice's rules, pure: the events a command appends to the invoice's stream given the
 * state folded from its events, or a refusal. `now` only stamps the events; business
 * dates come with the command (the caller knows the workspace's time zone).
 *
 * Invariants kept: 0 ≤ refunded ≤ paid and paid − refunded ≤ grand total, so the due amount
 * (grand total − paid + refunded) stays between 0 and the grand total.
 */
export function decideInvoice(command: InvoiceCommand, state: InvoiceState, now: Date): InvoiceEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'ConfirmInvoice': {
      if (state.stage !== 'draft') throw invoicingRefusal('invoice-already-confirmed');
      const { content } = command.data;
      const totals = computeDocumentTotals(content);
      const errors = documentRuleErrors(content, totals);
      if (!content.customer || content.lines.length === 0) {
        throw invoicingRefusal('customer-and-items-required', {}, { errors });
      }
      if (Object.keys(errors).length > 0) throw invoicingRefusal('invalid-document', {}, { errors });
      const { invoiceId, code, quotationId, stock } = command.data;
      const data = invoiceSnapshot({ invoiceId, code, quotationId, confirmedAt: at }, { ...content, customer: content.customer }, totals);
      if (!stock) return [{ type: 'InvoiceConfirmed', data }];
      const costed = costInvoiceStock(data, stock);
      if ('errors' in costed) {
        throw invoicingRefusal('stock-exceeds-on-hand', {}, { errors: costed.errors });
      }
      return [{ type: 'InvoiceConfirmed', data: costed.invoice }];
    }
    case 'ApplyPayment': {
      const invoice = standing(state);
      const { receiptId, amount, account, date } = command.data;
      positive(amount);
      onOrAfterInvoice(invoice, date);
      if (invoice.payments[receiptId]) {
        throw invoicingRefusal('payment-already-applied');
      }
      const { due } = confirmedAmounts(invoice);
      if (amount.greaterThan(due)) {
        throw invoicingRefusal('payment-exceeds-due', { amount: amount.toFixed(), due: due.toFixed() }, {
          errors: { amount: [invoicingRefusal.field('amount-over-due', { due: due.toFixed() })] },
        });
      }
      return [{ type: 'PaymentApplied', data: { receiptId, amount: amount.toFixed(), account, date, appliedAt: at } }];
    }
    case 'ReversePayment': {
      const invoice = confirmed(state);
      const { receiptId, date } = command.data;
      const payment = invoice.payments[receiptId];
      if (!payment) throw invoicingRefusal('payment-not-found');
      onOrAfterInvoice(invoice, date);
      if (invoice.paid.minus(payment.amount).lessThan(invoice.refunded)) {
        throw invoicingRefusal('payment-has-refunds');
      }
      drawable(payment.amount, command.data.available);
      const data = { receiptId, amount: payment.amount.toFixed(), account: payment.account, date, reversedAt: at };
      return [{ type: 'PaymentReversed', data }];
    }
    case 'ApplyRefund': {
      const invoice = standing(state);
      const { refundId, amount, kind, account, date } = command.data;
      positive(amount);
      onOrAfterInvoice(invoice, date);
      if (invoice.refunds[refundId]) throw invoicingRefusal('refund-already-applied');
      const refundable = invoice.paid.minus(invoice.refunded);
      if (amount.greaterThan(refundable)) {
        throw invoicingRefusal('refund-exceeds-paid', { amount: amount.toFixed(), paid: refundable.toFixed() }, {
          errors: { amount: [invoicingRefusal.field('refund-over-paid', { paid: refundable.toFixed() })] },
        });
      }
      drawable(amount, command.data.available);
      return [{ type: 'RefundApplied', data: { refundId, amount: amount.toFixed(), kind, account, date, appliedAt: at } }];
    }
    case 'ReverseRefund': {
      const invoice = standing(state);
      const { refundId, date } = command.data;
      const refund = invoice.refunds[refundId];
      if (!refund) throw invoicingRefusal('refund-not-found');
      onOrAfterInvoice(invoice, date);
      if (refund.amount.greaterThan(confirmedAmounts(invoice).due)) {
        throw invoicingRefusal('refund-reversal-overpays');
      }
      const data = { refundId, amount: refund.amount.toFixed(), kind: refund.kind, account: refund.account, date, reversedAt: at };
      return [{ type: 'RefundReversed', data }];
    }
    case 'ReverseInvoice': {
      const invoice = standing(state);
      const { date, reason } = command.data;
      onOrAfterInvoice(invoice, date);
      if (!invoice.paid.equals(invoice.refunded)) {
        throw invoicingRefusal('invoice-has-payments');
      }
      return [{ type: 'InvoiceReversed', data: { invoiceId: invoice.invoice.invoiceId, date, reason, reversedAt: at } }];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown invoice command ${JSON.stringify(unknown)}`);
    }
  }
}

/** No money account goes below zero on any day: an outflow no larger than the lowest balance from its date on. */
function drawable(amount: Money, available: LowestBalance<Money> | undefined): void {
  if (available && !lowestCovers(available, amount)) throw cashbookRefusal.onField('amount', 'overdrawn', overdrawnParams(available));
}

/** An invoice's stream (`invoice-<id>`) as the ledger's command loop runs it. */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: initialInvoiceState,
  evolve: evolveInvoice,
  decide: decideInvoice,
  toLedger: (event, before) => ({
    type: event.type,
    schemaVersion: INVOICE_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: invoiceEventDate(event),
    postings: invoicePostings(event, before),
  }),
  fromLedger: invoiceEventOf,
};

/**
 * Deleting is a row operation (soft delete), allowed for a draft and a reversed invoice. A
 * confirmed invoice moved money in the ledger and is refused with the title 'This invoice cannot be deleted'; it is
 * reversed instead.
 */
export function assertInvoiceDeletable(state: InvoiceState): void {
  if (state.stage === 'confirmed') {
    throw invoicingRefusal('invoice-cannot-be-deleted');
  }
}

function confirmed(state: InvoiceState): ConfirmedInvoiceState {
  if (state.stage === 'draft') throw invoicingRefusal('invoice-not-confirmed');
  return state;
}

/** Confirmed and not reversed. */
function standing(state: InvoiceState): ConfirmedInvoiceState {
  const invoice = confirmed(state);
  if (invoice.stage === 'reversed') throw invoicingRefusal('invoice-reversed');
  return invoice;
}

function positive(amount: Money): void {
  if (!amount.isPositive()) {
    throw invoicingRefusal.onField('amount', 'amount-not-positive');
  }
}

/** Nothing counts on an invoice before its own date, or an as-of report would show a negative due. */
function onOrAfterInvoice(invoice: ConfirmedInvoiceState, date: string): void {
  if (date < invoice.invoice.date) {
    throw invoicingRefusal.onField('date', 'date-before-invoice', { date: invoice.invoice.date });
  }
}
