import type { Response } from 'express';
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
  defaultSort: ListQuery['sort'];
  searchable: readonly string[];
  dateColumn?: string;
  statusColumn?: string;
  /** Soft-deleted rows have this column set; they appear only in the deleted list. */
  deletedColumn?: string;
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
  if (resource.deletedColumn) where.push(`${resource.deletedColumn} IS ${scope.deleted ? 'NOT ' : ''}NULL`);
  const { q, status, from, to, ids } = query.filter;
  if (q && resource.searchable.length) {
    const pattern = p(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${resource.searchable.map((column) => `${column}::text ILIKE ${pattern}`).join(' OR ')})`);
  }
  if (status !== undefined && resource.statusColumn) where.push(`${resource.statusColumn}::text = ${p(status)}`);
  if (from && resource.dateColumn) where.push(`${resource.dateColumn} >= ${p(from)}::date`);
  if (to && resource.dateColumn) where.push(`${resource.dateColumn} < ${p(to)}::date + 1`);
  if (ids) where.push(`t.id::text = ANY(${p(ids)}::text[])`);

  const filtered = `FROM ${resource.from} WHERE ${where.join(' AND ')}`;
  const order = `${resource.sortable[query.sort.field]} ${query.sort.order} NULLS LAST, t.id ${query.sort.order}`;
  const limit = query.range ? ` LIMIT ${query.range.end - query.range.start + 1} OFFSET ${query.range.start}` : '';
  const [rows, [{ total }]] = await Promise.all([
    tx.query<Row>(`SELECT ${resource.select} ${filtered} ORDER BY ${order}${limit}`, params),
    tx.query<{ total: number }>(`SELECT count(*)::int AS total ${filtered}`, params),
  ]);
  return { rows, total, start: query.range?.start ?? 0 };
}

/** `Content-Range: users 0-24/319`, which react-admin reads for "Showing x to y of z entries". */
export function setContentRange(res: Response, name: string, page: ListPage<unknown>): void {
  const end = page.rows.length ? page.start + page.rows.length - 1 : page.start;
  res.setHeader('Content-Range', `${name} ${page.start}-${end}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
