import { foldEvents, toLedgerForm, type Decider, type StoredEvent } from '@ginuma/domain';
import { appendToStream } from '../event-store/append-to-stream';
import type { EventMetadata, JsonValue, RecordedEvent } from '../event-store/ledger-event.types';
import { readStream } from '../event-store/read-events';
import type { SqlExecutor } from '../sql-executor';

export interface CommandTarget {
  tenantId: string;
  /** e.g. `invoice-42`; the tenant is its own column, never part of the id. */
  stream: string;
  metadata: Partial<EventMetadata>;
  /** Stamps the decided events; defaults to now (tests pass a fixed clock). */
  now?: Date;
}

export interface HandledCommand<Event, State> {
  /** What the decider decided; empty when the command changed nothing. */
  events: Event[];
  recorded: RecordedEvent[];
  before: State;
  after: State;
}

/**
 * A command that needs more than its stream to be decided (stock on hand, an account's
 * balance) is built from the folded state: the builder reads and locks what it needs.
 */
export type CommandOf<Command, State> = Command | ((state: State) => Command | Promise<Command>);

export interface CommandOptions {
  /**
   * The stream as the caller already read it (a `streamHistorySql` column of its own read, taken
   * under the locks it holds), so the loop does not read it again.
   */
  history?: readonly StoredEvent[];
  /** Statements over the appended events, run in the append's round trip (AppendOptions.alongside). */
  alongside?: readonly string[];
}

/**
 * A stream's history as a column of the caller's own read (one round trip for a draft row and
 * its stream): a JSON array of its events' type, schema version and payload, in stream order.
 */
export function streamHistorySql(tenantSql: string, streamSql: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('type', h.type, 'schemaVersion', h.schema_version, 'payload', h.payload)
                                    ORDER BY h.stream_version), '[]')
             FROM ledger_event h WHERE h.tenant_id = ${tenantSql} AND h.stream = ${streamSql})`;
}

/**
 * The one way anything reaches the ledger (see docs/architecture.md), in the caller's transaction: read the
 * stream (or take the history the caller read with its own rows), fold its state, let the pure
 * decider decide, append the events with their postings at the version the decision saw (a
 * concurrent writer makes that a StreamVersionConflict, a 409), and the projections follow
 * inline in the append's round trip. Postings dated on or before the period lock date are
 * refused by the append, under the head lock, once for every writer.
 */
export async function handleCommand<Command, Event, State>(
  tx: SqlExecutor,
  target: CommandTarget,
  decider: Decider<Command, Event, State>,
  command: CommandOf<Command, State>,
  options: CommandOptions = {},
): Promise<HandledCommand<Event, State>> {
  const { state: before, version } = options.history ? foldHistory(decider, options.history) : await readState(tx, target, decider);
  const decided = typeof command === 'function' ? await (command as (state: State) => Command | Promise<Command>)(before) : command;
  const events = decider.decide(decided, before, target.now ?? new Date());
  if (events.length === 0) return { events, recorded: [], before, after: before };
  const { stored, after } = toLedgerForm(decider, events, before);
  const recorded = await appendToStream(
    tx,
    {
      tenantId: target.tenantId,
      stream: target.stream,
      expectedVersion: version,
      events: stored.map((e) => ({ ...e, payload: e.payload as JsonValue })),
      metadata: target.metadata,
    },
    { checkPeriodLock: true, alongside: options.alongside },
  );
  return { events, recorded, before, after };
}

function foldHistory<Command, Event, State>(decider: Decider<Command, Event, State>, history: readonly StoredEvent[]): { state: State; version: number } {
  return { state: foldEvents(decider, history.map(decider.fromLedger)), version: history.length };
}

/** A stream's state and version, folded by its decider: for reads and refusals that append nothing. */
export async function readState<Command, Event, State>(
  tx: SqlExecutor,
  target: Pick<CommandTarget, 'tenantId' | 'stream'>,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; version: number }> {
  return foldHistory(decider, await readStream(tx, { tenantId: target.tenantId, stream: target.stream, withPostings: false }));
}
