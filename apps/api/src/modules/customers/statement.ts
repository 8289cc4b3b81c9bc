import { ACCOUNTS, Money, partyOf } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { SheetColumn } from '../../platform/export/xlsx';

/** Whose statement: a customer's receivable or a supplier's payable. */
export type StatementSide = 'customer' | 'supplier';

export interface StatementQuestion {
  tenantId: string;
  side: StatementSide;
  partyId: string;
  /** The period's first and last business days (inclusive). */
  from: string;
  to: string;
  /** Only what the ledger knew at T (an ISO instant). */
  knownAt: string;
}

/**
 * What a movement is to the reader: the document kind behind it and, for a reversal or a
 * credit, what it did. `credit_applied` is a receipt spending the customer's held credit.
 */
export type StatementEntry = 'invoice' | 'receipt' | 'refund' | 'credit_applied' | 'bill' | 'payment' | 'reversal' | 'other';

export interface StatementLine {
  id: string;
  position: number;
  date: string;
  event_type: string;
  entry: StatementEntry;
  /** The document to open: `invoice`, `receipt`, `refund`, `bill`, `voucher` … */
  document_kind: string | null;
  document_id: string | null;
  document_code: string | null;
  /** The invoice or bill the movement is on, when that is another document (a receipt's invoice). */
  reference_code: string | null;
  debit: string;
  credit: string;
  /** What the party owes (a customer) or is owed (a supplier) after this line. */
  balance: string;
}

export const STATEMENT_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type StatementBucket = (typeof STATEMENT_BUCKETS)[number];

export type StatementAging = Record<StatementBucket | 'total', string>;

export interface OpenItem {
  document_kind: string;
  document_id: string | null;
  document_code: string | null;
  date: string;
  due_date: string;
  days_past_due: number;
  bucket: StatementBucket;
  amount: string;
}

export interface Statement {
  side: StatementSide;
  party: { id: string; name: string; email: string | null; address: string | null };
  from: string;
  to: string;
  known_at: string;
  opening_balance: string;
  total_debit: string;
  total_credit: string;
  closing_balance: string;
  lines: StatementLine[];
  aging: StatementAging;
  open_items: OpenItem[];
}

const SIDES = {
  customer: { table: 'customers', email: 'coalesce(email, other_email)', account: ACCOUNTS.receivable, sign: 1 },
  supplier: { table: 'suppliers', email: 'email', account: ACCOUNTS.payable, sign: -1 },
} as const;

/** The party the statement is of; another workspace's id (or none) is a 404. Deleted parties keep their history. */
export async function statementParty(tx: Tx, tenantId: string, side: StatementSide, id: string): Promise<Statement['party'] & { deleted: boolean }> {
  const source = SIDES[side];
  const [row] = await tx.query<Statement['party'] & { deleted: boolean }>(
    `SELECT id::text AS id, name, ${source.email} AS email, address, deleted_at IS NOT NULL AS deleted FROM ${source.table} WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

interface MovementRow {
  position: string;
  date: string;
  event_type: string;
  stream_kind: string;
  stream_id: string | null;
  account: string | null;
  receipt_id: string | null;
  refund_id: string | null;
  voucher_id: string | null;
  debit_note_id: string | null;
  stream_code: string | null;
  receipt_code: string | null;
  refund_code: string | null;
  voucher_code: string | null;
  debit_note_code: string | null;
  payload_code: string | null;
  debit: string;
  credit: string;
}

interface StreamRow {
  stream_kind: string;
  stream_id: string | null;
  code: string | null;
  first_date: string;
  due_date: string | null;
  amount: string;
  before_from: boolean;
}

// The document a stream belongs to: `invoice-<uuid>` → invoice <uuid>; a stream without an id
// (an opening balance's) has none.
const STREAM_KIND = `split_part(e.stream, '-', 1)`;
const STREAM_ID = `CASE WHEN substr(e.stream, strpos(e.stream, '-') + 1) ~ '^[0-9a-f-]{36}$' THEN substr(e.stream, strpos(e.stream, '-') + 1)::uuid END`;
const payloadId = (field: string) => `CASE WHEN e.payload->>'${field}' ~ '^[0-9a-f-]{36}$' THEN (e.payload->>'${field}')::uuid END`;

/**
 * The party's postings on its receivable (payable) up to `to` as known at T, one row per
 * event: the same postings the trial balance and the general ledger sum, so the statement's
 * closing balance is the party's line of the trial balance on `to`. Money postings only: a
 * bill also moves goods' quantities through the supplier's payable, which are not owed money.
 */
function partyEventsSql(within = ''): string {
  // The party's postings first, then one primary-key probe per event (OFFSET 0 keeps both as
  // written): a generic plan of a join may instead range over every event of the period.
  return `
    SELECT e.position, e.occurred_on, e.type, e.stream, e.payload, p.debit, p.credit
      FROM (SELECT p.position, sum(p.debit) AS debit, sum(p.credit) AS credit FROM ledger_posting p
             WHERE p.tenant_id = $1 AND p.account = $2 AND p.party = $3 AND p.commodity IS NULL
             GROUP BY p.position OFFSET 0) p
     CROSS JOIN LATERAL (SELECT e.position, e.occurred_on, e.type, e.stream, e.payload FROM ledger_event e
                          WHERE e.tenant_id = $1 AND e.position = p.position
                            AND e.occurred_on <= $5::date AND e.recorded_at <= $6::timestamptz ${within} OFFSET 0) e`;
}

/**
 * A statement of account: the opening balance on the day before `from`, each movement of the
 * period in date order with its running balance, the closing balance on `to`, and what is
 * still open on `to` aged by days past its due date. Two statements over the party's own
 * postings (the party's index holds them), however large the workspace.
 */
export async function partyStatement(tx: Tx, question: StatementQuestion): Promise<Statement> {
  const source = SIDES[question.side];
  const party = await statementParty(tx, question.tenantId, question.side, question.partyId);
  const { deleted: _, ...shown } = party;
  const params = [question.tenantId, source.account, partyOf(question.side, question.partyId), question.from, question.to, question.knownAt];
  // One after the other: a request's transaction is one connection.
  const movements = await tx.query<MovementRow>(
    // Codes by primary-key lookups per movement (scalar subqueries): a join would let the
    // planner hash every invoice and bill of the workspace for the party's few rows. The ids are
    // worked out once, MATERIALIZED: under row-level security a lookup by an expression that is
    // not leakproof (the regex, the cast) cannot be an index condition and scans the table.
    `WITH e AS (${partyEventsSql('AND e.occurred_on >= $4::date')}),
     m AS MATERIALIZED (SELECT e.*, ${STREAM_KIND} AS stream_kind, ${STREAM_ID} AS stream_id,
                  ${payloadId('receiptId')} AS receipt_id, ${payloadId('refundId')} AS refund_id, ${payloadId('voucherId')} AS voucher_id,
                  ${payloadId('debitNoteId')} AS debit_note_id
             FROM e)
     SELECT m.position::text AS position, m.occurred_on::text AS date, m.type AS event_type, m.stream_kind, m.stream_id::text AS stream_id,
            m.payload->>'account' AS account, m.receipt_id::text AS receipt_id, m.refund_id::text AS refund_id, m.voucher_id::text AS voucher_id,
            m.debit_note_id::text AS debit_note_id,
            CASE m.stream_kind
              WHEN 'invoice' THEN (SELECT i.code FROM invoices i WHERE i.tenant_id = $1 AND i.id = m.stream_id)
              WHEN 'bill' THEN (SELECT b.code FROM bills b WHERE b.tenant_id = $1 AND b.id = m.stream_id) END AS stream_code,
            (SELECT r.code FROM receipts r WHERE r.tenant_id = $1 AND r.id = m.receipt_id) AS receipt_code,
            (SELECT f.code FROM refunds f WHERE f.tenant_id = $1 AND f.id = m.refund_id) AS refund_code,
            (SELECT v.code FROM vouchers v WHERE v.tenant_id = $1 AND v.id = m.voucher_id) AS voucher_code,
            (SELECT d.code FROM debit_notes d WHERE d.tenant_id = $1 AND d.id = m.debit_note_id) AS debit_note_code,
            m.payload->>'code' AS payload_code, m.debit::text AS debit, m.credit::text AS credit
       FROM m
      ORDER BY m.occurred_on, m.position`,
    params,
  );
  // Per document (stream) up to `to`: what it still owes, and whether it is before the period
  // (those sums are the opening balance).
  const streams = await tx.query<StreamRow>(
    `WITH e AS (${partyEventsSql()}),
     s AS (SELECT ${STREAM_KIND} AS stream_kind, ${STREAM_ID} AS stream_id,
                  min(e.occurred_on) AS first_date, sum(e.debit - e.credit) AS net,
                  sum(e.debit - e.credit) FILTER (WHERE e.occurred_on < $4::date) AS before
             FROM e GROUP BY e.stream)
     SELECT s.stream_kind, s.stream_id::text AS stream_id,
            CASE s.stream_kind
              WHEN 'invoice' THEN (SELECT i.code FROM invoices i WHERE i.tenant_id = $1 AND i.id = s.stream_id)
              WHEN 'bill' THEN (SELECT b.code FROM bills b WHERE b.tenant_id = $1 AND b.id = s.stream_id) END AS code,
            s.first_date::text AS first_date,
            coalesce(CASE s.stream_kind
                       WHEN 'invoice' THEN (SELECT ib.due_date FROM invoice_balance ib WHERE ib.tenant_id = $1 AND ib.invoice_id = s.stream_id)
                       WHEN 'bill' THEN (SELECT bb.due_date FROM bill_balance bb WHERE bb.tenant_id = $1 AND bb.bill_id = s.stream_id) END,
                     s.first_date)::text AS due_date,
            s.net::text AS amount, false AS before_from
       FROM s WHERE s.net <> 0
     UNION ALL
     SELECT 'opening', NULL, NULL, $4::text, NULL, coalesce(sum(s.before), 0)::text, true FROM s`,
    params,
  );

  const owed = (debit: string, credit: string) => (source.sign > 0 ? Money.of(debit).minus(credit) : Money.of(credit).minus(debit));
  const openingRow = streams.find((s) => s.before_from);
  const opening = source.sign > 0 ? Money.of(openingRow?.amount ?? '0') : Money.of(openingRow?.amount ?? '0').negated();
  let balance = opening;
  let totalDebit = Money.ZERO;
  let totalCredit = Money.ZERO;
  const lines = movements.map((row): StatementLine => {
    balance = balance.plus(owed(row.debit, row.credit));
    totalDebit = totalDebit.plus(row.debit);
    totalCredit = totalCredit.plus(row.credit);
    return { id: row.position, position: Number(row.position), date: row.date, event_type: row.event_type, ...describe(row), debit: row.debit, credit: row.credit, balance: balance.toFixed() };
  });

  const aging = Object.fromEntries([...STATEMENT_BUCKETS, 'total'].map((k) => [k, Money.ZERO])) as Record<StatementBucket | 'total', Money>;
  const openItems: OpenItem[] = streams
    .filter((s) => !s.before_from)
    .map((s) => {
      const amount = source.sign > 0 ? Money.of(s.amount) : Money.of(s.amount).negated();
      const due = s.due_date ?? s.first_date;
      const days = daysBetween(due, question.to);
      const bucket = bucketOf(days);
      aging[bucket] = aging[bucket].plus(amount);
      aging.total = aging.total.plus(amount);
      return {
        document_kind: s.stream_kind,
        document_id: s.stream_id,
        document_code: s.code,
        date: s.first_date,
        due_date: due,
        days_past_due: Math.max(0, days),
        bucket,
        amount: amount.toFixed(),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || (a.document_code ?? '').localeCompare(b.document_code ?? ''));

  return {
    side: question.side,
    party: shown,
    from: question.from,
    to: question.to,
    known_at: question.knownAt,
    opening_balance: opening.toFixed(),
    total_debit: totalDebit.toFixed(),
    total_credit: totalCredit.toFixed(),
    closing_balance: balance.toFixed(),
    lines,
    aging: Object.fromEntries(Object.entries(aging).map(([k, v]) => [k, v.toFixed()])) as StatementAging,
    open_items: openItems,
  };
}

/** Which document a movement shows, and what it did: receipts and refunds post on their invoice's stream, payments on their bill's. */
function describe(row: MovementRow): Pick<StatementLine, 'entry' | 'document_kind' | 'document_id' | 'document_code' | 'reference_code'> {
  const onStream = { document_kind: row.stream_kind, document_id: row.stream_id, document_code: row.stream_code ?? row.payload_code, reference_code: null };
  switch (row.event_type) {
    case 'InvoiceConfirmed':
      return { entry: 'invoice', ...onStream };
    case 'BillConfirmed':
      return { entry: 'bill', ...onStream };
    case 'InvoiceReversed':
    case 'BillReversed':
      return { entry: 'reversal', ...onStream };
    case 'PaymentApplied':
    case 'PaymentReversed':
      return {
        entry: row.event_type === 'PaymentReversed' ? 'reversal' : row.account === ACCOUNTS.customerCredit ? 'credit_applied' : 'receipt',
        document_kind: 'receipt',
        document_id: row.receipt_id,
        document_code: row.receipt_code,
        reference_code: row.stream_code,
      };
    case 'RefundApplied':
    case 'RefundReversed':
      return { entry: row.event_type === 'RefundReversed' ? 'reversal' : 'refund', document_kind: 'refund', document_id: row.refund_id, document_code: row.refund_code, reference_code: row.stream_code };
    case 'BillPaid':
    case 'BillPaymentReversed':
      return {
        entry: row.event_type === 'BillPaymentReversed' ? 'reversal' : 'payment',
        document_kind: 'voucher',
        document_id: row.voucher_id,
        document_code: row.voucher_code,
        reference_code: row.stream_code,
      };
    case 'BillCreditApplied':
    case 'BillCreditUnapplied':
      return {
        entry: row.event_type === 'BillCreditUnapplied' ? 'reversal' : 'credit_applied',
        document_kind: 'debit_note',
        document_id: row.debit_note_id,
        document_code: row.debit_note_code,
        reference_code: row.stream_code,
      };
    default:
      return { entry: 'other', ...onStream };
  }
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Not yet past due (due on or after `to`) is current; then by whole days past the due date. */
export function bucketOf(daysPastDue: number): StatementBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  if (daysPastDue <= 90) return 'days_61_90';
  return 'days_over_90';
}

/** The statement's columns as an .xlsx sheet. */
export const STATEMENT_COLUMNS: readonly SheetColumn[] = [
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'entry', header: 'Entry', type: 'text' },
  { key: 'document_code', header: 'Document', type: 'text' },
  { key: 'reference_code', header: 'Reference', type: 'text' },
  { key: 'debit', header: 'Debit', type: 'money' },
  { key: 'credit', header: 'Credit', type: 'money' },
  { key: 'balance', header: 'Balance', type: 'money' },
];

export const STATEMENT_AGING_COLUMNS: readonly SheetColumn[] = [
  { key: 'document_code', header: 'Document', type: 'text' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'due_date', header: 'Due date', type: 'date' },
  { key: 'days_past_due', header: 'Days past due', type: 'number' },
  { key: 'bucket', header: 'Bucket', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'money' },
];
