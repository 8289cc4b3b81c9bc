import type { SqlExecutor } from '../sql-executor';
import { EVENT_COLUMNS, eventFromRow, POSTINGS_COLUMN, type EventRow } from './event-row';
import type { RecordedEvent } from './ledger-event.types';

export interface EventFilter {
  tenantId: string;
  stream?: string;
  types?: readonly string[];
  /** Business dates, inclusive (YYYY-MM-DD). */
  occurredFrom?: string;
  occurredTo?: string;
  /** Only events recorded at or before this instant (ISO-8601). */
  knownAt?: string | Date;
  afterPosition?: number;
  /** Only events at or before this position (a rebuild's batch). */
  toPosition?: number;
}

export interface EventPage {
  order?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
  /** Postings cost a sub-select per event; lists of headers can skip them. */
  withPostings?: boolean;
}

/** Events of one tenant in position order, filtered and paged (the audit trail). */
export async function readEvents(tx: SqlExecutor, filter: EventFilter, page: EventPage = {}): Promise<RecordedEvent[]> {
  const { where, params } = whereOf(filter);
  const order = page.order === 'desc' ? 'DESC' : 'ASC';
  const limit = Math.min(Math.max(page.limit ?? 100, 1), 10_000);
  const offset = Math.max(page.offset ?? 0, 0);
  const rows = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}${page.withPostings === false ? '' : `, ${POSTINGS_COLUMN}`}
       FROM ledger_event e WHERE ${where}
      ORDER BY e.position ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return rows.map(stripMicros);
}

export async function countEvents(tx: SqlExecutor, filter: EventFilter): Promise<number> {
  const { where, params } = whereOf(filter);
  const [row] = await tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_event e WHERE ${where}`, params);
  return Number(row?.n ?? 0);
}

/** A stream from a version on (1 = from its start), for folding its state. */
export async function readStream(
  tx: SqlExecutor,
  input: { tenantId: string; stream: string; fromVersion?: number; withPostings?: boolean },
): Promise<RecordedEvent[]> {
  const rows = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}${input.withPostings === false ? '' : `, ${POSTINGS_COLUMN}`}
       FROM ledger_event e
      WHERE e.tenant_id = $1 AND e.stream = $2 AND e.stream_version >= $3
      ORDER BY e.stream_version`,
    [input.tenantId, input.stream, input.fromVersion ?? 1],
  );
  return rows.map(stripMicros);
}

/** The tenant's events after a position, a page at a time (`next` is null at the end). */
export async function readAll(
  tx: SqlExecutor,
  input: { tenantId: string; afterPosition?: number; limit?: number },
): Promise<{ events: RecordedEvent[]; next: number | null }> {
  const limit = input.limit ?? 1000;
  const events = await readEvents(tx, { tenantId: input.tenantId, afterPosition: input.afterPosition ?? 0 }, { limit });
  const last = events.at(-1);
  return { events, next: events.length === limit && last ? last.position : null };
}

function whereOf(filter: EventFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.tenantId];
  const where = ['e.tenant_id = $1'];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.stream !== undefined) add((n) => `e.stream = ${n}`, filter.stream);
  if (filter.types !== undefined) add((n) => `e.type = ANY(${n}::text[])`, filter.types);
  if (filter.occurredFrom !== undefined) add((n) => `e.occurred_on >= ${n}::date`, filter.occurredFrom);
  if (filter.occurredTo !== undefined) add((n) => `e.occurred_on <= ${n}::date`, filter.occurredTo);
  if (filter.knownAt !== undefined) add((n) => `e.recorded_at <= ${n}::timestamptz`, toIso(filter.knownAt));
  if (filter.afterPosition !== undefined) add((n) => `e.position > ${n}::bigint`, filter.afterPosition);
  if (filter.toPosition !== undefined) add((n) => `e.position <= ${n}::bigint`, filter.toPosition);
  return { where: where.join(' AND '), params };
}

export function toIso(instant: string | Date): string {
  return instant instanceof Date ? instant.toISOString() : instant;
}

function stripMicros(row: EventRow): RecordedEvent {
  const { recordedAtMicros: _, ...event } = eventFromRow(row);
  return event;
}
