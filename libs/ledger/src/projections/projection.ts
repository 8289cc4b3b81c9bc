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
 * (read-your-writes, exactly once, DESIGN §2); `replay` rebuilds a range in bulk. Its tables
 * are ordinary (not append-only), keyed by tenant_id first, and are wiped per tenant before a
 * rebuild.
 */
export interface Projection {
  readonly name: string;
  /** Event types it reads; 'all' for generic ones such as account balances. */
  readonly handles: readonly string[] | 'all';
  readonly tables: readonly string[];
  apply(tx: SqlExecutor, events: readonly RecordedEvent[], target: ProjectionTarget): Promise<void>;
  /** Set-based replay; without one, a rebuild feeds `apply` pages of events. */
  replay?(tx: SqlExecutor, range: ReplayRange, target: ProjectionTarget): Promise<void>;
}

export const LIVE_TABLES: ProjectionTarget = { table: (name) => name };

export function handledBy(projection: Projection, events: readonly RecordedEvent[]): readonly RecordedEvent[] {
  const handles = projection.handles;
  return handles === 'all' ? events : events.filter((e) => handles.includes(e.type));
}
