import type { LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { negatePostings } from '../invoicing/invoice.posting';
import { assertCreditUnspent } from '../payments/payments.errors';
import { goodsStillInStock } from '../purchases/bill.decide';
import { eventOfTypes, type Decider } from '../shared/decider';
import type { FieldErrors } from '../shared/domain-error';
import { overReturns } from '../shared/returns';
import {
  debitNoteConfirmationPostings,
  debitNoteSnapshot,
  DEBIT_NOTE_EVENT_SCHEMA_VERSION,
  DEBIT_NOTE_EVENT_TYPES,
  type DebitNoteConfirmedData,
  type DebitNoteEvent,
  type PendingDebitNote,
} from './debit-note';
import { debitNotesRefusal } from './debit-notes.refusals';

export type DebitNoteState =
  | { stage: 'pending' }
  | { stage: 'confirmed' | 'reversed'; note: DebitNoteConfirmedData };

/**
 * Confirming sends returned goods back out of stock on the note's date: `stock` holds each
 * returned product's lowest quantity from that date on, read under the products' row locks, so
 * no day is left below zero.
 */
export type ConfirmDebitNote = { type: 'ConfirmDebitNote'; data: { note: PendingDebitNote; stock: ReadonlyMap<string, LowestBalance<Quantity>> } };
/**
 * Reversing takes a confirmed note back out of the books on `date`: the supplier is owed again
 * what it claimed, and its goods come back into stock. `creditBalance` is the supplier's credit
 * read under the supplier's lock: the credit must still be unspent.
 */
export type ReverseDebitNote = { type: 'ReverseDebitNote'; data: { date: string; creditBalance: Money } };
/** Deleting a draft (or a reversed note) touches no books; a confirmed one must be reversed first. */
export type DeleteDebitNote = { type: 'DeleteDebitNote' };
/**
 * Spending the note's credit on a bill of `supplierId`: the note must be confirmed and the bill
 * its supplier's. The spend itself is an event on the bill's stream, which checks the amount
 * against what the bill owes and the supplier's credit.
 */
export type ApplyDebitNote = { type: 'ApplyDebitNote'; data: { supplierId: string | null } };
/**
 * Taking `amount` of the note's credit back off a bill of `supplierId`: `applied` is what the note
 * has applied to that bill and still stands there, `billReversed` whether the bill is reversed,
 * both read from the bill's stream under its row lock. What is taken back is the supplier's
 * credit again, to spend on another bill.
 */
export type UnapplyDebitNote = { type: 'UnapplyDebitNote'; data: { supplierId: string | null; amount: Money; applied: Money; billReversed: boolean } };
export type DebitNoteCommand = ConfirmDebitNote | ReverseDebitNote | DeleteDebitNote | ApplyDebitNote | UnapplyDebitNote;

function assertReturnable(note: PendingDebitNote): void {
  const { source } = note;
  if (source.kind === 'claim') {
    const errors: FieldErrors = {};
    source.lines.forEach((line, index) => {
      if (line.productId || !line.expenseCategoryId) errors[`lines.${index}.expense_category_id`] = [debitNotesRefusal.field('claim-line-expense')];
    });
    if (Object.keys(errors).length > 0) throw debitNotesRefusal('claim-line-expense', {}, { errors });
    return;
  }
  const { bill } = source;
  if (source.billReversed || bill.supplierId !== note.supplierId) throw debitNotesRefusal.onField('bill_id', 'bill-not-returnable');
  if (note.date < bill.date) throw debitNotesRefusal.onField('date', 'before-bill', { date: bill.date });
  const errors = overReturns(
    source.lines.map((l) => ({ line: l.billLine, quantity: l.quantity })),
    bill.lines,
    source.returned,
    { lineField: 'bill_line', unknownLine: debitNotesRefusal.field('bill-line-unknown'), exceeds: (left) => debitNotesRefusal.field('return-exceeds-bought', { left }) },
  );
  if (errors) throw debitNotesRefusal('returns-exceed-bought', {}, { errors });
}

export function decideDebitNote(command: DebitNoteCommand, state: DebitNoteState, now: Date): DebitNoteEvent[] {
  switch (command.type) {
    case 'ConfirmDebitNote': {
      assertDebitNotePending(state.stage);
      const { note, stock } = command.data;
      if (note.source.lines.length === 0) throw debitNotesRefusal.onField('lines', 'lines-required');
      assertReturnable(note);
      const data = debitNoteSnapshot(note, now.toISOString());
      const short = goodsStillInStock(data, stock);
      if (short) throw debitNotesRefusal('goods-not-in-stock', {}, { errors: short });
      if (!Money.of(data.grandTotal).isPositive()) throw debitNotesRefusal.onField('lines', 'total-not-positive');
      return [{ type: 'DebitNoteConfirmed', data }];
    }
    case 'ReverseDebitNote': {
      if (state.stage !== 'confirmed') throw debitNotesRefusal('debit-note-not-confirmed');
      const { date, creditBalance } = command.data;
      assertCreditUnspent(Money.of(state.note.grandTotal), creditBalance, 'debit note');
      return [{ type: 'DebitNoteReversed', data: { debitNoteId: state.note.debitNoteId, code: state.note.code, reversedOn: date, reversedAt: now.toISOString() } }];
    }
    case 'DeleteDebitNote':
      if (state.stage === 'confirmed') throw debitNotesRefusal('debit-note-in-books');
      return [];
    case 'ApplyDebitNote':
      if (state.stage !== 'confirmed') throw debitNotesRefusal('debit-note-not-confirmed');
      if (command.data.supplierId !== state.note.supplierId) throw debitNotesRefusal.onField('bill_id', 'apply-other-supplier');
      return [];
    case 'UnapplyDebitNote': {
      if (state.stage !== 'confirmed') throw debitNotesRefusal('debit-note-not-confirmed');
      const { supplierId, amount, applied, billReversed } = command.data;
      if (supplierId !== state.note.supplierId) throw debitNotesRefusal.onField('bill_id', 'apply-other-supplier');
      if (billReversed) throw debitNotesRefusal.onField('bill_id', 'unapply-bill-reversed');
      if (amount.greaterThan(applied)) throw debitNotesRefusal.onField('amount', 'unapply-exceeds-applied', { applied: applied.toFixed() });
      return [];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown debit note command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The stocked products a note's confirmation sends goods out of, in id order: the order their rows are locked in. */
export function debitNoteProductIds(lines: readonly { productId: string | null }[]): string[] {
  return [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))].sort();
}

export function evolveDebitNote(state: DebitNoteState, event: DebitNoteEvent): DebitNoteState {
  switch (event.type) {
    case 'DebitNoteConfirmed':
      return { stage: 'confirmed', note: event.data };
    case 'DebitNoteReversed':
      return state.stage === 'confirmed' ? { ...state, stage: 'reversed' } : state;
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown debit note event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Only a pending note is edited or confirmed: a confirmed one is in the books, so it is reversed instead. */
export function assertDebitNotePending(stage: DebitNoteState['stage']): void {
  if (stage !== 'pending') throw debitNotesRefusal('debit-note-not-pending');
}

/** A debit note's stream (`debit-note-<id>`) as the ledger's command loop runs it; a reversal negates the confirmation it folds. */
export const debitNoteDecider: Decider<DebitNoteCommand, DebitNoteEvent, DebitNoteState> = {
  initialState: () => ({ stage: 'pending' }),
  evolve: evolveDebitNote,
  decide: decideDebitNote,
  toLedger: (event, before) => {
    if (event.type === 'DebitNoteConfirmed') {
      return { type: event.type, schemaVersion: DEBIT_NOTE_EVENT_SCHEMA_VERSION, payload: event.data, occurredOn: event.data.date, postings: debitNoteConfirmationPostings(event.data) };
    }
    if (before.stage === 'pending') throw new RangeError(`${event.type} on a debit note that is not confirmed`);
    return {
      type: event.type,
      schemaVersion: DEBIT_NOTE_EVENT_SCHEMA_VERSION,
      payload: event.data,
      occurredOn: event.data.reversedOn,
      postings: negatePostings(debitNoteConfirmationPostings(before.note)),
    };
  },
  fromLedger: eventOfTypes<DebitNoteEvent>('debit-note', [...DEBIT_NOTE_EVENT_TYPES], DEBIT_NOTE_EVENT_SCHEMA_VERSION),
};
