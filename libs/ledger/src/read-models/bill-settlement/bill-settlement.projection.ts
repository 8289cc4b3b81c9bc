import { ACCOUNTS, BILL_STREAM_PREFIX } from '@ginuma/domain';
import type { Projection, ProjectionTarget } from '../../projections/projection';
import { unindexed } from '../positions-first';

export const BILL_SETTLEMENT_TABLE = 'bill_settlement';

/**
 * One row per bill event with what it changed of what the bill owes (`owed`: what it credited to
 * the supplier's payable less what it debited, money only), both of its times and both of its
 * bill's. bill_balance holds where each bill stands now; an "as of D, known at T" question takes
 * back the rows that came after D or T while their bill already stood, so a historical payables
 * aging costs what crossed D or T, not the whole history.
 */
export const billSettlementProjection: Projection = {
  name: 'bill-settlement',
  handles: 'all',
  tables: [BILL_SETTLEMENT_TABLE],

  async apply(tx, events, target) {
    const bills = events.filter((e) => e.stream.startsWith(BILL_STREAM_PREFIX));
    const [first] = bills;
    if (!first) return;
    await tx.query(insertSql(target, 'e.position = ANY($2::bigint[])'), [first.tenantId, bills.map((e) => e.position)]);
  },

  rangeSql: (target) => [insertSql(target, 'e.position > $2 AND e.position <= $3')],
};

/**
 * One statement for apply and the range (appends and rebuilds); a bill's date and recording are its
 * stream's first event's. The events by their positions alone (unindexed): the stream's prefix is a range of its index.
 * The postings by the statement's tenant ($1), not the event's: Citus runs the insert on every shard otherwise.
 */
function insertSql(target: ProjectionTarget, positions: string): string {
  return `INSERT INTO ${target.table(BILL_SETTLEMENT_TABLE)} (tenant_id, position, bill_id, bill_date, bill_recorded_at, occurred_on, recorded_at, owed, confirmation)
     SELECT e.tenant_id, e.position, substr(e.stream, ${BILL_STREAM_PREFIX.length + 1})::uuid, c.occurred_on, c.recorded_at, e.occurred_on, e.recorded_at,
            coalesce((SELECT sum(p.credit - p.debit) FROM ledger_posting p
                       WHERE p.tenant_id = $1 AND p.position = e.position AND p.account = '${ACCOUNTS.payable}' AND p.commodity IS NULL), 0),
            e.type = 'BillConfirmed'
       FROM ledger_event e
       JOIN ledger_event c ON c.tenant_id = e.tenant_id AND c.stream = e.stream AND c.stream_version = 1
      WHERE e.tenant_id = $1 AND ${positions} AND ${unindexed(`e.stream LIKE '${BILL_STREAM_PREFIX}%'`)}`;
}
