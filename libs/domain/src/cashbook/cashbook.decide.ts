import { Money } from '../money/money';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { eventOfTypes, type Decider } from '../shared/decider';
import {
  cashbookPostings,
  CASHBOOK_EVENT_SCHEMA_VERSION,
  type CashbookEvent,
  type EntryData,
  type EntryKind,
  type TransferData,
} from './cashbook';
import { cashbookRefusal } from './cashbook.refusals';

export type TransferEvent = Extract<CashbookEvent, { type: 'FundsTransferred' | 'FundsTransferReversed' }>;
export type CashEntryEvent = Extract<CashbookEvent, { type: 'CashEntryRecorded' | 'CashEntryReversed' }>;

/** A cash book stream's life: nothing yet, booked, then (at most once) reversed. */
export type CashbookState<Data> = { status: 'none' } | { status: 'booked'; data: Data } | { status: 'reversed'; data: Data };
export type TransferState = CashbookState<TransferData>;
export type CashEntryState = CashbookState<EntryData>;

/*
 * `available` is the lowest balance of the account the money leaves on any day from the
 * outflow's date onward (see LowestBalance), read by the caller under that account's lock (so
 * two payments cannot both spend its last money) and passed in: no money account may go below
 * zero on any day.
 */
export type Available = LowestBalance<Money>;
export type TransferFunds = {
  type: 'TransferFunds';
  data: { transactionId: string; code: string; from: string; to: string; value: Money; date: string; available: Available };
};
/** Taking a transfer back takes its money out of the account it went to, on the reversal's date. */
export type ReverseTransfer = { type: 'ReverseTransfer'; data: { date: string; available: Available } };
export type TransferCommand = TransferFunds | ReverseTransfer;

/** `available` is the account's lowest balance from the entry's date when the entry takes money out of it (an expense), else null. */
export type RecordCashEntry = {
  type: 'RecordCashEntry';
  data: { transactionId: string; code: string; kind: EntryKind; account: string; categoryId: string | null; client: string | null; amount: Money; date: string; available: Available | null };
};
/** `available` is the account's lowest balance from the reversal's date when taking the entry back takes money out of it (an income), else null. */
export type ReverseCashEntry = { type: 'ReverseCashEntry'; data: { date: string; available: Available | null } };
/**
 * Editing a booked entry: the ledger is never edited, so the entry is reversed (dated
 * `reversedOn`, the workspace's today, like a delete) and its replacement booked under a new
 * id and code, both in the entry's stream at once. `balances` holds, read under their locks,
 * the lowest balance of the entry's account and of the replacement's from the day each pays
 * out on (see `revisionAccounts` and `revisionDraws`).
 */
export type ReviseCashEntry = {
  type: 'ReviseCashEntry';
  data: {
    reversedOn: string;
    transactionId: string;
    code: string;
    account: string;
    categoryId: string | null;
    client: string | null;
    amount: Money;
    date: string;
    balances: Readonly<Record<string, Available>>;
  };
};
export type CashEntryCommand = RecordCashEntry | ReverseCashEntry | ReviseCashEntry;

/**
 * Whether an entry moves money out of its account: an expense when it is recorded, an income
 * when it is taken back (refused once the money it brought in has been spent).
 */
export function entryDraws(kind: EntryKind, reversing: boolean): boolean {
  return kind === (reversing ? 'income' : 'expense');
}

export function decideTransfer(command: TransferCommand, state: TransferState): TransferEvent[] {
  switch (command.type) {
    case 'TransferFunds': {
      if (state.status !== 'none') throw cashbookRefusal('already-recorded', { document: 'transfer' });
      const { transactionId, code, from, to, value, date, available } = command.data;
      covered(value, available, 'value');
      return [{ type: 'FundsTransferred', data: { transactionId, code, from, to, value: value.toFixed(), date } }];
    }
    case 'ReverseTransfer': {
      const transfer = booked(state);
      covered(transfer.value, command.data.available, 'amount');
      return [{ type: 'FundsTransferReversed', data: { ...transfer, date: command.data.date } }];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown transfer command ${JSON.stringify(unknown)}`);
    }
  }
}

export function decideCashEntry(command: CashEntryCommand, state: CashEntryState): CashEntryEvent[] {
  switch (command.type) {
    case 'RecordCashEntry': {
      if (state.status !== 'none') throw cashbookRefusal('already-recorded', { document: 'entry' });
      const { transactionId, code, kind, account, categoryId, client, amount, date, available } = command.data;
      if (entryDraws(kind, false)) covered(amount, drawn(available), 'amount');
      return [{ type: 'CashEntryRecorded', data: { transactionId, code, kind, account, categoryId, client, amount: amount.toFixed(), date } }];
    }
    case 'ReviseCashEntry': {
      const entry = booked(state);
      const { reversedOn, transactionId, code, account, categoryId, client, amount, date, balances } = command.data;
      const replacement: EntryData = { transactionId, code, kind: entry.kind, account, categoryId, client, amount: amount.toFixed(), date };
      // Both events land together, so the one account money leaves must cover it on every day
      // from the day it leaves, out of what it holds then plus what the same decision brings into
      // it by that day (the old expense taken back, the new income); money the decision brings in
      // later, or into another account, funds nothing then.
      const { paid, received } = revisionFlows(entry, { account, amount, date, reversedOn });
      const held = balances[paid.on];
      if (held === undefined) throw new TypeError(`A revision is decided on the balance of ${paid.on}`);
      const funded = received.on === paid.on && received.date <= paid.date;
      covered(paid.amount, funded ? { amount: held.amount.plus(received.amount), on: held.on } : held, 'amount');
      return [
        { type: 'CashEntryReversed', data: { ...entry, date: reversedOn } },
        { type: 'CashEntryRecorded', data: replacement },
      ];
    }
    case 'ReverseCashEntry': {
      const entry = booked(state);
      if (entryDraws(entry.kind, true)) covered(entry.amount, drawn(command.data.available), 'amount');
      return [{ type: 'CashEntryReversed', data: { ...entry, date: command.data.date } }];
    }
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown cash entry command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The accounts whose balances a revision is decided on: the entry's and its replacement's, in lock order. */
export function revisionAccounts(state: CashEntryState, account: string): string[] {
  return [...new Set(state.status === 'none' ? [account] : [state.data.account, account])].sort();
}

type Flow = { on: string; amount: Money; date: string };
/**
 * A revision's two movements: the money that leaves an account (the new expense on its date,
 * or the old income taken back on `reversedOn`) and the money that comes in (the old expense
 * taken back, or the new income).
 */
function revisionFlows(entry: EntryData, replacement: { account: string; amount: Money; date: string; reversedOn: string }): { paid: Flow; received: Flow } {
  const old = { on: entry.account, amount: Money.of(entry.amount), date: replacement.reversedOn };
  const now = { on: replacement.account, amount: replacement.amount, date: replacement.date };
  return entry.kind === 'expense' ? { paid: now, received: old } : { paid: old, received: now };
}

/**
 * The day a revision takes money out of `account` on, for the caller to read the lowest
 * balance from; null when it takes none from it (its balance is still read: it is locked).
 */
export function revisionDraws(state: CashEntryState, replacement: { account: string; amount: Money; date: string; reversedOn: string }, account: string): string | null {
  if (state.status === 'none') return null;
  const { paid } = revisionFlows(state.data, replacement);
  return paid.on === account ? paid.date : null;
}

function evolveCashbook<Data>(state: CashbookState<Data>, event: { type: string; data: Data }): CashbookState<Data> {
  const reversal = event.type === 'FundsTransferReversed' || event.type === 'CashEntryReversed';
  if (!reversal) return { status: 'booked', data: event.data };
  return state.status === 'none' ? state : { status: 'reversed', data: state.data };
}

function cashbookLedgerForm(event: CashbookEvent) {
  return { type: event.type, schemaVersion: CASHBOOK_EVENT_SCHEMA_VERSION, payload: event.data, occurredOn: event.data.date, postings: cashbookPostings(event) };
}

/** A transfer's stream (`transfer-<id>`) as the ledger's command loop runs it. */
export const transferDecider: Decider<TransferCommand, TransferEvent, TransferState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveCashbook,
  decide: decideTransfer,
  toLedger: cashbookLedgerForm,
  fromLedger: eventOfTypes<TransferEvent>('transfer', ['FundsTransferred', 'FundsTransferReversed'], CASHBOOK_EVENT_SCHEMA_VERSION),
};

/** An income's or expense's stream (`cash-entry-<id>`) as the ledger's command loop runs it. */
export const cashEntryDecider: Decider<CashEntryCommand, CashEntryEvent, CashEntryState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveCashbook,
  decide: decideCashEntry,
  toLedger: cashbookLedgerForm,
  fromLedger: eventOfTypes<CashEntryEvent>('cash entry', ['CashEntryRecorded', 'CashEntryReversed'], CASHBOOK_EVENT_SCHEMA_VERSION),
};

function booked<Data>(state: CashbookState<Data>): Data {
  if (state.status === 'none') throw cashbookRefusal('not-recorded');
  if (state.status === 'reversed') throw cashbookRefusal('already-reversed');
  return state.data;
}

/** The field a refusal is reported under: `value` on a transfer's form, `amount` elsewhere. */
function covered(amount: Money | string, available: Available, field: 'value' | 'amount'): void {
  if (!lowestCovers(available, amount)) throw cashbookRefusal.onField(field, 'overdrawn', overdrawnParams(available));
}

/** The refusal's params: the lowest balance from the outflow's date and the day it stands there. */
export function overdrawnParams(available: Available): { available: string; on: string } {
  return { available: available.amount.toFixed(), on: available.on };
}

function drawn(available: Available | null): Available {
  if (available === null) throw new TypeError('An entry that takes money out of its account is decided on that account’s balance');
  return available;
}
