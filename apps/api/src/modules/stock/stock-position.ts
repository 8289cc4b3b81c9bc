import { ACCOUNTS, Money, partyOf, Quantity, type StockShelf } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

export interface LockedProduct {
  id: string;
  type: string;
  unit_cost: string | null;
  deleted: boolean;
}

/**
 * Locks products' rows FOR UPDATE, in id order (every writer of stock takes them in that
 * order, so two never wait on each other in a circle). Whoever holds a product's row is the
 * only one deciding a stock-out of it until commit: that is what keeps two outs at once
 * from both taking the last units.
 */
export async function lockProducts(tx: Tx, tenantId: string, ids: readonly string[]): Promise<LockedProduct[]> {
  if (ids.length === 0) return [];
  return tx.query<LockedProduct>(
    `SELECT id, type, unit_cost::text AS unit_cost, deleted_at IS NOT NULL AS deleted
       FROM products WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [tenantId, ids],
  );
}

/**
 * Products' stock positions from the ledger's balances: quantity on hand (inventory,
 * commodity product:<id>) and its value at cost (inventory, party product:<id>), over every
 * business date, which costing averages; and the lowest quantity each stands at on any day
 * from `from` (the out's date) onward, with the first day it stands there, which a stock out
 * may not exceed (see LowestBalance). One statement, each product's days read in the daily
 * balances' key order. Read after lockProducts, so no one else changes them until commit.
 */
export async function stockPositions(tx: Tx, tenantId: string, ids: readonly string[], from: string): Promise<Map<string, StockShelf>> {
  if (ids.length === 0) return new Map();
  const keys = ids.map((id) => partyOf('product', id));
  const rows = await tx.query<{ key: string; quantity: string; value: string; lowest: string; lowest_on: string }>(
    `SELECT k.key, coalesce(q.quantity, 0)::text AS quantity, coalesce(v.value, 0)::text AS value,
            l.quantity::text AS lowest, to_char(l.on, 'YYYY-MM-DD') AS lowest_on
       FROM unnest($3::text[]) AS k(key)
       LEFT JOIN LATERAL (SELECT sum(b.quantity) AS quantity FROM ledger_balance_daily b
                           WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = '' AND b.commodity = k.key) q ON true
       LEFT JOIN LATERAL (SELECT sum(b.debit - b.credit) AS value FROM ledger_balance_daily b
                           WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = k.key AND b.commodity = '') v ON true
       CROSS JOIN LATERAL (
         WITH days AS (SELECT b.occurred_on, sum(b.quantity) OVER (ORDER BY b.occurred_on) AS quantity FROM ledger_balance_daily b
                        WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = '' AND b.commodity = k.key)
         SELECT d.on, d.quantity FROM (
           SELECT $4::date AS on, coalesce((SELECT quantity FROM days WHERE occurred_on <= $4 ORDER BY occurred_on DESC LIMIT 1), 0) AS quantity
           UNION ALL
           SELECT occurred_on, quantity FROM days WHERE occurred_on > $4) d
          ORDER BY d.quantity, d.on LIMIT 1) l`,
    [tenantId, ACCOUNTS.inventory, keys, from],
  );
  return new Map(
    ids.map((id, i) => {
      const row = rows.find((r) => r.key === keys[i]);
      const lowest = { amount: Quantity.of(row?.lowest ?? '0'), on: row?.lowest_on ?? from };
      return [id, { onHand: Quantity.of(row?.quantity ?? '0'), value: Money.of(row?.value ?? '0'), lowest }];
    }),
  );
}
