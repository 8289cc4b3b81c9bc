/**
 * Invoice lines that sold a product, from the ledger's invoice events: each confirmed line
 * counts on its invoice's date, and a reversal takes it back (sign −1) on the reversal's date.
 * `knownAt` names the query parameter (`$4`) of instant T: only events recorded by then (NULL: all).
 */
export function saleMoves(knownAt: string): string {
  const known = (alias: string) => `(${knownAt}::timestamptz IS NULL OR ${alias}.recorded_at <= ${knownAt}::timestamptz)`;
  return `confirmed AS (
    SELECT e.position, e.stream, e.occurred_on, e.payload->>'code' AS code, l FROM ledger_event e, jsonb_array_elements(e.payload->'lines') l
     WHERE e.tenant_id = $1 AND e.type = 'InvoiceConfirmed' AND l->>'productId' IS NOT NULL AND ${known('e')}),
  moves AS (
    SELECT c.position, c.stream, c.code, c.occurred_on AS day, 1 AS sign, c.l FROM confirmed c
    UNION ALL
    SELECT r.position, r.stream, c.code, r.occurred_on, -1, c.l FROM ledger_event r JOIN confirmed c ON c.stream = r.stream
     WHERE r.tenant_id = $1 AND r.type = 'InvoiceReversed' AND ${known('r')})`;
}

/**
 * A line's cost is its cost of sales at the moving average decided at confirm time
 * (stockable lines); other lines keep the cost their unit cost implied (total − profit).
 */
export const SALE_FIGURES = `sum(m.sign * (m.l->>'quantity')::numeric)::numeric(18,3)::text AS quantity,
    sum(m.sign * (m.l->>'total')::numeric)::numeric(18,2)::text AS revenue,
    sum(m.sign * coalesce((m.l->>'costOfSales')::numeric, (m.l->>'total')::numeric - coalesce((m.l->>'profit')::numeric, (m.l->>'total')::numeric)))::numeric(18,2)::text AS cost,
    sum(m.sign * coalesce((m.l->>'profit')::numeric, 0))::numeric(18,2)::text AS profit`;

/** Business dates bounding a product sales question; null leaves that end open. */
export interface SalesPeriod {
  from: string | null;
  to: string | null;
  /** Instant T: only invoice events recorded by then; null: everything recorded. */
  knownAt: string | null;
}

