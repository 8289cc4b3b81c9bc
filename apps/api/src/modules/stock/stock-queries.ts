import { isCalendarDate, isId, ledgerQueryRefusal, stockRefusal, validationRefusal, type StockLevelView, type StockMovementSummaryView, type StockMovementView } from '@ginuma/domain';
import { STOCK_LEVEL_TABLE, STOCK_MOVEMENT_TABLE } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import { invalid } from '../../platform/http/app-errors';
import type { ListQuery } from '../../platform/listing/list-query';
import { parseTimeAxes, text } from '../ledger/ledger-query';

/** The filter keys the stock lists share (contract: stock levels and movements). */
export interface StockFilter {
  q?: string;
  ids?: string[];
  productId?: string;
  categoryId?: string;
  /** Business dates: levels as of `asOf`; movements from `from` to `to`. */
  asOf?: string;
  from?: string;
  to?: string;
  knownAt?: string;
  belowLevel?: boolean;
  transactionType?: 'in' | 'out';
  source?: string;
}

const SOURCES = ['opening', 'stock_update', 'invoice', 'invoice_reversal', 'bill', 'bill_reversal', 'credit_note', 'credit_note_reversal', 'debit_note', 'debit_note_reversal', 'other'];

export function stockFilterOf(list: ListQuery, query: Record<string, unknown>): StockFilter {
  const extra = list.filter.extra;
  const pick = (key: string): string | undefined => {
    const value = query[key] ?? extra[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw invalid(key, validationRefusal.field('text', { label: key.replace(/_/g, ' ') }));
    return value;
  };
  const uuid = (key: string, label: string): string | undefined => {
    const value = pick(key);
    if (value !== undefined && !isId(value)) throw invalid(key, validationRefusal.field('choice', { label }));
    return value;
  };
  const axes = parseTimeAxes({ as_of: pick('as_of'), known_at: pick('known_at') });
  const type = pick('transaction_type');
  if (type !== undefined && type !== 'in' && type !== 'out') throw stockRefusal.onField('transaction_type', 'transaction-type');
  const source = pick('source');
  if (source !== undefined && !SOURCES.includes(source)) throw ledgerQueryRefusal.onField('source', 'source', { sources: SOURCES.join(', ') });
  const below = query.below_level ?? extra.below_level;
  return {
    q: list.filter.q,
    ids: list.filter.ids?.filter(isId),
    productId: uuid('product_id', 'product'),
    categoryId: uuid('category_id', 'category'),
    asOf: axes.asOf,
    from: list.filter.from ?? dateText(query.from, 'from'),
    to: list.filter.to ?? dateText(query.to, 'to'),
    knownAt: axes.knownAt,
    belowLevel: below === true || below === 'true' || below === '1' || below === 1,
    transactionType: type,
    source,
  };
}

function dateText(value: unknown, field: string): string | undefined {
  const given = text(value);
  if (given !== undefined && !isCalendarDate(given)) throw invalid(field, validationRefusal.field('date', { label: `${field} date` }));
  return given;
}

/** Positional parameters after the tenant ($1). */
class Params {
  readonly values: unknown[];
  constructor(tenantId: string) {
    this.values = [tenantId];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type StockLevelRow = StockLevelView;

export const LEVEL_SORTS: Record<string, string> = {
  code: 'p.code',
  name: 'p.name',
  stock_quantity: 'coalesce(s.quantity, 0)',
  stock_value: 'coalesce(s.value, 0)',
};

/**
 * Each product's quantity on hand and value at cost as of a business date, from whichever
 * end of the tenant's history is nearer: its stock now (stock_level) less the movements dated
 * after the date, or the movements up to the date summed from the first. "As known at T"
 * sums the movements recorded by then.
 */
function stockCte(filter: StockFilter, params: Params, fromStart: boolean): string {
  const asOf = filter.asOf ? params.add(filter.asOf) : null;
  const movements = (where: string, sign = '') =>
    `SELECT m.product_id AS id, ${sign}m.quantity AS quantity, ${sign}m.value AS value FROM ${STOCK_MOVEMENT_TABLE} m WHERE m.tenant_id = $1 AND ${where}`;
  let rows: string;
  if (filter.knownAt) rows = movements(`m.recorded_at <= ${params.add(filter.knownAt)}::timestamptz${asOf ? ` AND m.occurred_on <= ${asOf}::date` : ''}`);
  else if (!asOf) return `SELECT l.product_id AS id, l.quantity, l.value FROM ${STOCK_LEVEL_TABLE} l WHERE l.tenant_id = $1`;
  else if (fromStart) rows = movements(`m.occurred_on <= ${asOf}::date`);
  else {
    rows = `SELECT l.product_id AS id, l.quantity, l.value FROM ${STOCK_LEVEL_TABLE} l WHERE l.tenant_id = $1
            UNION ALL ${movements(`m.occurred_on > ${asOf}::date`, '-')}`;
  }
  // Grouped by the products' own key, so the planner knows it gets one row per product (an
  // aggregate over the union it guesses at 200, and joined 2,000 products by nested loop).
  return `SELECT p.id, sum(x.quantity) AS quantity, sum(x.value) AS value
            FROM products p JOIN (${rows}) x ON x.id = p.id
           WHERE p.tenant_id = $1 AND p.type = 'Stockable' AND p.deleted_at IS NULL
           GROUP BY p.id`;
}

/** Whether `asOf` lies in the older half of the tenant's stock history (summing from the start is then shorter). */
async function nearerTheStart(tx: Tx, tenantId: string, asOf: string | undefined): Promise<boolean> {
  if (!asOf) return false;
  const [row] = await tx.query<{ older: boolean }>(
    `SELECT $2::date < first + (current_date - first) / 2 AS older
       FROM (SELECT min(occurred_on) AS first FROM ${STOCK_MOVEMENT_TABLE} WHERE tenant_id = $1) h`,
    [tenantId, asOf],
  );
  return row?.older ?? false;
}

/** Stock levels: stockable, live products with their stock as of the filter's date. */
export async function stockLevels(tx: Tx, tenantId: string, list: ListQuery, filter: StockFilter): Promise<{ rows: StockLevelRow[]; total: number }> {
  const fromStart = await nearerTheStart(tx, tenantId, filter.asOf);
  const params = new Params(tenantId);
  const stock = stockCte(filter, params, fromStart);
  const where = [`p.tenant_id = $1`, `p.type = 'Stockable'`, `p.deleted_at IS NULL`];
  if (filter.q) {
    const pattern = params.add(likePattern(filter.q));
    where.push(`(p.code ILIKE ${pattern} OR p.name ILIKE ${pattern} OR p.barcode ILIKE ${pattern})`);
  }
  if (filter.productId) where.push(`p.id = ${params.add(filter.productId)}`);
  if (filter.ids) where.push(`p.id = ANY(${params.add(filter.ids)}::uuid[])`);
  if (filter.categoryId) where.push(`p.category_id = ${params.add(filter.categoryId)}`);
  if (filter.belowLevel) where.push(`p.stock_level IS NOT NULL AND coalesce(s.quantity, 0) < p.stock_level`);
  const order = `${LEVEL_SORTS[list.sort.field] ?? 'p.code'} ${list.sort.order}, p.id ${list.sort.order}`;
  const page = list.range ? `LIMIT ${list.range.end - list.range.start + 1} OFFSET ${list.range.start}` : '';
  const rows = await tx.query<StockLevelRow & { total: number }>(
    `WITH s AS MATERIALIZED (${stock})
     SELECT p.id, p.code, p.name, p.category_id, c.name AS category_name, u.name AS unit_name,
            p.stock_level::text AS stock_level,
            coalesce(s.quantity, 0)::numeric(20,3)::text AS stock_quantity,
            coalesce(s.value, 0)::numeric(20,2)::text AS stock_value,
            (CASE WHEN coalesce(s.quantity, 0) > 0 THEN round(s.value / s.quantity, 2) ELSE 0 END)::numeric(20,2)::text AS average_cost,
            (p.stock_level IS NOT NULL AND coalesce(s.quantity, 0) < p.stock_level) AS below_level,
            count(*) OVER ()::int AS total
       FROM products p
       LEFT JOIN s ON s.id = p.id
       LEFT JOIN product_categories c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
       LEFT JOIN units u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${order} ${page}`,
    params.values,
  );
  const total = rows[0]?.total ?? (list.range && list.range.start > 0 ? (await stockLevels(tx, tenantId, { ...list, range: null }, filter)).total : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type StockLogRow = StockMovementView;

export const LOG_SORTS: Record<string, string> = {
  date: 'm.occurred_on',
  code: 'p.code',
  name: 'p.name',
  quantity: 'abs(m.quantity)',
  value: 'abs(m.value)',
  recorded_at: 'm.recorded_at',
};

/** In or out by the quantity's sign (by the value's, for a movement of value alone). */
const DIRECTION = `(CASE WHEN m.quantity > 0 OR (m.quantity = 0 AND m.value > 0) THEN 'in' ELSE 'out' END)`;

function logWhere(filter: StockFilter, params: Params, options: { typeAndSource: boolean } = { typeAndSource: true }): string[] {
  const where = ['m.tenant_id = $1'];
  if (filter.productId) where.push(`m.product_id = ${params.add(filter.productId)}`);
  if (filter.categoryId) where.push(`p.category_id = ${params.add(filter.categoryId)}`);
  if (filter.knownAt) where.push(`m.recorded_at <= ${params.add(filter.knownAt)}::timestamptz`);
  if (options.typeAndSource) {
    if (filter.from) where.push(`m.occurred_on >= ${params.add(filter.from)}::date`);
    if (filter.to) where.push(`m.occurred_on <= ${params.add(filter.to)}::date`);
    if (filter.transactionType) where.push(`${DIRECTION} = ${params.add(filter.transactionType)}`);
    if (filter.source) where.push(`m.source = ${params.add(filter.source)}`);
    if (filter.q) {
      const pattern = params.add(likePattern(filter.q));
      where.push(`(p.code ILIKE ${pattern} OR p.name ILIKE ${pattern} OR m.reference ILIKE ${pattern} OR m.remark ILIKE ${pattern})`);
    }
  }
  return where;
}

const FROM_MOVEMENTS = `${STOCK_MOVEMENT_TABLE} m JOIN products p ON p.tenant_id = m.tenant_id AND p.id = m.product_id`;

/** Stock movements from the stock_movement projection: one row per event and product. */
export async function stockLogs(tx: Tx, tenantId: string, list: ListQuery, filter: StockFilter): Promise<{ rows: StockLogRow[]; total: number }> {
  const params = new Params(tenantId);
  const where = logWhere(filter, params).join(' AND ');
  const dir = list.sort.order;
  const order = `${LOG_SORTS[list.sort.field] ?? 'm.occurred_on'} ${dir}, m.position ${dir}, m.product_id ${dir}`;
  const page = list.range ? `LIMIT ${list.range.end - list.range.start + 1} OFFSET ${list.range.start}` : '';
  const rows = await tx.query<Omit<StockLogRow, 'event_id' | 'position'> & { position: string }>(
    `SELECT m.position::text || '-' || m.product_id AS id, m.position::text AS position, m.stream,
            m.occurred_on::text AS date, m.recorded_at, m.product_id, p.code, p.name, m.source, m.reference,
            ${DIRECTION} AS transaction_type,
            abs(m.quantity)::numeric(18,3)::text AS quantity, abs(m.value)::numeric(18,2)::text AS value, m.remark,
            -- A page's stock updates read their reason from their own event (updates recorded before reasons were counts),
            -- found by the statement's tenant ($1): Citus sends a subquery naming the row's tenant to every shard.
            CASE m.source WHEN 'stock_update' THEN coalesce((SELECT e.payload->>'reason' FROM ledger_event e WHERE e.tenant_id = $1 AND e.position = m.position), 'count') END AS reason
       FROM ${FROM_MOVEMENTS} WHERE ${where} ORDER BY ${order} ${page}`,
    params.values,
  );
  // After the rows, not beside them: a window count would sort every row for one page.
  const [{ total }] = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${FROM_MOVEMENTS} WHERE ${where}`, params.values);
  return { rows: rows.map((r) => ({ ...r, event_id: Number(r.position), position: Number(r.position) })), total };
}

export type StockLogSummary = StockMovementSummaryView;

/**
 * The movements' totals; for one product also its quantity before `from` and at `to`
 * (every movement counts there, whatever its type or source).
 */
export async function stockLogSummary(tx: Tx, tenantId: string, filter: StockFilter): Promise<StockLogSummary> {
  const params = new Params(tenantId);
  const where = logWhere(filter, params).join(' AND ');
  const [sums] = await tx.query<Omit<StockLogSummary, 'opening_quantity' | 'closing_quantity'>>(
    `SELECT coalesce(sum(m.quantity) FILTER (WHERE ${DIRECTION} = 'in'), 0)::numeric(20,3)::text AS in_quantity,
            coalesce(-sum(m.quantity) FILTER (WHERE ${DIRECTION} = 'out'), 0)::numeric(20,3)::text AS out_quantity,
            coalesce(sum(m.value) FILTER (WHERE ${DIRECTION} = 'in'), 0)::numeric(20,2)::text AS in_value,
            coalesce(-sum(m.value) FILTER (WHERE ${DIRECTION} = 'out'), 0)::numeric(20,2)::text AS out_value
       FROM ${FROM_MOVEMENTS} WHERE ${where}`,
    params.values,
  );
  if (!filter.productId) return sums;
  const all = new Params(tenantId);
  const base = logWhere(filter, all, { typeAndSource: false }).join(' AND ');
  const from = filter.from ? `${all.add(filter.from)}::date` : null;
  const to = filter.to ? `${all.add(filter.to)}::date` : null;
  const [ends] = await tx.query<{ opening_quantity: string; closing_quantity: string }>(
    `SELECT coalesce(sum(m.quantity) FILTER (WHERE ${from ? `m.occurred_on < ${from}` : 'false'}), 0)::numeric(20,3)::text AS opening_quantity,
            coalesce(sum(m.quantity) FILTER (WHERE ${to ? `m.occurred_on <= ${to}` : 'true'}), 0)::numeric(20,3)::text AS closing_quantity
       FROM ${FROM_MOVEMENTS} WHERE ${base}`,
    all.values,
  );
  return { opening_quantity: ends.opening_quantity, ...sums, closing_quantity: ends.closing_quantity };
}
