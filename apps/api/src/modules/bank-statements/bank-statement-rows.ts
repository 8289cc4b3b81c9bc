import { bankStatementsRefusal, Money, validationRefusal, type DocumentRef, type MatchCandidate, type MatchableKind } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import { inTheBooks } from '@ginuma/ledger';

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

// The matches are read by the lookup's tenant ($1), not the line's: Citus routes a subquery
// correlated with the row to one worker only when it names the tenant itself (FOR UPDATE needs that).
const LINE_COLUMNS = `l.id, l.batch_id, l.account_id, l.row_no, to_char(l.date, 'YYYY-MM-DD') AS date, l.description, l.reference, l.amount::text AS amount,
  l.balance::text AS balance, l.reconciliation_id, EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = $1 AND m.line_id = l.id) AS matched`;

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
 * One kind of confirmed document that moves a bank account's money one way, read as a match
 * candidate: `$1` is the workspace, `$2` the bank account. Only live documents: a reversed or
 * deleted one moved nothing. `amount` is the document's own (positive) amount; each source has a
 * partial index leading (workspace, account, …, amount) for the nearest-amount search.
 */
interface DocumentSource {
  kind: MatchableKind;
  way: 'in' | 'out';
  /** The document's row is `d`; its party's name comes from the joins. */
  from: string;
  where: string;
  amount: string;
  party: string;
  text: string;
}

const CASH_PARTIES = `LEFT JOIN customers c ON c.tenant_id = d.tenant_id AND c.id = d.customer_id
    LEFT JOIN suppliers s ON s.tenant_id = d.tenant_id AND s.id = d.supplier_id`;
const cashEntries = (kind: 'income' | 'expense' | 'transfer', way: 'in' | 'out'): DocumentSource => ({
  kind,
  way,
  from: `cash_transactions d ${CASH_PARTIES}`,
  where: `d.tenant_id = $1 AND d.deleted_at IS NULL AND d.kind = '${kind}' AND d.${way === 'in' && kind === 'transfer' ? 'to_account' : 'from_account'} = 'bank:' || $2`,
  amount: 'd.amount',
  party: 'coalesce(c.name, s.name)',
  text: 'd.remark',
});

/** A receipt, refund or voucher of the account that stands (confirmed, not deleted). */
const CONFIRMED_IN_ACCOUNT = `d.tenant_id = $1 AND d.account_id = $2 AND ${inTheBooks('d')} AND d.deleted_at IS NULL`;

/** Receipts and incomes bring money in, refunds, vouchers and expenses take it out, a transfer does either. */
const DOCUMENT_SOURCES: readonly DocumentSource[] = [
  {
    kind: 'receipt',
    way: 'in',
    from: 'receipts d JOIN customers c ON c.tenant_id = d.tenant_id AND c.id = d.customer_id',
    where: CONFIRMED_IN_ACCOUNT,
    amount: 'd.paid_amount',
    party: 'c.name',
    text: `concat_ws(' ', d.cheque_number, d.remark)`,
  },
  {
    kind: 'refund',
    way: 'out',
    from: 'refunds d JOIN customers c ON c.tenant_id = d.tenant_id AND c.id = d.customer_id',
    where: CONFIRMED_IN_ACCOUNT,
    amount: 'd.amount',
    party: 'c.name',
    text: 'd.remark',
  },
  {
    kind: 'voucher',
    way: 'out',
    from: 'vouchers d JOIN suppliers s ON s.tenant_id = d.tenant_id AND s.id = d.supplier_id',
    where: CONFIRMED_IN_ACCOUNT,
    amount: 'd.amount',
    party: 's.name',
    text: `concat_ws(' ', d.cheque_number, d.remarks)`,
  },
  cashEntries('income', 'in'),
  cashEntries('expense', 'out'),
  cashEntries('transfer', 'in'),
  cashEntries('transfer', 'out'),
];

/** A source's documents as they moved the account: `amount` signed, money in positive. */
const candidates = (source: DocumentSource) =>
  `SELECT '${source.kind}' AS kind, d.id, d.code, d.date, ${source.way === 'out' ? '-' : ''}${source.amount} AS amount, ${source.party} AS party, ${source.text} AS text
     FROM ${source.from} WHERE ${source.where}`;

/** Whether a line of the account clears the source's document `d` already. */
const unmatched = (source: DocumentSource) =>
  `NOT EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = $1 AND m.account_id = $2 AND m.document_kind = '${source.kind}' AND m.document_id = d.id)`;

/** The confirmed documents that moved the bank account `$2`'s money, as it moved. */
export const ACCOUNT_DOCUMENTS = DOCUMENT_SOURCES.map(candidates).join('\n  UNION ALL\n  ');

const CANDIDATE_COLUMNS = `d.kind, d.id, d.code, to_char(d.date, 'YYYY-MM-DD') AS date, d.amount::numeric(18,2)::text AS amount, d.party, nullif(d.text, '') AS text`;

/** The account's documents that no line of it clears yet. */
export const OPEN_DOCUMENTS = `
  SELECT ${CANDIDATE_COLUMNS}
    FROM (${DOCUMENT_SOURCES.map((source) => `${candidates(source)} AND ${unmatched(source)}`).join('\n  UNION ALL\n  ')}) d`;

/**
 * The account's open documents that went the line's way, nearest the line's amount and then its
 * date, at most `limit`. Each source is read from its amount index outwards from the line's
 * amount, both ways, `limit` each (equal amounts ordered by date distance as they come), so the
 * search reads a few hundred rows however many documents the account has. The amounts are
 * compared in cents (`money_cents`, migration 1732261000000): row-level security keeps numeric
 * comparisons, which are not leakproof, out of an index condition.
 */
export function nearestOpenDocuments(tx: Tx, tenantId: string, line: { account_id: string; amount: string; date: string }, limit: number): Promise<MatchCandidate[]> {
  const way = Money.of(line.amount).isPositive() ? 'in' : 'out';
  const sides = DOCUMENT_SOURCES.filter((source) => source.way === way).flatMap((source) =>
    (['>=', '<'] as const).map(
      (side) => `(${candidates(source)} AND ${unmatched(source)} AND money_cents(${source.amount}) ${side} money_cents($3::numeric)
         ORDER BY money_cents(${source.amount}) ${side === '>=' ? 'ASC' : 'DESC'}, abs(d.date - $4::date) LIMIT ${limit})`,
    ),
  );
  return tx.query<MatchCandidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM (${sides.join('\n  UNION ALL\n  ')}) d
      ORDER BY abs(abs(d.amount) - $3::numeric), abs(d.date - $4::date) LIMIT ${limit}`,
    [tenantId, line.account_id, Money.of(line.amount).abs().toFixed(), line.date],
  );
}

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

/**
 * Records that `line` is cleared by `documents`. RETURNING: Citus writes the rows of an INSERT …
 * SELECT that reads no distributed table to the shards by COPY, which row-level security refuses,
 * unless the statement returns them.
 */
export async function insertMatches(tx: Tx, tenantId: string, userId: string | null, line: LineRow, documents: readonly { kind: MatchableKind; id: string; amount: string }[]): Promise<void> {
  await tx.query(
    `INSERT INTO bank_line_matches (tenant_id, line_id, account_id, document_kind, document_id, amount, matched_by)
     SELECT $1, $2, $3, d.kind, d.id, d.amount, $7 FROM unnest($4::text[], $5::uuid[], $6::numeric[]) AS d (kind, id, amount)
     RETURNING document_id`,
    [tenantId, line.id, line.account_id, documents.map((d) => d.kind), documents.map((d) => d.id), documents.map((d) => d.amount), userId],
  );
}
