import type { RecordedEvent } from '../event-store/ledger-event.types';
import type { SqlExecutor } from '../sql-executor';

/**
 * Where a projection writes: its live tables, or the scratch copies a verify compares with
 * them. A projection names its tables only through `table()`.
 */
export interface ProjectionTarget {
  table(name: string): string;
}

/** Events of one tenant with after < position ≤ to, for a set-based replay. */
export interface ReplayRange {
  tenantId: string;
  afterPosition: number;
  toPosition: number;
}

/**
 * A read model kept in step with the ledger: `apply` runs inside the append transaction
 * (so a request reads its own writes, and each event is applied exactly once); `replay` rebuilds a range in bulk. Its tables
 * are ordinary (not append-only), keyed by tenant_id first, and are wiped per tenant before a
 * rebuild.
 */
export interface Projection {
  readonly name: string;
  /** Event types it reads; 'all' for generic ones such as account balances. */
  readonly handles: readonly string[] | 'all';
  readonly tables: readonly string[];
  /** Columns it keeps on rows of other tables; see ProjectedColumns. */
  readonly columns?: readonly ProjectedColumns[];
  apply(tx: SqlExecutor, events: readonly RecordedEvent[], target: ProjectionTarget): Promise<void>;
  /**
   * The projection as set-based statements over one tenant's events with $2 < position ≤ $3
   * ($1 the tenant), run in order. The append runs them inside `ledger_append`, in its own
   * round trip (its events are such a range), and a rebuild replays each batch with them, so a
   * rebuild writes exactly what the appends wrote. A projection with them needs no `replay`;
   * `apply` then serves only callers that feed it events themselves. They write with searched
   * CASE (`CASE WHEN e.type = 'X'`), never `CASE e.type WHEN 'X'`: when Citus 13.2 evaluates a
   * data-changing statement's functions on the coordinator (row-level security's quals make it),
   * it folds a simple CASE's WHEN values to NULL. An INSERT … SELECT from the events takes
   * `tenant_id` from them (`e.tenant_id`, not `$1`), so Citus runs it on the shard; otherwise it
   * sends the rows to the shards as COPY, which row-level security refuses.
   */
  rangeSql?(target: ProjectionTarget): readonly string[];
  /** Set-based replay; without one (or `rangeSql`), a rebuild feeds `apply` pages of events. */
  replay?(tx: SqlExecutor, range: ReplayRange, target: ProjectionTarget): Promise<void>;
}

/**
 * Columns a projection keeps on rows it does not own: a document's draft row is written by
 * its commands, but its stage is the ledger's. A rebuild sets them back to `initial` (their
 * value on a row no event has reached) instead of deleting the rows, and a verify compares them.
 */
export interface ProjectedColumns {
  readonly table: string;
  /** The row's key, tenant_id first. */
  readonly key: readonly string[];
  /** Each column with its value before any event, as SQL. */
  readonly initial: Readonly<Record<string, string>>;
}

export const LIVE_TABLES: ProjectionTarget = { table: (name) => name };

export function handledBy(projection: Projection, events: readonly RecordedEvent[]): readonly RecordedEvent[] {
  const handles = projection.handles;
  return handles === 'all' ? events : events.filter((e) => handles.includes(e.type));
}
