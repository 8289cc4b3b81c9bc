import type { MatchableKind } from '../banking/bank-matching';
import type { ReconciliationFigures } from '../banking/bank-reconciliation';
import type { ReadStatement, StatementLine } from '../banking/bank-statement-file';

/** What an import would bring in: the lines (the first ones), which of them the account already has, the mapping it read them by. */
export interface StatementPreviewView extends Omit<ReadStatement, 'lines'> {
  id: string;
  account_id: string;
  file_name: string;
  status: 'preview';
  line_count: number;
  duplicate_count: number;
  total_in: string;
  total_out: string;
  lines: (StatementLine & { duplicate: boolean })[];
}

export interface CommittedStatementView {
  id: string;
  status: 'committed';
  line_count: number;
  imported_count: number;
  skipped_count: number;
}

export type StatementLineStatus = 'unmatched' | 'matched' | 'reconciled';

export interface StatementLineView {
  id: string;
  batch_id: string;
  date: string;
  description: string;
  reference: string | null;
  amount: string;
  balance: string | null;
  status: StatementLineStatus;
  reconciliation_id: string | null;
  documents: { kind: MatchableKind; id: string; code: string; amount: string }[];
}

/** A reconciliation as it would stand (`open`, no id) or as it was recorded. */
export interface ReconciliationView extends ReconciliationFigures {
  id: string | null;
  account_id: string;
  statement_date: string;
  status: 'open' | 'completed' | 'undone';
  line_count: number;
}

export interface ReconciliationRowView {
  id: string;
  statement_date: string;
  opening_balance: string;
  cleared_in: string;
  cleared_out: string;
  closing_balance: string;
  status: 'completed' | 'undone';
  completed_at: string;
  line_count: number;
}
