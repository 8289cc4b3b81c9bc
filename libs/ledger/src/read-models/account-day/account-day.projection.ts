import { MoneyDecimal } from '@ginuma/domain';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import { LIVE_TABLES, type Projection } from '../../projections/projection';

export const ACCOUNT_DAY_TABLE = 'ledger_account_day';

/**
 * Debits, credits and the number of money posting lines per (account, business day), parties
 * summed: the books reports' summary. A line that moves only a quantity (stock counted in
 * units) is no line of the general ledger, which is in money, so it is not counted. The trial balance and the balance sheet
 * sum a few rows per account and day instead of one per party and day, and a general-ledger
 * page finds the day its offset falls on from the line counts. Daily deltas, never running
 * totals, so a back-dated event changes one day's row.
 */
export const accountDayProjection: Projection = {
  name: 'account-day',
  handles: 'all',
  tables: [ACCOUNT_DAY_TABLE],

  async apply(tx, events, target) {
    const rows = sumByAccountDay(events);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${target.table(ACCOUNT_DAY_TABLE)} AS d (tenant_id, account, occurred_on, debit, credit, lines)
       SELECT $1, * FROM unnest($2::text[], $3::date[], $4::numeric[], $5::numeric[], $6::bigint[])
       ON CONFLICT (tenant_id, account, occurred_on) DO UPDATE
          SET debit = d.debit + EXCLUDED.debit, credit = d.credit + EXCLUDED.credit, lines = d.lines + EXCLUDED.lines`,
      [
        events[0]?.tenantId,
        rows.map((r) => r.account),
        rows.map((r) => r.occurredOn),
        rows.map((r) => r.debit.toFixed(2)),
        rows.map((r) => r.credit.toFixed(2)),
        rows.map((r) => r.lines),
      ],
      target === LIVE_TABLES ? { prepare: 'ledger_account_day_apply' } : undefined,
    );
  },

  // The postings are found by their events' positions alone: with the range on them too, a planner
  // that took the range for a row or two (a batch appended in the same transaction as others, its
  // table's statistics from before them) scanned the whole range for each event, 500 × 1,000 rows.
  rangeSql: (target) => [
    `INSERT INTO ${target.table(ACCOUNT_DAY_TABLE)} AS d (tenant_id, account, occurred_on, debit, credit, lines)
     SELECT p.tenant_id, p.account, e.occurred_on, sum(p.debit), sum(p.credit), count(*)
       FROM ledger_event e
       JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
      WHERE e.tenant_id = $1 AND e.position > $2 AND e.position <= $3
        AND p.tenant_id = $1 AND (p.debit <> 0 OR p.credit <> 0)
      GROUP BY 1, 2, 3
     ON CONFLICT (tenant_id, account, occurred_on) DO UPDATE
        SET debit = d.debit + EXCLUDED.debit, credit = d.credit + EXCLUDED.credit, lines = d.lines + EXCLUDED.lines`,
  ],
};

interface AccountDayRow {
  account: string;
  occurredOn: string;
  debit: MoneyDecimal;
  credit: MoneyDecimal;
  lines: number;
}

// One row per key: ON CONFLICT cannot touch the same row twice in a statement.
function sumByAccountDay(events: readonly RecordedEvent[]): AccountDayRow[] {
  const rows = new Map<string, AccountDayRow>();
  for (const event of events) {
    if (event.tenantId !== events[0]?.tenantId) throw new Error('account-day: events of several tenants in one apply');
    for (const p of event.postings) {
      if (new MoneyDecimal(p.debit).isZero() && new MoneyDecimal(p.credit).isZero()) continue;
      const key = JSON.stringify([p.account, event.occurredOn]);
      const row = rows.get(key) ?? { account: p.account, occurredOn: event.occurredOn, debit: new MoneyDecimal(0), credit: new MoneyDecimal(0), lines: 0 };
      row.debit = row.debit.plus(p.debit);
      row.credit = row.credit.plus(p.credit);
      row.lines += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
