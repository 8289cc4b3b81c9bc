import { MoneyDecimal } from '@ginuma/domain';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import { LIVE_TABLES, type Projection } from '../../projections/projection';

export const BALANCE_TABLE = 'ledger_balance_daily';

/**
 * Debits, credits and quantities per (account, party, commodity, business day): daily
 * deltas, never running totals, so a back-dated event changes one day's row and every
 * "as of D" sum stays right. '' stands for no party / money in the key columns.
 *
 * It answers "as of D" only. "As known at T" needs the events recorded up to T, which a
 * delta table cannot tell apart, so those queries read postings joined with their events.
 *
 * appendToStream does not call `apply`: ledger_append adds the same sums in its own round
 * trip (migrations/1732241800000-ledger-append.ts). `apply` serves callers that feed the
 * projection events themselves; rebuilds use `replay`.
 */
export const accountBalanceProjection: Projection = {
  name: 'account-balance',
  handles: 'all',
  tables: [BALANCE_TABLE],

  async apply(tx, events, target) {
    const rows = sumByDay(events);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${target.table(BALANCE_TABLE)} AS b
              (tenant_id, account, party, commodity, occurred_on, debit, credit, quantity)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::numeric[], $7::numeric[], $8::numeric[])
       ON CONFLICT (tenant_id, account, party, commodity, occurred_on) DO UPDATE
          SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
              quantity = b.quantity + EXCLUDED.quantity`,
      [
        rows[0]?.tenantId,
        rows.map((r) => r.account),
        rows.map((r) => r.party),
        rows.map((r) => r.commodity),
        rows.map((r) => r.occurredOn),
        rows.map((r) => r.debit.toFixed(2)),
        rows.map((r) => r.credit.toFixed(2)),
        rows.map((r) => r.quantity.toFixed(3)),
      ],
      target === LIVE_TABLES ? { prepare: 'ledger_account_balance_apply' } : undefined,
    );
  },

  async replay(tx, range, target) {
    await tx.query(
      `INSERT INTO ${target.table(BALANCE_TABLE)} AS b
              (tenant_id, account, party, commodity, occurred_on, debit, credit, quantity)
       SELECT p.tenant_id, p.account, coalesce(p.party, ''), coalesce(p.commodity, ''), e.occurred_on,
              sum(p.debit), sum(p.credit), sum(p.quantity)
         FROM ledger_event e
         JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
        WHERE e.tenant_id = $1 AND e.position > $2 AND e.position <= $3
          AND p.tenant_id = $1 AND p.position > $2 AND p.position <= $3
        GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT (tenant_id, account, party, commodity, occurred_on) DO UPDATE
          SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
              quantity = b.quantity + EXCLUDED.quantity`,
      [range.tenantId, range.afterPosition, range.toPosition],
    );
  },
};

interface DayRow {
  tenantId: string;
  account: string;
  party: string;
  commodity: string;
  occurredOn: string;
  debit: MoneyDecimal;
  credit: MoneyDecimal;
  quantity: MoneyDecimal;
}

// One row per key: ON CONFLICT cannot touch the same row twice in a statement.
function sumByDay(events: readonly RecordedEvent[]): DayRow[] {
  const rows = new Map<string, DayRow>();
  for (const event of events) {
    if (event.tenantId !== events[0]?.tenantId) throw new Error('account-balance: events of several tenants in one apply');
    for (const p of event.postings) {
      const party = p.party ?? '';
      const commodity = p.commodity ?? '';
      const key = JSON.stringify([p.account, party, commodity, event.occurredOn]);
      const row = rows.get(key) ?? {
        tenantId: event.tenantId, account: p.account, party, commodity, occurredOn: event.occurredOn,
        debit: new MoneyDecimal(0), credit: new MoneyDecimal(0), quantity: new MoneyDecimal(0),
      };
      row.debit = row.debit.plus(p.debit);
      row.credit = row.credit.plus(p.credit);
      row.quantity = row.quantity.plus(p.quantity);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
