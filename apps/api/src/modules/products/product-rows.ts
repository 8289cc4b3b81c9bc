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

export type ProductSale = {
  product_id: string;
  code: string;
  name: string;
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
};

export type ProductSaleLine = {
  event_id: number;
  stream: string;
  invoice_id: string;
  invoice_code: string;
  date: string;
  kind: string;
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
};

/**
 * Invoice lines that sold a product, from the ledger's invoice events: each confirmed line
 * counts on its invoice's date, and a reversal takes it back (sign −1) on the reversal's date.
 */
const SALE_MOVES = `confirmed AS (
    SELECT e.position, e.stream, e.occurred_on, e.payload->>'code' AS code, l FROM ledger_event e, jsonb_array_elements(e.payload->'lines') l
     WHERE e.tenant_id = $1 AND e.type = 'InvoiceConfirmed' AND l->>'productId' IS NOT NULL),
  moves AS (
    SELECT c.position, c.stream, c.code, c.occurred_on AS day, 1 AS sign, c.l FROM confirmed c
    UNION ALL
    SELECT r.position, r.stream, c.code, r.occurred_on, -1, c.l FROM ledger_event r JOIN confirmed c ON c.stream = r.stream
     WHERE r.tenant_id = $1 AND r.type = 'InvoiceReversed')`;

/**
 * A line's cost is its cost of sales at the moving average decided at confirm time
 * (stockable lines); other lines keep the cost their unit cost implied (total − profit).
 */
const SALE_FIGURES = `sum(m.sign * (m.l->>'quantity')::numeric)::numeric(18,3)::text AS quantity,
    sum(m.sign * (m.l->>'total')::numeric)::numeric(18,2)::text AS revenue,
    sum(m.sign * coalesce((m.l->>'costOfSales')::numeric, (m.l->>'total')::numeric - coalesce((m.l->>'profit')::numeric, (m.l->>'total')::numeric)))::numeric(18,2)::text AS cost,
    sum(m.sign * coalesce((m.l->>'profit')::numeric, 0))::numeric(18,2)::text AS profit`;

/** Whether the product exists in the workspace (`live`: and is not deleted). */
export async function productExists(tx: Tx, tenantId: string, productId: string, options: { live: boolean }): Promise<boolean> {
  const [found] = await tx.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2${options.live ? ' AND deleted_at IS NULL' : ''}`, [tenantId, productId]);
  return Boolean(found);
}

/** Each product's sales over the period (either end open), by code. */
export function productSales(tx: Tx, tenantId: string, from: string | null, to: string | null): Promise<ProductSale[]> {
  return tx.query<ProductSale>(
    `WITH ${SALE_MOVES}
     SELECT p.id AS product_id, p.code, p.name, ${SALE_FIGURES}
       FROM moves m JOIN products p ON p.tenant_id = $1 AND p.id = (m.l->>'productId')::uuid
      WHERE ($2::date IS NULL OR m.day >= $2) AND ($3::date IS NULL OR m.day <= $3)
      GROUP BY p.id, p.code, p.name ORDER BY p.code`,
    [tenantId, from, to],
  );
}

/** One product's confirmations and reversals over the period, reversals negated. */
export async function productSaleLines(tx: Tx, tenantId: string, productId: string, from: string | null, to: string | null): Promise<ProductSaleLine[]> {
  const rows = await tx.query<Omit<ProductSaleLine, 'event_id'> & { event_id: string }>(
    `WITH ${SALE_MOVES}
     SELECT m.position::text AS event_id, m.stream, substr(m.stream, 9)::uuid AS invoice_id, m.code AS invoice_code, m.day::text AS date,
            CASE WHEN m.sign > 0 THEN 'sale' ELSE 'reversal' END AS kind,
            ${SALE_FIGURES}
       FROM moves m
      WHERE (m.l->>'productId')::uuid = $4 AND ($2::date IS NULL OR m.day >= $2) AND ($3::date IS NULL OR m.day <= $3)
      GROUP BY m.position, m.stream, m.code, m.day, m.sign ORDER BY m.day, m.position`,
    [tenantId, from, to, productId],
  );
  return rows.map((r) => ({ ...r, event_id: Number(r.event_id) }));
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
