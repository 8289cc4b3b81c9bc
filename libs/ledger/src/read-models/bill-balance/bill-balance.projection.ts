import { ACCOUNTS, BILL_STREAM_PREFIX, partyOf } from '@ginuma/domain';
import type { Projection, ProjectionTarget } from '../../projections/projection';
import { unindexed } from '../positions-first';

export const BILL_BALANCE_TABLE = 'bill_balance';

/**
 * What each confirmed bill has been paid, for lists, statuses and payables aging: one row per
 * bill, moved by its stream's events. Paid is read from the postings, not from event types:
 * whatever else its stream debits to the supplier's payable (a supplier payment allocated to the
 * bill, later) counts as paid on it, so a new paying event needs nothing here. The reversal
 * marks the row reversed instead (its debit cancels the bill, it pays nothing). What is due is
 * grand total − paid, never stored.
 */
export const billBalanceProjection: Projection = {
  name: 'bill-balance',
  handles: 'all',
  tables: [BILL_BALANCE_TABLE],

  async apply(tx, events, target) {
    const bills = events.filter((e) => e.stream.startsWith(BILL_STREAM_PREFIX));
    if (bills.length === 0) return;
    const [first] = bills;
    for (const sql of statements(target, 'e.position = ANY($2::bigint[])')) await tx.query(sql, [first?.tenantId ?? '', bills.map((e) => e.position)]);
  },

  rangeSql: (target) => statements(target, 'e.position > $2 AND e.position <= $3'),
};

/** One set of statements for apply and the range (appends and rebuilds), so a rebuild writes exactly what the appends wrote. */
function statements(target: ProjectionTarget, positions: string): string[] {
  const table = target.table(BILL_BALANCE_TABLE);
  // The events by their positions alone (unindexed): the stream's prefix is a range of its index.
  const events = `e.tenant_id = $1 AND ${positions} AND ${unindexed(`e.stream LIKE '${BILL_STREAM_PREFIX}%'`)}`;
  const billId = `substr(e.stream, ${BILL_STREAM_PREFIX.length + 1})::uuid`;
  return [
    `INSERT INTO ${table} (tenant_id, bill_id, supplier_party, occurred_on, due_date, grand_total)
     SELECT e.tenant_id, ${billId}, '${partyOf('supplier', '')}' || (e.payload->>'supplierId'),
            (e.payload->>'date')::date, (e.payload->>'dueDate')::date, (e.payload->>'grandTotal')::numeric
       FROM ledger_event e WHERE ${events} AND ${unindexed(`e.type = 'BillConfirmed'`)}`,
    // Payments and reversals apart, each an inner join: Citus refuses the outer join of events to
    // their postings that one statement would need.
    `UPDATE ${table} b SET paid = b.paid + m.paid
       FROM (SELECT ${billId} AS bill_id, sum(p.debit - p.credit) AS paid
               FROM ledger_event e
               JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
                    AND p.account = '${ACCOUNTS.payable}' AND p.commodity IS NULL
              WHERE ${events} AND ${unindexed(`e.type NOT IN ('BillConfirmed', 'BillReversed')`)}
              GROUP BY 1) m
      WHERE b.tenant_id = $1 AND b.bill_id = m.bill_id`,
    `UPDATE ${table} b SET reversed = true
      WHERE b.tenant_id = $1 AND b.bill_id IN (SELECT ${billId} FROM ledger_event e WHERE ${events} AND ${unindexed(`e.type = 'BillReversed'`)})`,
  ];
}

/**
 * A bill's status (BillStatus) from its balance `b` alone, as invoices' is: no balance row means no
 * confirmation yet; the reversal marks the row. billStatus's rules, as SQL.
 */
export const BILL_STATUS_SQL = `CASE WHEN b.bill_id IS NULL THEN 'pending'
  WHEN b.reversed THEN 'reversed'
  WHEN b.grand_total - b.paid <= 0 THEN 'paid'
  WHEN b.paid > 0 THEN 'partial' ELSE 'due' END`;
