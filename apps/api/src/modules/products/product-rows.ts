import type { Tx } from '../../platform/database/database';
import type { LabelProduct } from './barcode-labels';

const COST_COLUMNS = 'id, product_id, effective_on, unit_cost::text, note, created_at';

export type CostEntry = {
  id: string;
  product_id: string;
  effective_on: string;
  unit_cost: string;
  note: string | null;
  created_at: Date;
};

export type CostValues = {
  effective_on: string;
  unit_cost: string;
  note: string | null;
};

/** Whether the product exists in the workspace (`live`: and is not deleted). */
export async function productExists(tx: Tx, tenantId: string, productId: string, options: { live: boolean }): Promise<boolean> {
  const [found] = await tx.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2${options.live ? ' AND deleted_at IS NULL' : ''}`, [tenantId, productId]);
  return Boolean(found);
}

/** The product's cost history, newest first. */
export function productCosts(tx: Tx, tenantId: string, productId: string): Promise<CostEntry[]> {
  return tx.query<CostEntry>(
    `SELECT ${COST_COLUMNS} FROM product_costs WHERE tenant_id = $1 AND product_id = $2 ORDER BY effective_on DESC, created_at DESC`,
    [tenantId, productId],
  );
}

export async function insertCost(tx: Tx, tenantId: string, productId: string, values: CostValues): Promise<CostEntry> {
  const [row] = await tx.query<CostEntry>(
    `INSERT INTO product_costs (tenant_id, product_id, effective_on, unit_cost, note) VALUES ($1, $2, $3, $4, $5) RETURNING ${COST_COLUMNS}`,
    [tenantId, productId, values.effective_on, values.unit_cost, values.note],
  );
  return row;
}

export async function updateCost(tx: Tx, tenantId: string, costId: string, values: CostValues): Promise<CostEntry | undefined> {
  const [row] = await tx.query<CostEntry>(
    `UPDATE product_costs SET effective_on = $3, unit_cost = $4, note = $5 WHERE tenant_id = $1 AND id = $2 RETURNING ${COST_COLUMNS}`,
    [tenantId, costId, values.effective_on, values.unit_cost, values.note],
  );
  return row;
}

export async function deleteCost(tx: Tx, tenantId: string, costId: string): Promise<CostEntry | undefined> {
  const [row] = await tx.query<CostEntry>(`DELETE FROM product_costs WHERE tenant_id = $1 AND id = $2 RETURNING ${COST_COLUMNS}`, [tenantId, costId]);
  return row;
}

/** The product's unit cost follows its latest cost entry, if it has any. */
export async function syncUnitCost(tx: Tx, tenantId: string, productId: string): Promise<void> {
  await tx.query(
    `UPDATE products p SET unit_cost = c.unit_cost, updated_at = now()
       FROM (SELECT unit_cost FROM product_costs WHERE tenant_id = $1 AND product_id = $2
              ORDER BY effective_on DESC, created_at DESC LIMIT 1) c
      WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, productId],
  );
}

/** What a live product's label scans as: its barcode, else its code. */
export async function barcodeTextOf(tx: Tx, tenantId: string, code: string): Promise<string | null> {
  const [product] = await tx.query<{ barcode: string | null; code: string }>(
    `SELECT code, barcode FROM products WHERE tenant_id = $1 AND code = $2 AND deleted_at IS NULL`,
    [tenantId, code],
  );
  return product ? (product.barcode ?? product.code) : null;
}

/** The live products among `ids` (at most 200), by code, as their labels show them. */
export function labelProducts(tx: Tx, tenantId: string, ids: readonly string[]): Promise<LabelProduct[]> {
  return tx.query<LabelProduct>(
    `SELECT name, code, barcode, selling_price::text FROM products WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL ORDER BY code`,
    [tenantId, ids.slice(0, 200)],
  );
}
