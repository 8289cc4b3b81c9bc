import { AGING_BUCKETS, type PayablesAgingReport, type PayablesAgingRow } from '@ginuma/domain';
import { BILL_BALANCE_TABLE, BILL_SETTLEMENT_TABLE } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { SheetColumn } from '../../platform/export/xlsx';
import { agingSumsSql } from '../reports/aging.sql';

export interface PayablesAgingQuestion {
  tenantId: string;
  /** The business date D the report stands on. */
  asOf: string;
  /** Only what the ledger knew at T; absent for everything recorded. */
  knownAt?: string;
}

const AMOUNTS = ['not_due', ...AGING_BUCKETS.map((b) => b.key), 'total_due'] as const;

/** The report's columns as an .xlsx sheet. */
export const PAYABLES_AGING_COLUMNS: readonly SheetColumn[] = [
  { key: 'supplier', header: 'Supplier', type: 'text' },
  { key: 'bills', header: 'Bills', type: 'number' },
  { key: 'not_due', header: 'Not yet due', type: 'money' },
  { key: 'days_0_30', header: '0-30 days', type: 'money' },
  { key: 'days_31_60', header: '31-60 days', type: 'money' },
  { key: 'days_61_90', header: '61-90 days', type: 'money' },
  { key: 'days_over_90', header: 'Over 90 days', type: 'money' },
  { key: 'total_due', header: 'Total due', type: 'money' },
];

/** The days a settlement row may follow its bill and still count as prompt: settled_late() in migration 1732259500000. */
const LATE_DAYS = 45;

/**
 * The settlement rows that crossed the moment `at` on one time axis (their bill's `start` on or
 * before it, their own `end` after it), read through that axis's crossing index: the prompt rows
 * whose bill is within LATE_DAYS before `at` and the late ones whose bill is before it, rather
 * than every row after `at`. Both keep `end > start`, the indexes' predicate.
 */
function crossingSql(start: string, end: string, at: string, window: string, also: string): string {
  const crossing = `s.tenant_id = $1 AND ${end} > ${start} AND ${start} <= ${at} AND ${end} > ${at} ${also}`;
  const late = `settled_late(${start}, ${end})`;
  return `SELECT s.bill_id, s.owed FROM ${BILL_SETTLEMENT_TABLE} s WHERE ${crossing} AND NOT ${late} AND ${start} >= ${window}
        UNION ALL
        SELECT s.bill_id, s.owed FROM ${BILL_SETTLEMENT_TABLE} s WHERE ${crossing} AND ${late}`;
}

/**
 * What each supplier's bills still owe on D as known at T, by days past due. bill_balance says
 * what each bill owes now; the bill_settlement rows dated after D (or recorded after T) while
 * their bill already stood are taken back out, so a back-dated payment changes the report for
 * its date but not a report known at yesterday. Only two kinds of bill can owe on D: those that
 * owe now and those something happened to since, so the report reads those alone (both through
 * indexes) however long the workspace's history is. A bill not yet due on D is `not_due`; the
 * buckets age the rest from its due date.
 */
export async function payablesAging(tx: Tx, question: PayablesAgingQuestion): Promise<Omit<PayablesAgingReport, 'as_of' | 'known_at'>> {
  const params: unknown[] = [question.tenantId, question.asOf];
  let rows = crossingSql('s.bill_date', 's.occurred_on', '$2::date', `$2::date - ${LATE_DAYS}`, '');
  let unknown = '';
  if (question.knownAt) {
    params.push(question.knownAt);
    rows += `
        UNION ALL
        ${crossingSql('s.bill_recorded_at', 's.recorded_at', '$3::timestamptz', `$3::timestamptz - interval '${LATE_DAYS * 24} hours'`, 'AND s.bill_date <= $2::date AND s.occurred_on <= $2::date')}`;
    unknown = `AND NOT EXISTS (SELECT 1 FROM ${BILL_SETTLEMENT_TABLE} s
                               WHERE s.tenant_id = $1 AND s.confirmation AND s.recorded_at > $3::timestamptz AND s.bill_id = o.bill_id)`;
  }
  const owing = 'NOT b.reversed AND b.grand_total - b.paid > 0';
  const found = await tx.query<Omit<PayablesAgingRow, 'id'> & { grand: boolean }>(
    `WITH later AS (
       SELECT s.bill_id, sum(s.owed) AS owed FROM (${rows}) s GROUP BY s.bill_id),
     owed AS (
       -- What owes now, read from the open index alone, less what came after (a hash of the few touched bills).
       SELECT b.bill_id, b.supplier_party, b.due_date, b.grand_total - b.paid - coalesce(l.owed, 0) AS due
         FROM ${BILL_BALANCE_TABLE} b LEFT JOIN later l ON l.bill_id = b.bill_id
        WHERE b.tenant_id = $1 AND b.occurred_on <= $2::date AND ${owing}
       UNION ALL
       -- A touched bill that no longer owes: one primary-key lookup each (OFFSET 0 keeps it a lookup, not a scan).
       SELECT b.bill_id, b.supplier_party, b.due_date, b.grand_total - b.paid - CASE WHEN b.reversed THEN b.grand_total ELSE 0 END - l.owed
         FROM later l
        CROSS JOIN LATERAL (SELECT * FROM ${BILL_BALANCE_TABLE} x WHERE x.tenant_id = $1 AND x.bill_id = l.bill_id OFFSET 0) b
        WHERE NOT (${owing}) AND b.occurred_on <= $2::date),
     -- Bills recorded after T left out of both kinds at once: one hash of their confirmations.
     aged AS (
       SELECT o.supplier_party, o.due, ($2::date - o.due_date) AS age FROM owed o WHERE o.due > 0 ${unknown}),
     -- Summed per supplier before the names are joined: one row per supplier to look up, not one per bill.
     per_party AS (
       SELECT a.supplier_party, count(*)::int AS bills, coalesce(sum(a.due) FILTER (WHERE a.age < 0), 0) AS not_due,
              ${agingSumsSql('a.age', 'a.due')}, sum(a.due) AS total_due
         FROM aged a GROUP BY a.supplier_party),
     per_supplier AS (
       -- Joined on the supplier's id (a hash of 2,000 uuids), not on record_key(): a call per supplier.
       SELECT s.id::text AS supplier_id, s.name AS supplier, p.bills, ${AMOUNTS.map((a) => `p.${a}::numeric(18,2)::text AS ${a}`).join(', ')}
         FROM per_party p JOIN suppliers s ON s.tenant_id = $1 AND s.id = substr(p.supplier_party, ${'supplier:'.length + 1})::uuid)
     SELECT false AS grand, x.* FROM per_supplier x
     UNION ALL
     -- The totals from the per-supplier sums: 2,000 rows, not every bill again.
     SELECT true, NULL, NULL, coalesce(sum(p.bills), 0)::int, ${AMOUNTS.map((a) => `coalesce(sum(p.${a}), 0)::numeric(18,2)::text AS ${a}`).join(', ')} FROM per_party p`,
    params,
  );
  const grand = found.find((r) => r.grand);
  if (!grand) throw new Error('The totals row is missing');
  const { grand: _g, supplier_id: _s, supplier: _n, ...totals } = grand;
  return {
    rows: found
      .filter((r) => !r.grand)
      .sort((a, b) => a.supplier.localeCompare(b.supplier))
      .map(({ grand: _, ...row }) => ({ id: row.supplier_id, ...row })),
    totals,
  };
}
