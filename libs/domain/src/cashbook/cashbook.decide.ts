import { Money } from '../money/money';
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
 * `available` is the balance of the account the money leaves, read by the caller under that
 * account's lock (so two payments cannot both spend its last money) and passed in: no money
 * account may go below zero.
 */
export type TransferFunds = {
  type: 'TransferFunds';
  data: { transactionId: string; code: string; from: string; to: string; value: Money; date: string; available: Money };
};
/** Taking a transfer back takes its money out of the account it went to. */
export type ReverseTransfer = { type: 'ReverseTransfer'; data: { date: string; available: Money } };
export type TransferCommand = TransferFunds | ReverseTransfer;

/** `available` is the account's balance when the entry takes money out of it (an expense), else null. */
export type RecordCashEntry = {
  type: 'RecordCashEntry';
  data: { transactionId: string; code: string; kind: EntryKind; account: string; categoryId: string | null; client: string | null; amount: Money; date: string; available: Money | null };
};
/** `available` is the account's balance when taking the entry back takes money out of it (an income), else null. */
export type ReverseCashEntry = { type: 'ReverseCashEntry'; data: { date: string; available: Money | null } };
/**
 * Editing a booked entry: the ledger is never edited, so the entry is reversed (dated
 * `reversedOn`, the workspace's today, like a delete) and its replacement booked under a new
 * id and code, both in the entry's stream at once. `balances` holds, read under their locks,
 * the balance of the entry's account and of the replacement's (see `revisionAccounts`).
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
    balances: Readonly<Record<string, Money>>;
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
      // Both events land together, so the one account money leaves must cover it out of what it
      // holds plus what the same decision brings into it (the old expense taken back, the new income).
      const old = { on: entry.account, amount: Money.of(entry.amount) };
      const now = { on: account, amount };
      const [paid, received] = entry.kind === 'expense' ? [now, old] : [old, now];
      const held = balances[paid.on];
      if (held === undefined) throw new TypeError(`A revision is decided on the balance of ${paid.on}`);
      covered(paid.amount, received.on === paid.on ? held.plus(received.amount) : held, 'amount');
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
function covered(amount: Money | string, available: Money, field: 'value' | 'amount'): void {
  if (available.lessThan(amount)) throw cashbookRefusal.onField(field, 'overdrawn', { available: available.toFixed() });
}

function drawn(available: Money | null): Money {
  if (available === null) throw new TypeError('An entry that takes money out of its account is decided on that account’s balance');
  return available;
}
