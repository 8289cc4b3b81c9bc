import { AGING_BUCKETS, type PayablesAgingReport, type PayablesAgingRow } from '@ginuma/domain';
import { BILL_BALANCE_TABLE, BILL_SETTLEMENT_TABLE } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { SheetColumn } from '../../platform/export/xlsx';
import { agingColumnsSql } from '../reports/aging.sql';

export interface PayablesAgingQuestion {
  tenantId: string;
  /** The business date D the report stands on. */
  asOf: string;
  /** Only what the ledger knew at T; absent for everything recorded. */
  knownAt?: string;
}

const AMOUNTS = ['not_due', ...AGING_BUCKETS.map((b) => b.key), 'total_due'] as const;
/** A bill's balance as the report reads it: the open index's columns. */
const CANDIDATE = 'b.bill_id, b.supplier_party, b.occurred_on, b.due_date, b.grand_total, b.paid';

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
  let rows = `SELECT s.bill_id, s.owed FROM ${BILL_SETTLEMENT_TABLE} s WHERE s.tenant_id = $1 AND s.occurred_on > $2::date AND s.bill_date <= $2::date`;
  let unknown = '';
  if (question.knownAt) {
    params.push(question.knownAt);
    rows += `
        UNION ALL
        SELECT s.bill_id, s.owed FROM ${BILL_SETTLEMENT_TABLE} s
         WHERE s.tenant_id = $1 AND s.recorded_at > $3::timestamptz AND s.bill_recorded_at <= $3::timestamptz
           AND s.bill_date <= $2::date AND s.occurred_on <= $2::date`;
    unknown = `AND NOT EXISTS (SELECT 1 FROM ${BILL_SETTLEMENT_TABLE} s
                               WHERE s.tenant_id = $1 AND s.confirmation AND s.recorded_at > $3::timestamptz AND s.bill_id = b.bill_id)`;
  }
  const sums = AMOUNTS.map((a) => `coalesce(sum(a.${a}), 0)::numeric(18,2)::text AS ${a}`).join(', ');
  const owing = 'NOT b.reversed AND b.grand_total - b.paid > 0';
  const found = await tx.query<Omit<PayablesAgingRow, 'id'> & { grand: boolean }>(
    `WITH later AS (
       SELECT s.bill_id, sum(s.owed) AS owed FROM (${rows}) s GROUP BY s.bill_id),
     candidates AS (
       -- What owes now, read from the open index alone.
       SELECT ${CANDIDATE}, false AS reversed FROM ${BILL_BALANCE_TABLE} b WHERE b.tenant_id = $1 AND b.occurred_on <= $2::date AND ${owing}
       UNION ALL
       -- One primary-key lookup per touched bill (OFFSET 0 keeps it a lookup, not a scan).
       SELECT ${CANDIDATE}, b.reversed FROM later l
         CROSS JOIN LATERAL (SELECT * FROM ${BILL_BALANCE_TABLE} x WHERE x.tenant_id = $1 AND x.bill_id = l.bill_id OFFSET 0) b
        WHERE NOT (${owing})),
     owed AS (
       SELECT b.supplier_party, b.due_date,
              b.grand_total - b.paid - CASE WHEN b.reversed THEN b.grand_total ELSE 0 END - coalesce(l.owed, 0) AS due
         FROM candidates b LEFT JOIN later l ON l.bill_id = b.bill_id
        WHERE b.occurred_on <= $2::date ${unknown}),
     aged AS (
       SELECT o.supplier_party, o.due AS total_due, CASE WHEN o.due_date > $2::date THEN o.due ELSE 0 END AS not_due,
              ${agingColumnsSql('($2::date - o.due_date)', 'o.due')}
         FROM owed o WHERE o.due > 0),
     -- Summed per supplier before the names are joined: one row per supplier to look up, not one per bill.
     per_party AS (
       SELECT a.supplier_party, count(*)::int AS bills, ${sums} FROM aged a GROUP BY a.supplier_party),
     per_supplier AS (
       SELECT s.id::text AS supplier_id, s.name AS supplier, p.bills, ${AMOUNTS.map((a) => `p.${a}`).join(', ')}
         FROM per_party p JOIN suppliers s ON s.tenant_id = $1 AND record_key('supplier:', s.id) = p.supplier_party)
     SELECT false AS grand, x.* FROM per_supplier x
     UNION ALL
     SELECT true, NULL, NULL, count(*)::int, ${sums} FROM aged a`,
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
