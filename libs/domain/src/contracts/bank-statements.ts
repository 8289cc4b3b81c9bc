import type { LineEntryKind, MatchableKind } from '../banking/bank-matching';
import type { BankRule, RuleAction } from '../banking/bank-rules';
import type { ReconciliationFigures } from '../banking/bank-reconciliation';
import type { ReadStatement, StatementLine } from '../banking/bank-statement-file';
import type { RefusalParams } from '../shared/domain-error';

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
  /** How many of the new lines a booking rule made a document for and matched. */
  ruled_count: number;
  /** How many of the new lines a booking rule fits but whose document was refused; they stay unmatched. */
  rule_refused_count: number;
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

/** `GET /api/bank-rules`: a rule as saved, in the order rules are tried. */
export interface BankRuleView extends BankRule {
  position: number;
}

/** `GET /api/bank-rules/-/preview`: an unmatched line of the account and the rule that fits it. */
export interface RulePreviewView {
  line_id: string;
  date: string;
  description: string;
  amount: string;
  rule_id: string;
  rule_name: string;
  action: RuleAction;
  kind: LineEntryKind;
}

/** A line whose rule's document was refused by its own command: the refusal as the API would answer it. */
export interface RuleRefusalView {
  line_id: string;
  date: string;
  description: string;
  rule_id: string;
  kind: LineEntryKind;
  status: number;
  code: string;
  message: string;
  params?: RefusalParams;
  /** Field messages, where the refusal is about the document's fields. */
  errors?: Record<string, string[]>;
}

/**
 * `POST /api/bank-rules/-/apply`: the lines a rule booked a document for and matched, and the
 * ones whose document was refused (they stay unmatched; the others are booked all the same).
 */
export interface RulesAppliedView {
  applied: { line_id: string; rule_id: string; kind: LineEntryKind }[];
  refused: RuleRefusalView[];
}
