import { ACCOUNTS, supplyParty } from '@ginuma/domain';
import type { Projection, ProjectionTarget } from '../../projections/projection';

export const VAT_DAY_TABLE = 'ledger_vat_day';

/** An event's day of recording (`e` the event), in UTC so that it does not depend on the session's time zone. */
const RECORDED_ON = `(e.recorded_at AT TIME ZONE 'UTC')::date`;

/**
 * One event's part in a VAT return, from its own postings (`e` the event): output tax, input tax,
 * standard-rated, zero-rated and exempt supplies (sales less discounts, told apart by the supply
 * party, see supplyParty) and, on an event bearing input tax, what it bought (payable less that
 * tax). An event that touches none of these accounts but the payable (a bill's payment) has no
 * row. The read model and the VAT return's late events (recorded after `known_at`) both sum it.
 * The postings are the statement's tenant's (`$1`), not the event's: Citus runs a statement whose
 * subquery names the row's tenant on every shard (an append's projection: on all 32).
 */
export const VAT_EVENT_SUMS = `
  SELECT sum(CASE WHEN p.account = '${ACCOUNTS.taxPayable}' THEN p.credit - p.debit ELSE 0 END) AS output_tax,
         sum(CASE WHEN p.account = '${ACCOUNTS.inputTax}' THEN p.debit - p.credit ELSE 0 END) AS input_tax,
         sum(CASE WHEN p.account IN ('${ACCOUNTS.sales}', '${ACCOUNTS.discounts}') AND p.party IS NULL THEN p.credit - p.debit ELSE 0 END) AS standard,
         sum(CASE WHEN p.account IN ('${ACCOUNTS.sales}', '${ACCOUNTS.discounts}') AND p.party = '${supplyParty('zero_rated')}' THEN p.credit - p.debit ELSE 0 END) AS zero_rated,
         sum(CASE WHEN p.account IN ('${ACCOUNTS.sales}', '${ACCOUNTS.discounts}') AND p.party = '${supplyParty('exempt')}' THEN p.credit - p.debit ELSE 0 END) AS exempt,
         sum(CASE WHEN p.account = '${ACCOUNTS.payable}' THEN p.credit - p.debit ELSE 0 END) AS payable
    FROM ledger_posting p
   WHERE p.tenant_id = $1 AND p.position = e.position AND p.commodity IS NULL
     AND p.account IN ('${ACCOUNTS.taxPayable}', '${ACCOUNTS.inputTax}', '${ACCOUNTS.sales}', '${ACCOUNTS.discounts}', '${ACCOUNTS.payable}')
  HAVING bool_or(p.account <> '${ACCOUNTS.payable}')
  OFFSET 0`;

/**
 * Each document's VAT figures per business day and day of recording (stream, business day and
 * the UTC day its events were recorded; deltas, never running totals, so a back-dated event
 * changes one row), with how many events made them: the VAT return of a period reads its days'
 * rows instead of every event dated in it, and as known at a moment keeps the rows recorded by
 * that moment's day, taking back only that day's events recorded after it. Without the day of
 * recording it had to take back every event recorded since the moment, which for a month asked
 * as known a month back is almost the whole month.
 */
export const vatDayProjection: Projection = {
  name: 'vat-day',
  handles: 'all',
  tables: [VAT_DAY_TABLE],

  async apply(tx, events, target) {
    const [first] = events;
    if (!first) return;
    await tx.query(upsertSql(target, 'e.position = ANY($2::bigint[])'), [first.tenantId, events.map((e) => e.position)]);
  },

  rangeSql: (target) => [upsertSql(target, 'e.position > $2 AND e.position <= $3')],
};

/** One statement for apply and the range (appends and rebuilds). */
function upsertSql(target: ProjectionTarget, positions: string): string {
  return `INSERT INTO ${target.table(VAT_DAY_TABLE)} AS d (tenant_id, occurred_on, stream, recorded_on, code, events, output_tax, input_tax, standard, zero_rated, exempt, purchases)
     SELECT e.tenant_id, e.occurred_on, e.stream, ${RECORDED_ON}, max(e.payload->>'code'), count(*), sum(s.output_tax), sum(s.input_tax), sum(s.standard), sum(s.zero_rated), sum(s.exempt),
            sum(CASE WHEN s.input_tax <> 0 THEN s.payable - s.input_tax ELSE 0 END)
       FROM ledger_event e
      CROSS JOIN LATERAL (${VAT_EVENT_SUMS}) s
      WHERE e.tenant_id = $1 AND ${positions}
      GROUP BY 1, 2, 3, 4
     ON CONFLICT (tenant_id, occurred_on, stream, recorded_on) DO UPDATE
        SET code = greatest(d.code, EXCLUDED.code), events = d.events + EXCLUDED.events,
            output_tax = d.output_tax + EXCLUDED.output_tax, input_tax = d.input_tax + EXCLUDED.input_tax,
            standard = d.standard + EXCLUDED.standard, zero_rated = d.zero_rated + EXCLUDED.zero_rated,
            exempt = d.exempt + EXCLUDED.exempt, purchases = d.purchases + EXCLUDED.purchases`;
}
