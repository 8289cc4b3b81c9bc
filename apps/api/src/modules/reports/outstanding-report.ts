import { OUTSTANDING_AMOUNTS, partyOf, type OutstandingReportRow, type OutstandingReportTotals } from '@ginuma/domain';
import { INVOICE_SETTLEMENT_TABLE } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { ListQuery } from '../../platform/listing/list-query';
import type { SheetColumn } from '../../platform/export/xlsx';
import { ageDaysSql, agingColumnsSql } from './aging.sql';

export interface OutstandingQuestion {
  tenantId: string;
  /** The business date D the report stands on. */
  asOf: string;
  /** Only what the ledger knew at T; absent for everything recorded. */
  knownAt?: string;
  customerId?: string;
}

/** What a request asks: the business date defaults to the workspace's today. */
export type OutstandingAsked = Omit<OutstandingQuestion, 'tenantId' | 'asOf'> & { asOf?: string };

export type OutstandingRow = OutstandingReportRow;
export type OutstandingTotals = OutstandingReportTotals;

export const OUTSTANDING_SORTABLE = ['code', 'customer', 'date', 'project', 'paid', 'refund', 'age_days', 'total_due'] as const;
/** The report's columns as an .xlsx sheet: the export and the monthly outstanding summary. */
export const OUTSTANDING_COLUMNS: readonly SheetColumn[] = [
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'customer', header: 'Customer', type: 'text' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'project', header: 'Project', type: 'text' },
  { key: 'paid', header: 'Paid', type: 'money' },
  { key: 'refund', header: 'Refund', type: 'money' },
  { key: 'days_0_30', header: '0-30 days', type: 'money' },
  { key: 'days_31_60', header: '31-60 days', type: 'money' },
  { key: 'days_61_90', header: '61-90 days', type: 'money' },
  { key: 'days_over_90', header: 'Over 90 days', type: 'money' },
  { key: 'age_days', header: 'Age (days)', type: 'number' },
  { key: 'total_due', header: 'Total due', type: 'money' },
];

const MONEY_COLUMNS = ['grand_total', ...OUTSTANDING_AMOUNTS] as const;

/**
 * Every invoice with something due on D, as the ledger stood then: invoice_balance says
 * where each invoice stands now, and the invoice_settlement rows after D (or recorded after
 * T) are taken back out, so a back-dated receipt entered today changes the report for its
 * date but not a report "known at" yesterday. Only two kinds of invoice can be due on D:
 * those due now and those something happened to since, so the report reads those alone
 * (both through indexes) however long the workspace's history is.
 *
 * A row matters only while its invoice stood: from the invoice's date to the row's date on
 * the business axis, from the invoice's recording to the row's recording on the knowledge
 * axis. Each axis is one B-tree range (invoice_settlement_after_idx, _known_idx; row-level
 * security keeps range operators out of index conditions), and invoices recorded after T
 * are left out whole, found by the index of confirmations.
 */
function outstandingSql(question: OutstandingQuestion, params: unknown[]): string {
  params.push(question.tenantId, question.asOf);
  const afterD = `s.occurred_on > $2::date AND s.invoice_date <= $2::date`;
  const columns = 's.invoice_id, s.paid, s.refunded, s.reversal';
  let rows = `SELECT ${columns} FROM ${INVOICE_SETTLEMENT_TABLE} s WHERE s.tenant_id = $1 AND ${afterD}`;
  let unknown = '';
  if (question.knownAt) {
    params.push(question.knownAt);
    const t = `$${params.length}::timestamptz`;
    rows += `
        UNION ALL
        SELECT ${columns} FROM ${INVOICE_SETTLEMENT_TABLE} s
         WHERE s.tenant_id = $1 AND s.recorded_at > ${t} AND s.invoice_recorded_at <= ${t}
           AND s.invoice_date <= $2::date AND s.occurred_on <= $2::date`;
    unknown = `AND NOT EXISTS (SELECT 1 FROM ${INVOICE_SETTLEMENT_TABLE} s
                               WHERE s.tenant_id = $1 AND s.confirmation AND s.recorded_at > ${t} AND s.invoice_id = b.invoice_id)`;
  }
  let customer = '';
  if (question.customerId) {
    params.push(partyOf('customer', question.customerId));
    customer = `AND b.customer_party = $${params.length}`;
  }
  return `
    later AS (
      SELECT s.invoice_id, sum(s.paid) AS paid, sum(s.refunded) AS refunded, bool_or(s.reversal) AS unreversed
        FROM (${rows}) s
       GROUP BY s.invoice_id),
    candidates AS (
      SELECT b.* FROM invoice_balance b
       WHERE b.tenant_id = $1 AND b.occurred_on <= $2::date AND NOT b.reversed AND b.grand_total - b.paid + b.refunded > 0 ${customer}
      UNION ALL
      -- One primary-key lookup per touched invoice (OFFSET 0 keeps it a lookup, not a scan).
      SELECT b.* FROM later l
        CROSS JOIN LATERAL (SELECT * FROM invoice_balance x WHERE x.tenant_id = $1 AND x.invoice_id = l.invoice_id OFFSET 0) b
       WHERE NOT (NOT b.reversed AND b.grand_total - b.paid + b.refunded > 0)),
    standing AS (
      SELECT b.invoice_id, b.customer_party, b.occurred_on AS date, b.grand_total,
             b.paid - coalesce(l.paid, 0) AS paid, b.refunded - coalesce(l.refunded, 0) AS refund
        FROM candidates b LEFT JOIN later l ON l.invoice_id = b.invoice_id
       WHERE b.occurred_on <= $2::date ${customer} ${unknown}
         AND (NOT b.reversed OR coalesce(l.unreversed, false))),
    due AS (
      SELECT s.*, s.grand_total - s.paid + s.refund AS total_due, ${ageDaysSql('s.date', '$2::date')} AS age_days
        FROM standing s WHERE s.grand_total - s.paid + s.refund > 0),
    outstanding AS (
      SELECT r.*, ${agingColumnsSql('r.age_days', 'r.total_due')} FROM due r)`;
}

/**
 * Sorts on the invoice's own columns need the join first; the ledger's figures page before it.
 * Customers sort by their name in the customer registry (a hash of the workspace's customers,
 * where joining every due invoice would hash the whole invoice table), a cash customer by the
 * name on its invoice.
 */
const ORDER: Record<(typeof OUTSTANDING_SORTABLE)[number], { sql: string; needsInvoice: boolean; join?: string }> = {
  code: { sql: 'i.code', needsInvoice: true },
  customer: {
    sql: 'coalesce(c.name, (SELECT x.customer_name FROM invoices x WHERE x.tenant_id = $1 AND x.id = o.invoice_id))',
    needsInvoice: false,
    join: `LEFT JOIN customers c ON c.tenant_id = $1 AND record_key('customer:', c.id) = o.customer_party`,
  },
  project: { sql: 'i.project_ref', needsInvoice: true },
  date: { sql: 'o.date', needsInvoice: false },
  paid: { sql: 'o.paid', needsInvoice: false },
  refund: { sql: 'o.refund', needsInvoice: false },
  age_days: { sql: 'o.age_days', needsInvoice: false },
  total_due: { sql: 'o.total_due', needsInvoice: false },
};

const TOTALS = `count(*)::int AS count, ${MONEY_COLUMNS.map((c) => `coalesce(sum(o.${c}), 0)::numeric(18,2)::text AS ${c}`).join(', ')}`;

export interface OutstandingPage {
  rows: OutstandingRow[];
  totals: OutstandingTotals;
}

/**
 * One page (or, without a range, every row) and the totals over all rows, in one statement:
 * `outstanding` is read twice, so PostgreSQL works it out once.
 */
export async function outstandingPage(tx: Tx, question: OutstandingQuestion, list: Pick<ListQuery, 'sort' | 'range'>): Promise<OutstandingPage> {
  const params: unknown[] = [];
  const cte = outstandingSql(question, params);
  const order = ORDER[list.sort.field as keyof typeof ORDER] ?? ORDER.date;
  const direction = list.sort.order;
  const page = list.range ? `LIMIT ${list.range.end - list.range.start + 1} OFFSET ${list.range.start}` : '';
  const columns = `o.invoice_id::text AS invoice_id, o.customer_party, i.code, i.customer_name AS customer, o.date::text AS date,
                   i.project_ref AS project, o.age_days, ${MONEY_COLUMNS.map((c) => `o.${c}::numeric(18,2)::text AS ${c}`).join(', ')}`;
  const join = `JOIN invoices i ON i.tenant_id = $1 AND i.id = o.invoice_id`;
  // Sorting by a figure pages before the join; ties break on the invoice id, so paging is stable.
  // The page's rows are numbered after the LIMIT: numbering every row would sort them all,
  // where a LIMIT keeps only the top of the heap.
  const tie = order.needsInvoice ? 'i.code' : 'o.invoice_id';
  const limited = order.needsInvoice
    ? `SELECT ${columns}, ${order.sql} AS sort_key, ${tie} AS tie_key FROM outstanding o ${join} ORDER BY ${order.sql} ${direction}, ${tie} ${direction} ${page}`
    : `SELECT ${columns}, o.sort_key, o.tie_key FROM (
         SELECT o.*, ${order.sql} AS sort_key, ${tie} AS tie_key FROM outstanding o ${order.join ?? ''}
          ORDER BY ${order.sql} ${direction}, ${tie} ${direction} ${page}) o ${join}`;
  const body = `SELECT x.*, row_number() OVER (ORDER BY x.sort_key ${direction}, x.tie_key ${direction}) AS n FROM (${limited}) x`;
  const rows = await tx.query<Omit<OutstandingRow, 'id'> & { n: string | null; sort_key: unknown; tie_key: unknown; totals: OutstandingTotals | null }>(
    `WITH ${cte}, totals AS (SELECT ${TOTALS} FROM outstanding o), page AS (${body})
     SELECT page.*, to_jsonb(totals) AS totals FROM totals LEFT JOIN page ON true ORDER BY page.n`,
    params,
  );
  // The totals row is always there; an empty page leaves its other columns null.
  const totals = rows[0]?.totals;
  if (!totals) throw new Error('The totals row is missing');
  return {
    rows: rows.filter((row) => row.invoice_id !== null).map(({ totals: _, n: __, sort_key: ___, tie_key: ____, ...row }) => ({ id: row.invoice_id, ...row })),
    totals,
  };
}

export async function outstandingTotals(tx: Tx, question: OutstandingQuestion): Promise<OutstandingTotals> {
  const params: unknown[] = [];
  const cte = outstandingSql(question, params);
  const [row] = await tx.query<OutstandingTotals>(`WITH ${cte} SELECT ${TOTALS} FROM outstanding o`, params);
  if (!row) throw new Error('An aggregate without GROUP BY returns one row');
  return row;
}
