import { overdrawnParams } from '../cashbook/cashbook.decide';
import { isMoneyAccount } from '../cashbook/cashbook';
import { cashbookRefusal } from '../cashbook/cashbook.refusals';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import { eventOfTypes, type Decider } from '../shared/decider';
import { refusals, type FieldErrors, type FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';
import type { PostingLine } from './accounts';
import type { ChartAccount } from './chart';

/**
 * Manual journals: the accountant's own double-entry lines on any account of
 * the chart. A draft is a row; confirming appends JournalPosted with exactly its lines as
 * postings; a posted journal is never edited, only taken back by JournalReversed (the lines
 * with sides swapped) on the day it is reversed.
 */
export const JOURNAL_EVENT_SCHEMA_VERSION = 1;

export interface JournalLine {
  account: string;
  /** A control account's sub-ledger party (`customer:<id>`), else null. */
  party: string | null;
  /** Exactly one of debit and credit is non-zero, both as "0.00"-style decimals. */
  debit: string;
  credit: string;
}

export interface JournalDraft {
  date: string;
  memo: string;
  lines: JournalLine[];
}

export interface JournalEventData extends JournalDraft {
  journalId: string;
  code: string;
}

export type JournalEvent =
  | { type: 'JournalPosted'; data: JournalEventData }
  | { type: 'JournalReversed'; data: JournalEventData & { reversedOn: string } };

export type JournalState =
  | { stage: 'pending' }
  | { stage: 'confirmed'; journal: JournalEventData }
  | { stage: 'reversed'; journal: JournalEventData };

/*
 * `balances` holds, for each money account the journal takes money out of (see
 * `journalDraws`), its lowest balance on any day from the date the money leaves, read by the
 * caller under that account's lock: a journal may not take a cash or bank account below zero
 * on any day, as a transfer or an expense may not.
 */
export type JournalBalances = Readonly<Record<string, LowestBalance<Money>>>;
export type ConfirmJournal = { type: 'ConfirmJournal'; data: { journal: JournalEventData; balances: JournalBalances } };
/** Taking a journal back takes out of a money account what the journal put into it, on the reversal's date. */
export type ReverseJournal = { type: 'ReverseJournal'; data: { date: string; balances: JournalBalances } };
export type JournalCommand = ConfirmJournal | ReverseJournal;

export const JOURNAL_NOT_PENDING = 'Only a draft journal can be changed or confirmed.';
export const JOURNAL_NOT_POSTED = 'Only a confirmed journal can be reversed.';
export const JOURNAL_INVALID = 'The journal cannot be saved.';
export const MAX_JOURNAL_LINES = 200;
export const MAX_JOURNAL_MEMO = 500;

/** The journals area's refusals: a manual journal's body, and what its state allows. */
export const journalsRefusal = refusals('journals', {
  'journal-not-pending': { status: 409, message: JOURNAL_NOT_PENDING },
  'journal-not-posted': { status: 409, message: JOURNAL_NOT_POSTED },
  'journal-invalid': { status: 422, message: JOURNAL_INVALID },
  unbalanced: { status: 422, message: 'Debits (%{debit}) and credits (%{credit}) must be equal: they differ by %{difference}.' },
  'too-few-lines': { status: 422, message: 'A journal needs at least two lines.' },
  'too-many-lines': { status: 422, message: 'A journal may have at most %{max} lines.' },
  'account-inactive': { status: 422, message: 'This account is inactive.' },
  'party-required': { status: 422, message: 'A %{party} is required on a control account.' },
  'line-one-side': { status: 422, message: 'Each line has either a debit or a credit amount.' },
});

export type JournalErrorCode = Parameters<typeof journalsRefusal>[0];

export function journalStream(journalId: string): string {
  return `journal-${journalId}`;
}

/** Debit and credit totals of the lines, and what separates them. */
export function journalTotals(lines: readonly Pick<JournalLine, 'debit' | 'credit'>[]): { debit: string; credit: string; difference: string } {
  const debit = Money.sum(lines.map((l) => l.debit || '0'));
  const credit = Money.sum(lines.map((l) => l.credit || '0'));
  return { debit: debit.toFixed(), credit: credit.toFixed(), difference: debit.minus(credit).abs().toFixed() };
}

/** The refusal of lines whose debits and credits differ. */
export function unbalancedRefusal(totals: { debit: string; credit: string; difference: string }): FieldRefusal {
  return journalsRefusal.field('unbalanced', totals);
}

/** A journal line as its request passed the shape checks: an account, a party or none, both sides as amounts (zero where not given). */
export interface JournalLineInput {
  account: string;
  party: string | null;
  debit: Money;
  credit: Money;
}

/** A journal as its request passed the shape checks (a date, a memo, two to `MAX_JOURNAL_LINES` lines), not yet weighed against the chart. */
export interface JournalInput {
  date: string;
  memo: string;
  lines: JournalLineInput[];
}

/**
 * A journal checked against the chart (`chart` answers each account string's entry, null when
 * unknown): each line on an active account with one positive side, a party exactly where the
 * account keeps a sub-ledger of that kind, and debits equal to credits. Returns the draft, or the
 * 422's field errors.
 */
export function checkJournal(
  input: JournalInput,
  chart: (account: string) => ChartAccount | null,
): { ok: true; draft: JournalDraft } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  input.lines.forEach((line, i) => {
    const at = `lines.${i}`;
    const entry = chart(line.account);
    if (!entry) add(`${at}.account`, validationRefusal.field('choice', { label: 'account' }));
    else if (!entry.active) add(`${at}.account`, journalsRefusal.field('account-inactive'));
    if (entry?.control && !line.party) add(`${at}.party`, journalsRefusal.field('party-required', { party: entry.subLedger ?? 'party' }));
    if (entry && line.party && (!entry.subLedger || !line.party.startsWith(`${entry.subLedger}:`))) {
      add(`${at}.party`, validationRefusal.field('choice', { label: 'party' }));
    }
    if (line.debit.isZero() === line.credit.isZero()) add(`${at}.debit`, journalsRefusal.field('line-one-side'));
  });
  const lines = input.lines.map((line) => ({ account: line.account, party: line.party, debit: line.debit.toFixed(), credit: line.credit.toFixed() }));
  if (Object.keys(errors).length === 0) {
    const totals = journalTotals(lines);
    if (totals.difference !== '0.00') add('lines', unbalancedRefusal(totals));
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, draft: { date: input.date, memo: input.memo, lines } };
}

/**
 * What the journal takes out of each money account, in lock order: an account's credits less its
 * debits (a journal may move money between lines of one account; only what leaves counts), or,
 * when it is reversed, its debits less its credits. Accounts it leaves whole or adds to are absent.
 */
export function journalDraws(lines: readonly JournalLine[], reversing: boolean): Map<string, Money> {
  const net = new Map<string, Money>();
  for (const line of lines) {
    if (!isMoneyAccount(line.account)) continue;
    const out = Money.of(line.credit).minus(line.debit);
    net.set(line.account, (net.get(line.account) ?? Money.ZERO).plus(reversing ? out.negated() : out));
  }
  return new Map([...net].filter(([, amount]) => amount.isPositive()).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Refuses the journal when what it takes out of a money account exceeds that account's lowest balance from the day it leaves. */
function assertCovered(lines: readonly JournalLine[], reversing: boolean, balances: JournalBalances): void {
  for (const [account, amount] of journalDraws(lines, reversing)) {
    const lowest = balances[account];
    if (lowest === undefined) throw new TypeError(`A journal drawing on ${account} is decided on its balance`);
    if (lowestCovers(lowest, amount)) continue;
    const side = reversing ? 'debit' : 'credit';
    const at = lines.findIndex((line) => line.account === account && line[side] !== '0.00');
    throw cashbookRefusal.onField(`lines.${at}.${side}`, 'overdrawn', overdrawnParams(lowest));
  }
}

export function decideJournal(command: JournalCommand, state: JournalState): JournalEvent[] {
  switch (command.type) {
    case 'ConfirmJournal': {
      if (state.stage !== 'pending') throw journalsRefusal('journal-not-pending');
      const { journal, balances } = command.data;
      // The draft was checked when saved; the ledger's invariant is checked again here, where it is decided.
      const totals = journalTotals(journal.lines);
      if (journal.lines.length < 2 || totals.difference !== '0.00' || totals.debit === '0.00') {
        throw journalsRefusal('journal-invalid', {}, { errors: { lines: [unbalancedRefusal(totals)] } });
      }
      assertCovered(journal.lines, false, balances);
      return [{ type: 'JournalPosted', data: journal }];
    }
    case 'ReverseJournal':
      if (state.stage !== 'confirmed') throw journalsRefusal('journal-not-posted');
      assertCovered(state.journal.lines, true, command.data.balances);
      return [{ type: 'JournalReversed', data: { ...state.journal, reversedOn: command.data.date } }];
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown journal command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveJournal(state: JournalState, event: JournalEvent): JournalState {
  switch (event.type) {
    case 'JournalPosted':
      return { stage: 'confirmed', journal: event.data };
    case 'JournalReversed':
      return state.stage === 'confirmed' ? { stage: 'reversed', journal: state.journal } : state;
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown journal event ${JSON.stringify(unknown)}`);
    }
  }
}

/** JournalPosted posts its lines as they are; JournalReversed posts them with sides swapped. */
export function journalPostings(event: JournalEvent): PostingLine[] {
  const reversed = event.type === 'JournalReversed';
  return event.data.lines.map((line) => {
    const [debit, credit] = reversed ? [line.credit, line.debit] : [line.debit, line.credit];
    return { account: line.account, party: line.party, ...(debit !== '0.00' ? { debit } : { credit }) };
  });
}

/** A journal's stream (`journal-<id>`) as the ledger's command loop runs it. */
export const journalDecider: Decider<JournalCommand, JournalEvent, JournalState> = {
  initialState: () => ({ stage: 'pending' }),
  evolve: evolveJournal,
  decide: decideJournal,
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: JOURNAL_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: event.type === 'JournalReversed' ? event.data.reversedOn : event.data.date,
    postings: journalPostings(event),
  }),
  fromLedger: eventOfTypes<JournalEvent>('journal', ['JournalPosted', 'JournalReversed'], JOURNAL_EVENT_SCHEMA_VERSION),
};
