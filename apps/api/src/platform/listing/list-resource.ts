import { idOrNull } from '@ginuma/domain';
import type { Tx } from '../database/database';
import type { ListQuery } from './list-query';

/**
 * How one resource is listed. Every list of the product is this one query builder fed with
 * a definition: search, status, date range, ids, sort, paging and the deleted list.
 */
export interface ListResource {
  /** Name in the `Content-Range` header. */
  name: string;
  /** FROM clause; its main table is aliased `t`. */
  from: string;
  select: string;
  /** API field → SQL expression it sorts by. */
  sortable: Record<string, string>;
  /**
   * Sort fields that are never NULL: their DESC order needs no NULLS LAST, so a plain
   * (tenant_id, column, id) index serves both directions.
   */
  notNull?: readonly string[];
  /**
   * A join added only while sorting by the field, for sort keys that are cheaper computed
   * for every row at once than row by row (a ledger figure); `$1` in it is the tenant.
   */
  sortJoins?: Record<string, string>;
  defaultSort: ListQuery['sort'];
  searchable: readonly string[];
  /**
   * The main table, when every searchable column is `t.<column>` of it and it has uuid ids:
   * the search then goes through `record_search`, which can use the table's search indexes.
   */
  searchTable?: string;
  dateColumn?: string;
  statusColumn?: string;
  /** Soft-deleted rows have this column set; they appear only in the deleted list. */
  deletedColumn?: string;
  /** A fixed condition over `t` for a list that shows part of its table (one kind of entry). */
  scope?: string;
  /**
   * Filter key → the column holding that reference (`customer_id` → `t.customer_id`): what
   * react-admin's getManyReference asks for, e.g. a customer's invoices.
   */
  references?: Record<string, string>;
  /**
   * Filter key → a condition over `t` for a filter that is more than one column's value; it
   * binds the value with `param` (and refuses a value it does not know with a 422).
   */
  conditions?: Record<string, (value: unknown, param: (value: unknown) => string) => string>;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  start: number;
}

export async function listRows<Row>(
  tx: Tx,
  resource: ListResource,
  query: ListQuery,
  scope: { tenantId: string; deleted?: boolean },
): Promise<ListPage<Row>> {
  const params: unknown[] = [scope.tenantId];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The tenant filter is written even though row-level security would add it: two walls.
  const where = ['t.tenant_id = $1'];
  if (resource.scope) where.push(`(${resource.scope})`);
  if (resource.deletedColumn) where.push(`${resource.deletedColumn} IS ${scope.deleted ? 'NOT ' : ''}NULL`);
  const { q, status, from, to, ids } = query.filter;
  if (q && resource.searchable.length) {
    const pattern = p(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (resource.searchTable) {
      const columns = p(resource.searchable.map((column) => column.replace(/^t\./, '')));
      where.push(`t.id IN (SELECT record_search(${p(resource.searchTable)}::regclass, ${columns}::text[], ${pattern}))`);
    } else {
      where.push(`(${resource.searchable.map((column) => `${column}::text ILIKE ${pattern}`).join(' OR ')})`);
    }
  }
  if (status !== undefined && resource.statusColumn) where.push(`${resource.statusColumn}::text = ${p(status)}`);
  if (from && resource.dateColumn) where.push(`${resource.dateColumn} >= ${p(from)}::date`);
  if (to && resource.dateColumn) where.push(`${resource.dateColumn} < ${p(to)}::date + 1`);
  // Compared as uuids, so the keys' indexes serve them; what spells no id matches nothing.
  if (ids) where.push(`t.id = ANY(${p(idsAmong(ids))}::uuid[])`);
  for (const [key, column] of Object.entries(resource.references ?? {})) {
    const value = query.filter.extra[key];
    if (value === undefined || value === null || value === '') continue;
    where.push(`${column} = ANY(${p(idsAmong(Array.isArray(value) ? value : [value]))}::uuid[])`);
  }
  for (const [key, condition] of Object.entries(resource.conditions ?? {})) {
    const value = query.filter.extra[key];
    if (value !== undefined && value !== null && value !== '') where.push(`(${condition(value, p)})`);
  }

  const field = query.sort.field;
  const nulls = resource.notNull?.includes(field) ? '' : ' NULLS LAST';
  const order = `${resource.sortable[field]} ${query.sort.order}${nulls}, t.id ${query.sort.order}`;
  const filters = `WHERE ${where.join(' AND ')}`;
  let rows: Row[];
  if (query.range) {
    // The page's ids first, the row columns (ledger figures among them) for those ids only:
    // computed while ordering, they would be computed for every row an OFFSET skips.
    const page = `SELECT t.id FROM ${resource.from} ${resource.sortJoins?.[field] ?? ''} ${filters}
      ORDER BY ${order} LIMIT ${query.range.end - query.range.start + 1} OFFSET ${query.range.start}`;
    rows = await tx.query<Row>(
      `SELECT ${resource.select} FROM ${resource.from}
         JOIN unnest(ARRAY(${page})) WITH ORDINALITY AS page (id, n) ON page.id = t.id
        WHERE t.tenant_id = $1 ORDER BY page.n`,
      params,
    );
  } else {
    rows = await tx.query<Row>(`SELECT ${resource.select} FROM ${resource.from} ${resource.sortJoins?.[field] ?? ''} ${filters} ORDER BY ${order}`, params);
  }
  // After the rows, not beside them: the request's transaction client runs one query at a time.
  const [{ total }] = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${resource.from} ${filters}`, params);
  return { rows, total, start: query.range?.start ?? 0 };
}

function idsAmong(values: readonly unknown[]): string[] {
  return values.map(idOrNull).filter((id): id is string => id !== null);
}
