import type {
  BankRuleView,
  Locale,
  CommittedStatementView,
  DocumentRef,
  MatchCandidate,
  MoneyAccountView,
  ReconciliationRowView,
  ReconciliationView,
  StatementDateFormat,
  StatementLineStatus,
  StatementLineView,
  StatementPreviewView,
  RulePreviewView,
  RulesAppliedView,
} from '@ginuma/domain';
import { downloadFile } from '../providers/download';
import type { LineEntry } from './LineEntryDialog';
import { httpClient, postJson } from '../providers/httpClient';

/** A rule as its editor sends it: the view without its id, and its place when it has one. */
export type RuleInput = Omit<BankRuleView, 'id' | 'position'> & { position?: number };

export interface ReconciliationInput {
  account_id: string;
  statement_date: string;
  closing_balance: string;
}

/** Bank statements' calls: import, the lines and their matches, reconciliations. */
export const bankStatementActions = {
  /** Cash and the bank accounts, as the cash book's pickers offer them. */
  async moneyAccounts(): Promise<MoneyAccountView[]> {
    return (await httpClient('/api/transactions/-/banks')).json as MoneyAccountView[];
  },
  async bankAccounts(): Promise<MoneyAccountView[]> {
    return (await bankStatementActions.moneyAccounts()).filter((a) => a.account.startsWith('bank:'));
  },
  async preview(accountId: string, file: File, dateFormat: StatementDateFormat | null): Promise<StatementPreviewView> {
    const body = new FormData();
    body.append('account_id', accountId);
    if (dateFormat) body.append('mapping', JSON.stringify({ date_format: dateFormat }));
    body.append('file', file);
    return (await httpClient('/api/bank-statements/import', { method: 'POST', body })).json as StatementPreviewView;
  },
  async commit(batchId: string): Promise<CommittedStatementView> {
    return (await postJson(`/api/bank-statements/import/commit/${batchId}`, {})).json as CommittedStatementView;
  },
  async undo(batchId: string): Promise<void> {
    await postJson(`/api/bank-statements/import/undo/${batchId}`, {});
  },
  async lines(accountId: string, status: StatementLineStatus | null): Promise<StatementLineView[]> {
    const query = new URLSearchParams({ account_id: accountId, ...(status ? { status } : {}) });
    return (await httpClient(`/api/bank-statements/lines?${query.toString()}`)).json as StatementLineView[];
  },
  async suggestions(lineId: string): Promise<MatchCandidate[]> {
    return (await httpClient(`/api/bank-statements/lines/suggestions/${lineId}`)).json as MatchCandidate[];
  },
  async match(lineId: string, documents: DocumentRef[]): Promise<void> {
    await postJson(`/api/bank-statements/lines/match/${lineId}`, { documents });
  },
  async unmatch(lineId: string): Promise<void> {
    await postJson(`/api/bank-statements/lines/unmatch/${lineId}`, {});
  },
  async createFromLine(lineId: string, body: LineEntry): Promise<void> {
    await postJson(`/api/bank-statements/lines/create/${lineId}`, body);
  },
  async rules(): Promise<BankRuleView[]> {
    return (await httpClient('/api/bank-rules')).json as BankRuleView[];
  },
  async saveRule(id: string | null, rule: RuleInput): Promise<void> {
    await (id ? httpClient(`/api/bank-rules/${id}`, { method: 'PUT', body: JSON.stringify(rule) }) : postJson('/api/bank-rules', rule));
  },
  async deleteRule(id: string): Promise<void> {
    await httpClient(`/api/bank-rules/${id}`, { method: 'DELETE' });
  },
  async rulesPreview(accountId: string): Promise<RulePreviewView[]> {
    return (await httpClient(`/api/bank-rules/-/preview?account_id=${accountId}`)).json as RulePreviewView[];
  },
  async applyRules(accountId: string, lineIds?: string[]): Promise<RulesAppliedView> {
    return (await postJson('/api/bank-rules/-/apply', { account_id: accountId, ...(lineIds ? { line_ids: lineIds } : {}) })).json as RulesAppliedView;
  },
  async reconciliationStatus(input: ReconciliationInput): Promise<ReconciliationView> {
    return (await httpClient(`/api/bank-reconciliations/-/status?${new URLSearchParams({ ...input }).toString()}`)).json as ReconciliationView;
  },
  async reconcile(input: ReconciliationInput): Promise<ReconciliationView> {
    return (await postJson('/api/bank-reconciliations', input)).json as ReconciliationView;
  },
  async reconciliations(accountId: string): Promise<ReconciliationRowView[]> {
    return (await httpClient(`/api/bank-reconciliations?account_id=${accountId}`)).json as ReconciliationRowView[];
  },
  async downloadReport(reconciliation: ReconciliationRowView): Promise<void> {
    await downloadFile(`/api/bank-reconciliations/report/${reconciliation.id}`, `bank-reconciliation-${reconciliation.statement_date}.xlsx`);
  },
  async downloadReportPdf(reconciliation: ReconciliationRowView, locale: Locale): Promise<void> {
    await downloadFile(`/api/bank-reconciliations/report/print/${reconciliation.id}?locale=${locale}`, `bank-reconciliation-${reconciliation.statement_date}.pdf`);
  },
  async undoReconciliation(id: string): Promise<void> {
    await postJson(`/api/bank-reconciliations/undo/${id}`, {});
  },
};
