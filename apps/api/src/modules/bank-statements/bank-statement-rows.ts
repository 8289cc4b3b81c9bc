import { bankStatementsRefusal, validationRefusal, type DocumentRef, type MatchCandidate, type MatchableKind } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';

/** A live bank account of the workspace, named by a request's `account_id` field. */
export async function assertBankAccount(tx: Tx, tenantId: string, accountId: string): Promise<void> {
  const [row] = await tx.query(`SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [tenantId, accountId]);
  if (!row) throw validationRefusal.onField('account_id', 'choice', { label: 'account' });
}

export interface BatchRow {
  id: string;
  account_id: string;
  file_name: string;
  status: 'preview' | 'committed' | 'undone';
  headers: string[];
  mapping: unknown;
  preview: unknown[] | null;
  line_count: number;
  imported_count: number;
  created_at: string;
  committed_at: string | null;
  undone_at: string | null;
}

export async function findBatch(tx: Tx, tenantId: string, batchId: string, lock = false): Promise<BatchRow> {
  const [row] = await tx.query<BatchRow>(
    `SELECT id, account_id, file_name, status, headers, mapping, preview, line_count, imported_count, created_at, committed_at, undone_at
       FROM bank_statement_batches WHERE tenant_id = $1 AND id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [tenantId, batchId],
  );
  if (!row) throw notFound();
  return row;
}

export interface LineRow {
  id: string;
  batch_id: string;
  account_id: string;
  row_no: number;
  date: string;
  description: string;
  reference: string | null;
  amount: string;
  balance: string | null;
  reconciliation_id: string | null;
  matched: boolean;
}

const LINE_COLUMNS = `l.id, l.batch_id, l.account_id, l.row_no, to_char(l.date, 'YYYY-MM-DD') AS date, l.description, l.reference, l.amount::text AS amount,
  l.balance::text AS balance, l.reconciliation_id, EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = l.tenant_id AND m.line_id = l.id) AS matched`;

export async function findLine(tx: Tx, tenantId: string, lineId: string, lock = false): Promise<LineRow> {
  const [row] = await tx.query<LineRow>(`SELECT ${LINE_COLUMNS} FROM bank_statement_lines l WHERE l.tenant_id = $1 AND l.id = $2 ${lock ? 'FOR UPDATE' : ''}`, [tenantId, lineId]);
  if (!row) throw notFound();
  return row;
}

/** A line that may still be matched: not matched yet (and so not reconciled). */
export function assertUnmatched(line: LineRow): void {
  if (line.reconciliation_id) throw bankStatementsRefusal('line-reconciled');
  if (line.matched) throw bankStatementsRefusal('line-matched');
}

/**
 * The confirmed documents that moved the bank account `$2`'s money, as it moved: receipts and
 * incomes in, refunds, vouchers and expenses out, transfers either way. Only live documents:
 * a reversed or deleted one moved nothing.
 */
export const ACCOUNT_DOCUMENTS = `
  SELECT 'receipt' AS kind, r.id, r.code, r.date, r.paid_amount AS amount, c.name AS party, concat_ws(' ', r.cheque_number, r.remark) AS text
    FROM receipts r JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
   WHERE r.tenant_id = $1 AND r.account_id = $2 AND r.stage = 'confirmed' AND r.deleted_at IS NULL
  UNION ALL
  SELECT 'refund', f.id, f.code, f.date, -f.amount, c.name, f.remark
    FROM refunds f JOIN customers c ON c.tenant_id = f.tenant_id AND c.id = f.customer_id
   WHERE f.tenant_id = $1 AND f.account_id = $2 AND f.stage = 'confirmed' AND f.deleted_at IS NULL
  UNION ALL
  SELECT 'voucher', v.id, v.code, v.date, -v.amount, s.name, concat_ws(' ', v.cheque_number, v.remarks)
    FROM vouchers v JOIN suppliers s ON s.tenant_id = v.tenant_id AND s.id = v.supplier_id
   WHERE v.tenant_id = $1 AND v.account_id = $2 AND v.stage = 'confirmed' AND v.deleted_at IS NULL
  UNION ALL
  SELECT CASE WHEN t.kind = 'transfer' THEN 'transfer' ELSE t.kind END, t.id, t.code, t.date,
         CASE WHEN t.kind = 'income' OR (t.kind = 'transfer' AND t.to_account = 'bank:' || $2) THEN t.amount ELSE -t.amount END,
         coalesce(c.name, s.name), t.remark
    FROM cash_transactions t
    LEFT JOIN customers c ON c.tenant_id = t.tenant_id AND c.id = t.customer_id
    LEFT JOIN suppliers s ON s.tenant_id = t.tenant_id AND s.id = t.supplier_id
   WHERE t.tenant_id = $1 AND t.deleted_at IS NULL AND (t.from_account = 'bank:' || $2 OR t.to_account = 'bank:' || $2)`;

/** The account's documents that no line of it clears yet. */
export const OPEN_DOCUMENTS = `
  SELECT d.kind, d.id, d.code, to_char(d.date, 'YYYY-MM-DD') AS date, d.amount::numeric(18,2)::text AS amount, d.party, nullif(d.text, '') AS text
    FROM (${ACCOUNT_DOCUMENTS}) d
   WHERE NOT EXISTS (SELECT 1 FROM bank_line_matches m
                      WHERE m.tenant_id = $1 AND m.account_id = $2 AND m.document_kind = d.kind AND m.document_id = d.id)`;

/** The named documents among the account's open ones, in the order named; one that is not there refuses its entry. */
export async function openDocuments(tx: Tx, tenantId: string, accountId: string, refs: readonly DocumentRef[]): Promise<MatchCandidate[]> {
  const rows = await tx.query<MatchCandidate>(
    `SELECT * FROM (${OPEN_DOCUMENTS}) o WHERE (o.kind, o.id) IN (SELECT * FROM unnest($3::text[], $4::uuid[]))`,
    [tenantId, accountId, refs.map((r) => r.kind), refs.map((r) => r.id)],
  );
  return refs.map((ref, i) => {
    const row = rows.find((r) => r.kind === ref.kind && r.id === ref.id.toLowerCase());
    if (!row) throw bankStatementsRefusal.onField(`documents.${i}`, 'document-unavailable');
    return row;
  });
}

/** Records that `line` is cleared by `documents`. */
export async function insertMatches(tx: Tx, tenantId: string, userId: string | null, line: LineRow, documents: readonly { kind: MatchableKind; id: string; amount: string }[]): Promise<void> {
  await tx.query(
    `INSERT INTO bank_line_matches (tenant_id, line_id, account_id, document_kind, document_id, amount, matched_by)
     SELECT $1, $2, $3, d.kind, d.id, d.amount, $7 FROM unnest($4::text[], $5::uuid[], $6::numeric[]) AS d (kind, id, amount)`,
    [tenantId, line.id, line.account_id, documents.map((d) => d.kind), documents.map((d) => d.id), documents.map((d) => d.amount), userId],
  );
}
