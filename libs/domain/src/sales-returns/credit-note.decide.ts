import type { LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { negatePostings } from '../invoicing/invoice.posting';
import { assertCreditUnspent } from '../payments/payments.errors';
import { goodsStillInStock } from '../purchases/bill.decide';
import { eventOfTypes, type Decider } from '../shared/decider';
import { overReturns } from '../shared/returns';
import {
  creditNoteConfirmationPostings,
  creditNoteSnapshot,
  CREDIT_NOTE_EVENT_SCHEMA_VERSION,
  CREDIT_NOTE_EVENT_TYPES,
  type CreditNoteConfirmedData,
  type CreditNoteEvent,
  type PendingCreditNote,
} from './credit-note';
import { creditNotesRefusal } from './credit-notes.refusals';

export type CreditNoteState =
  | { stage: 'pending' }
  | { stage: 'confirmed' | 'reversed'; note: CreditNoteConfirmedData };

export type ConfirmCreditNote = { type: 'ConfirmCreditNote'; data: { note: PendingCreditNote } };
/**
 * Reversing takes a confirmed note back out of the books on `date`: the customer owes again what
 * it credited, and its returned goods leave stock again. `creditBalance` is the customer's credit
 * read under the customer's lock (the credit must still be unspent); `stock` each returned
 * product's lowest quantity from `date` on, read under the products' locks.
 */
export type ReverseCreditNote = {
  type: 'ReverseCreditNote';
  data: { date: string; creditBalance: Money; stock: ReadonlyMap<string, LowestBalance<Quantity>> };
};
/** Deleting a draft (or a reversed note) touches no books; a confirmed one must be reversed first. */
export type DeleteCreditNote = { type: 'DeleteCreditNote' };
/**
 * Spending the note's credit on an invoice of `customerId`: the note must be confirmed and the
 * invoice its customer's. The spend itself is a payment on the invoice's stream, which checks the
 * amount against what the invoice owes and the customer's credit.
 */
export type ApplyCreditNote = { type: 'ApplyCreditNote'; data: { customerId: string | null } };
/**
 * Taking `amount` of the note's credit back off an invoice of `customerId`: `applied` is what the
 * note's live Credit receipts allocate to that invoice, `invoiceReversed` whether the invoice is
 * reversed, both read under the invoice's row lock. What is taken back is the customer's credit again.
 */
export type UnapplyCreditNote = { type: 'UnapplyCreditNote'; data: { customerId: string | null; amount: Money; applied: Money; invoiceReversed: boolean } };
export type CreditNoteCommand = ConfirmCreditNote | ReverseCreditNote | DeleteCreditNote | ApplyCreditNote | UnapplyCreditNote;

export function decideCreditNote(command: CreditNoteCommand, state: CreditNoteState, now: Date): CreditNoteEvent[] {
  switch (command.type) {
    case 'ConfirmCreditNote': {
      assertCreditNotePending(state.stage);
      const { note } = command.data;
      const { source } = note;
      if (source.lines.length === 0) throw creditNotesRefusal.onField('lines', 'lines-required');
      if (source.kind === 'return') {
        const { invoice } = source;
        if (source.invoiceReversed || invoice.customer.kind !== 'company' || invoice.customer.customerId !== note.customerId) {
          throw creditNotesRefusal.onField('invoice_id', 'invoice-not-returnable');
        }
        if (note.date < invoice.date) throw creditNotesRefusal.onField('date', 'before-invoice', { date: invoice.date });
        const errors = overReturns(
          source.lines.map((l) => ({ line: l.invoiceLine, quantity: l.quantity })),
          invoice.lines,
          source.returned,
          { lineField: 'invoice_line', unknownLine: creditNotesRefusal.field('invoice-line-unknown'), exceeds: (left) => creditNotesRefusal.field('return-exceeds-sold', { left }) },
        );
        if (errors) throw creditNotesRefusal('returns-exceed-sold', {}, { errors });
      }
      const data = creditNoteSnapshot(note, now.toISOString());
      if (!Money.of(data.grandTotal).isPositive()) throw creditNotesRefusal.onField('lines', 'total-not-positive');
      return [{ type: 'CreditNoteConfirmed', data }];
    }
    case 'ReverseCreditNote': {
      if (state.stage !== 'confirmed') throw creditNotesRefusal('credit-note-not-confirmed');
      const { date, creditBalance, stock } = command.data;
      assertCreditUnspent(Money.of(state.note.grandTotal), creditBalance, 'credit note');
      const errors = goodsStillInStock({ lines: returnedGoods(state.note) }, stock);
      if (errors) throw creditNotesRefusal('goods-no-longer-in-stock', {}, { errors });
      return [{ type: 'CreditNoteReversed', data: { creditNoteId: state.note.creditNoteId, code: state.note.code, reversedOn: date, reversedAt: now.toISOString() } }];
    }
    case 'DeleteCreditNote':
      if (state.stage === 'confirmed') throw creditNotesRefusal('credit-note-in-books');
      return [];
    case 'ApplyCreditNote':
      if (state.stage !== 'confirmed') throw creditNotesRefusal('credit-note-not-confirmed');
      if (command.data.customerId !== state.note.customerId) throw creditNotesRefusal.onField('invoice_id', 'apply-other-customer');
      return [];
    case 'UnapplyCreditNote': {
      if (state.stage !== 'confirmed') throw creditNotesRefusal('credit-note-not-confirmed');
      const { customerId, amount, applied, invoiceReversed } = command.data;
      if (customerId !== state.note.customerId) throw creditNotesRefusal.onField('invoice_id', 'apply-other-customer');
      if (invoiceReversed) throw creditNotesRefusal.onField('invoice_id', 'unapply-invoice-reversed');
      if (amount.greaterThan(applied)) throw creditNotesRefusal.onField('amount', 'unapply-exceeds-applied', { applied: applied.toFixed() });
      return [];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown credit note command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The note's lines as stock sees them: only a stockable product's line brought goods back. */
function returnedGoods(note: CreditNoteConfirmedData): { productId: string | null; quantity: string }[] {
  return note.lines.map((line) => ({ productId: line.stockable ? line.productId : null, quantity: line.quantity }));
}

/** The stocked products a note's reversal takes goods back out of, in id order: the order their rows are locked in. */
export function creditNoteProductIds(note: CreditNoteConfirmedData): string[] {
  return [...new Set(returnedGoods(note).flatMap((l) => (l.productId ? [l.productId] : [])))].sort();
}

export function evolveCreditNote(state: CreditNoteState, event: CreditNoteEvent): CreditNoteState {
  switch (event.type) {
    case 'CreditNoteConfirmed':
      return { stage: 'confirmed', note: event.data };
    case 'CreditNoteReversed':
      return state.stage === 'confirmed' ? { ...state, stage: 'reversed' } : state;
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown credit note event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Only a pending note is edited or confirmed: a confirmed one is in the books, so it is reversed instead. */
export function assertCreditNotePending(stage: CreditNoteState['stage']): void {
  if (stage !== 'pending') throw creditNotesRefusal('credit-note-not-pending');
}

/** A credit note's stream (`credit-note-<id>`) as the ledger's command loop runs it; a reversal negates the confirmation it folds. */
export const creditNoteDecider: Decider<CreditNoteCommand, CreditNoteEvent, CreditNoteState> = {
  initialState: () => ({ stage: 'pending' }),
  evolve: evolveCreditNote,
  decide: decideCreditNote,
  toLedger: (event, before) => {
    if (event.type === 'CreditNoteConfirmed') {
      return { type: event.type, schemaVersion: CREDIT_NOTE_EVENT_SCHEMA_VERSION, payload: event.data, occurredOn: event.data.date, postings: creditNoteConfirmationPostings(event.data) };
    }
    if (before.stage === 'pending') throw new RangeError(`${event.type} on a credit note that is not confirmed`);
    return {
      type: event.type,
      schemaVersion: CREDIT_NOTE_EVENT_SCHEMA_VERSION,
      payload: event.data,
      occurredOn: event.data.reversedOn,
      postings: negatePostings(creditNoteConfirmationPostings(before.note)),
    };
  },
  fromLedger: eventOfTypes<CreditNoteEvent>('credit-note', [...CREDIT_NOTE_EVENT_TYPES], CREDIT_NOTE_EVENT_SCHEMA_VERSION),
};
