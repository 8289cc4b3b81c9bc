import { ACCOUNTS, Money, partyOf, Quantity, type StockPosition } from '@ginuma/domain';
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
 * business date. A stock out may not exceed this current quantity. Read
 * after lockProducts, so no one else changes it until commit.
 */
export async function stockPositions(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Map<string, StockPosition>> {
  if (ids.length === 0) return new Map();
  const keys = ids.map((id) => partyOf('product', id));
  const rows = await tx.query<{ key: string; quantity: string; value: string }>(
    `SELECT k.key, coalesce(q.quantity, 0)::text AS quantity, coalesce(v.value, 0)::text AS value
       FROM unnest($3::text[]) AS k(key)
       LEFT JOIN LATERAL (SELECT sum(b.quantity) AS quantity FROM ledger_balance_daily b
                           WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = '' AND b.commodity = k.key) q ON true
       LEFT JOIN LATERAL (SELECT sum(b.debit - b.credit) AS value FROM ledger_balance_daily b
                           WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = k.key AND b.commodity = '') v ON true`,
    [tenantId, ACCOUNTS.inventory, keys],
  );
  return new Map(
    ids.map((id, i) => {
      const row = rows.find((r) => r.key === keys[i]);
      return [id, { onHand: Quantity.of(row?.quantity ?? '0'), value: Money.of(row?.value ?? '0') }];
    }),
  );
}
