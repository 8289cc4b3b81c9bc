import { ACCOUNTS, AGING_BUCKETS, BILL_STREAM_PREFIX, type PayablesAgingReport, type PayablesAgingRow } from '@ginuma/domain';
import { BILL_BALANCE_TABLE } from '@ginuma/ledger';
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
 * What each supplier's bills still owe on D as known at T, by days past due. Read from the
 * ledger's postings, not from a current balance: each bill owes what its own stream credited
 * to the supplier's payable less what it debited (a payment allocated to it, or its reversal),
 * counting only postings on or before D and recorded by T, so a back-dated payment changes the
 * report for its date but not a report known at yesterday. A bill not yet due on D is
 * `not_due`; the buckets age the rest from its due date (bill_balance keeps each bill's).
 */
export async function payablesAging(tx: Tx, question: PayablesAgingQuestion): Promise<Omit<PayablesAgingReport, 'as_of' | 'known_at'>> {
  const params: unknown[] = [question.tenantId, question.asOf];
  let known = '';
  if (question.knownAt) {
    params.push(question.knownAt);
    known = `AND e.recorded_at <= $3::timestamptz`;
  }
  const sums = AMOUNTS.map((a) => `coalesce(sum(a.${a}), 0)::numeric(18,2)::text AS ${a}`).join(', ');
  const rows = await tx.query<Omit<PayablesAgingRow, 'id'> & { grand: boolean }>(
    `WITH owed AS (
       SELECT substr(e.stream, ${BILL_STREAM_PREFIX.length + 1})::uuid AS bill_id, sum(p.credit - p.debit) AS due
         FROM ledger_event e JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
        WHERE e.tenant_id = $1 AND e.stream LIKE '${BILL_STREAM_PREFIX}%' AND e.occurred_on <= $2::date ${known}
          AND p.account = '${ACCOUNTS.payable}' AND p.commodity IS NULL
        GROUP BY 1 HAVING sum(p.credit - p.debit) > 0),
     aged AS (
       SELECT b.supplier_party, o.due AS total_due, CASE WHEN b.due_date > $2::date THEN o.due ELSE 0 END AS not_due,
              ${agingColumnsSql('($2::date - b.due_date)', 'o.due')}
         FROM owed o JOIN ${BILL_BALANCE_TABLE} b ON b.tenant_id = $1 AND b.bill_id = o.bill_id),
     per_supplier AS (
       SELECT s.id::text AS supplier_id, s.name AS supplier, count(*)::int AS bills, ${sums}
         FROM aged a JOIN suppliers s ON s.tenant_id = $1 AND record_key('supplier:', s.id) = a.supplier_party
        GROUP BY s.id, s.name)
     SELECT false AS grand, x.* FROM per_supplier x
     UNION ALL
     SELECT true, NULL, NULL, count(*)::int, ${sums} FROM aged a`,
    params,
  );
  const grand = rows.find((r) => r.grand);
  if (!grand) throw new Error('The totals row is missing');
  const { grand: _g, supplier_id: _s, supplier: _n, ...totals } = grand;
  return {
    rows: rows
      .filter((r) => !r.grand)
      .sort((a, b) => a.supplier.localeCompare(b.supplier))
      .map(({ grand: _, ...row }) => ({ id: row.supplier_id, ...row })),
    totals,
  };
}
