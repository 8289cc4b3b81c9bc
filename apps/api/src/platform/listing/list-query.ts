import { isCalendarDate } from '@ginuma/domain';
import { listingRefusal, validationRefusal, type DomainError, type FieldRefusal } from '@ginuma/domain';
import { invalid } from '../http/app-errors';

export type SortOrder = 'ASC' | 'DESC';

/** A list request in react-admin's simple-rest dialect, plus the public API's `search` and `noPagination`. */
export interface ListQuery {
  sort: { field: string; order: SortOrder };
  /** Inclusive row indexes, or null for every row. */
  range: { start: number; end: number } | null;
  filter: ListFilter;
}

export interface ListFilter {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  ids?: string[];
  /** The resource's own filter keys (e.g. the ledger's stream and type), unvalidated. */
  extra: Record<string, unknown>;
}

const MAX_PAGE = 1000;

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: ListQuery['sort']): ListQuery {
  const sort = parseSort(query.sort, sortable, defaultSort) ?? defaultSort;
  const range = query.noPagination === 'true' ? null : (parseRange(query.range) ?? { start: 0, end: 24 });
  const raw = json(query.filter, 'filter') ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw) || raw === null) throw bad('filter', listingRefusal.field('filter-not-object'));
  const given = raw as Record<string, unknown>;
  const { q: _q, status: _status, from: _from, to: _to, id: _id, ...extra } = given;
  const filter: ListFilter = { extra };
  const q = given.q ?? query.search;
  if (typeof q === 'string' && q.trim()) filter.q = q.trim().slice(0, 200);
  if (typeof given.status === 'string' && given.status) filter.status = given.status;
  for (const key of ['from', 'to'] as const) {
    const value = given[key];
    if (value === undefined || value === '' || value === null) continue;
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      throw bad(key, validationRefusal.field('date', { label: `${key} date` }));
    }
    filter[key] = value;
  }
  if (given.id !== undefined) {
    const ids = Array.isArray(given.id) ? given.id : [given.id];
    filter.ids = ids.map(String).slice(0, MAX_PAGE);
  }
  return { sort, range, filter };
}

/**
 * react-admin sorts by `id` when a list names no sort of its own. Our ids are uuids, whose
 * order means nothing to a reader, so `id` sorts by the list's own default field instead.
 */
function parseSort(value: unknown, sortable: readonly string[], defaultSort: ListQuery['sort']): ListQuery['sort'] | null {
  const parsed = json(value, 'sort');
  if (parsed === undefined) return null;
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad('sort', listingRefusal.field('sort-shape'));
  const [given, order] = parsed as unknown[];
  const field = given === 'id' && !sortable.includes('id') ? defaultSort.field : given;
  if (typeof field !== 'string' || !sortable.includes(field)) throw bad('sort', listingRefusal.field('sort-field', { field: String(given) }));
  const upper = String(order).toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw bad('sort', listingRefusal.field('sort-order'));
  return { field, order: upper };
}

function parseRange(value: unknown): ListQuery['range'] {
  const parsed = json(value, 'range');
  if (parsed === undefined) return null;
  const valid =
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    parsed.every((n) => Number.isInteger(n) && n >= 0) &&
    parsed[1] >= parsed[0] &&
    parsed[1] - parsed[0] < MAX_PAGE;
  if (!valid) throw bad('range', listingRefusal.field('range', { max: MAX_PAGE }));
  return { start: parsed[0], end: parsed[1] };
}

function json(value: unknown, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw bad(field, listingRefusal.field('not-json', { field }));
  try {
    return JSON.parse(value);
  } catch {
    throw bad(field, listingRefusal.field('not-json', { field }));
  }
}

function bad(field: string, refusal: FieldRefusal): DomainError {
  return invalid(field, refusal);
}
