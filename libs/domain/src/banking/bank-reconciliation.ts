import { Money } from '../money/money';
import { eventOfTypes, type Decider } from '../shared/decider';
import type { DocumentRef } from './bank-matching';
import { bankStatementsRefusal } from './bank-statements.refusals';

/*
 * Reconciling a bank account to its statement: the statement's closing balance must equal the
 * balance the matched ("cleared") lines give, starting from the last reconciliation's closing
 * balance. Completing it is a ledger event that moves no money (it records who signed the month
 * off and what it cleared); undoing it is another.
 */

export interface ReconciliationFigures {
  opening_balance: string;
  cleared_in: string;
  cleared_out: string;
  cleared_balance: string;
  closing_balance: string;
  difference: string;
}

/** The cleared balance of signed line amounts from `opening`, and how far the statement's `closing` is from it. */
export function reconciliationFigures(opening: string, cleared: readonly string[], closing: string): ReconciliationFigures {
  const amounts = cleared.map((a) => Money.of(a));
  const clearedIn = Money.sum(amounts.filter((a) => a.isPositive()));
  const clearedOut = Money.sum(amounts.filter((a) => a.isNegative())).negated();
  const balance = Money.of(opening).plus(clearedIn).minus(clearedOut);
  return {
    opening_balance: Money.of(opening).toFixed(),
    cleared_in: clearedIn.toFixed(),
    cleared_out: clearedOut.toFixed(),
    cleared_balance: balance.toFixed(),
    closing_balance: Money.of(closing).toFixed(),
    difference: Money.of(closing).minus(balance).toFixed(),
  };
}

export type ReconciliationData = {
  reconciliationId: string;
  accountId: string;
  statementDate: string;
  openingBalance: string;
  closingBalance: string;
  clearedIn: string;
  clearedOut: string;
  lines: string[];
  documents: DocumentRef[];
};
export type BankReconciliationEvent =
  | { type: 'BankReconciliationCompleted'; data: ReconciliationData }
  | { type: 'BankReconciliationUndone'; data: { reconciliationId: string; accountId: string; statementDate: string; undoneOn: string } };
export type BankReconciliationCommand =
  /** `reconciledUpTo`: the statement date of the account's latest reconciliation, if any. */
  | { type: 'CompleteBankReconciliation'; data: { reconciliation: ReconciliationData; figures: ReconciliationFigures; reconciledUpTo: string | null } }
  /** `latest`: no later reconciliation of the account stands on this one. */
  | { type: 'UndoBankReconciliation'; data: { undoneOn: string; latest: boolean } };
export type BankReconciliationState = { stage: 'open' } | { stage: 'completed' | 'undone'; reconciliation: ReconciliationData };

export const BANK_RECONCILIATION_EVENT_TYPES: readonly BankReconciliationEvent['type'][] = ['BankReconciliationCompleted', 'BankReconciliationUndone'];

export function bankReconciliationStream(reconciliationId: string): string {
  return `bank-reconciliation-${reconciliationId}`;
}

function decideBankReconciliation(command: BankReconciliationCommand, state: BankReconciliationState): BankReconciliationEvent[] {
  switch (command.type) {
    case 'CompleteBankReconciliation': {
      const { figures, reconciliation, reconciledUpTo } = command.data;
      if (state.stage !== 'open') throw bankStatementsRefusal('reconciliation-date', { date: state.reconciliation.statementDate });
      if (reconciledUpTo !== null && reconciliation.statementDate <= reconciledUpTo) throw bankStatementsRefusal('reconciliation-date', { date: reconciledUpTo });
      if (!Money.of(figures.difference).isZero()) throw bankStatementsRefusal('reconciliation-difference', { difference: figures.difference });
      return [{ type: 'BankReconciliationCompleted', data: reconciliation }];
    }
    case 'UndoBankReconciliation': {
      if (state.stage !== 'completed') throw bankStatementsRefusal('reconciliation-undone');
      if (!command.data.latest) throw bankStatementsRefusal('reconciliation-not-latest');
      const { reconciliationId, accountId, statementDate } = state.reconciliation;
      return [{ type: 'BankReconciliationUndone', data: { reconciliationId, accountId, statementDate, undoneOn: command.data.undoneOn } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

function evolveBankReconciliation(state: BankReconciliationState, event: BankReconciliationEvent): BankReconciliationState {
  if (event.type === 'BankReconciliationCompleted') return { stage: 'completed', reconciliation: event.data };
  return state.stage === 'open' ? state : { stage: 'undone', reconciliation: state.reconciliation };
}

export const bankReconciliationDecider: Decider<BankReconciliationCommand, BankReconciliationEvent, BankReconciliationState> = {
  initialState: () => ({ stage: 'open' }),
  evolve: evolveBankReconciliation,
  decide: decideBankReconciliation,
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: 1,
    payload: event.data,
    occurredOn: event.type === 'BankReconciliationCompleted' ? event.data.statementDate : event.data.undoneOn,
    postings: [],
  }),
  fromLedger: eventOfTypes<BankReconciliationEvent>('bank-reconciliation', BANK_RECONCILIATION_EVENT_TYPES, 1),
};
