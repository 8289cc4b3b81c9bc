import { OPENING_BALANCE_SET, reconciliationFigures, type DocumentRef, type ReconciliationFigures } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

export interface ReconciliationBasis {
  figures: ReconciliationFigures;
  reconciledUpTo: string | null;
  lines: { id: string; amount: string }[];
  documents: DocumentRef[];
}

/**
 * Where a reconciliation of the account up to `statementDate` stands: it opens at the latest
 * reconciliation's closing balance (the first at the account's opening balance) and clears the
 * matched lines up to the date that no reconciliation has cleared yet.
 */
export async function reconciliationBasis(tx: Tx, tenantId: string, accountId: string, statementDate: string, closing: string): Promise<ReconciliationBasis> {
  const [latest] = await tx.query<{ statement_date: string; closing_balance: string }>(
    `SELECT to_char(statement_date, 'YYYY-MM-DD') AS statement_date, closing_balance::text AS closing_balance FROM bank_reconciliations
      WHERE tenant_id = $1 AND account_id = $2 AND status = 'completed' ORDER BY statement_date DESC LIMIT 1`,
    [tenantId, accountId],
  );
  const opening = latest
    ? latest.closing_balance
    : (
        await tx.query<{ balance: string }>(
          `SELECT coalesce(sum(p.debit - p.credit), 0)::text AS balance FROM ledger_posting p
             JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
            WHERE p.tenant_id = $1 AND p.account = 'bank:' || $2::text AND e.type = $3`,
          [tenantId, accountId, OPENING_BALANCE_SET],
        )
      )[0].balance;
  const lines = await tx.query<{ id: string; amount: string; documents: DocumentRef[] }>(
    `SELECT l.id, l.amount::text AS amount, json_agg(json_build_object('kind', m.document_kind, 'id', m.document_id) ORDER BY m.document_kind, m.document_id) AS documents
       FROM bank_statement_lines l JOIN bank_line_matches m ON m.tenant_id = l.tenant_id AND m.line_id = l.id
      WHERE l.tenant_id = $1 AND l.account_id = $2 AND l.date <= $3 AND l.reconciliation_id IS NULL
      GROUP BY l.tenant_id, l.id ORDER BY l.date, l.row_no`,
    [tenantId, accountId, statementDate],
  );
  return {
    figures: reconciliationFigures(opening, lines.map((l) => l.amount), closing),
    reconciledUpTo: latest?.statement_date ?? null,
    lines: lines.map(({ id, amount }) => ({ id, amount })),
    documents: lines.flatMap((l) => l.documents),
  };
}
