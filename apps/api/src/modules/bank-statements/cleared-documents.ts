import { bankStatementsRefusal, type MatchableKind } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/**
 * The statement lines matched to a document, found by the document alone (it does not know the
 * bank account a line is on; bank_line_matches_document_idx answers this). `tenant`, `kind` and
 * `id` are SQL: parameters here, a list row's columns in `clearedOnSql`.
 */
const matchedLines = (tenant: string, kind: string, id: string) =>
  `SELECT m.line_id, m.account_id FROM bank_line_matches m WHERE m.tenant_id = ${tenant} AND m.document_kind = ${kind} AND m.document_id = ${id}`;

/**
 * A column for list and show queries (aliased `t`): the statement date of the finished
 * reconciliation that cleared the row's document, or null. The same lines `releaseFromStatements`
 * refuses on, so a screen hides exactly the reversals and deletions the server would refuse.
 * `kind` is SQL too: a literal, or the cash book's `t.kind`. The lines are the statement's tenant's
 * (`$1`), not the row's: Citus sends a subquery naming the row's tenant to every shard.
 */
export function clearedOnSql(kind: string): string {
  return `(SELECT to_char(max(r.statement_date), 'YYYY-MM-DD') FROM bank_statement_lines l
             JOIN bank_reconciliations r ON r.tenant_id = l.tenant_id AND r.id = l.reconciliation_id
            WHERE l.tenant_id = $1 AND l.id IN (SELECT line_id FROM (${matchedLines('$1', kind, 't.id')}) d))`;
}

/**
 * Run where a receipt, refund, voucher or cash book entry is about to be reversed or deleted
 * (an edit of a cash book entry reverses it too). A document a finished reconciliation cleared
 * stays in the books as the bank saw it until that reconciliation is undone; one that is only
 * matched lets its lines go, and they wait for another match.
 *
 * The lines' accounts are share-locked first: finishing a reconciliation locks its account
 * exclusively before it reads the matched lines, so either it sees these lines freed or it has
 * cleared them before they are read here.
 */
export async function releaseFromStatements(tx: Tx, tenantId: string, kind: MatchableKind, documentId: string): Promise<void> {
  const matches = matchedLines('$1', '$2', '$3');
  const accounts = await tx.query(
    `SELECT 1 FROM bank_accounts a WHERE a.tenant_id = $1 AND a.id IN (SELECT account_id FROM (${matches}) d) ORDER BY a.id FOR SHARE`,
    [tenantId, kind, documentId],
  );
  if (accounts.length === 0) return;
  const lines = await tx.query<{ id: string; statement_date: string | null }>(
    `SELECT l.id, to_char(r.statement_date, 'YYYY-MM-DD') AS statement_date
       FROM bank_statement_lines l LEFT JOIN bank_reconciliations r ON r.tenant_id = l.tenant_id AND r.id = l.reconciliation_id
      WHERE l.tenant_id = $1 AND l.id IN (SELECT line_id FROM (${matches}) d)`,
    [tenantId, kind, documentId],
  );
  const clearedOn = lines.map((l) => l.statement_date).find((date): date is string => date !== null);
  if (clearedOn) throw bankStatementsRefusal('document-cleared', { date: clearedOn });
  await tx.query(`DELETE FROM bank_line_matches WHERE tenant_id = $1 AND line_id = ANY ($2::uuid[])`, [tenantId, lines.map((l) => l.id)]);
}
