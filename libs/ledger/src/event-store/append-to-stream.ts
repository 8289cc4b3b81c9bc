import { assertPeriodOpen, isCalendarDate, isId, Money, parseDecimalInput, Quantity, taxRefusal } from '@ginuma/domain';
import { handledBy, LIVE_TABLES, type Projection } from '../projections/projection';
import { accountBalanceProjection } from '../read-models/account-balance/account-balance.projection';
import { ledgerProjections } from '../read-models/ledger-projections';
import { sqlErrorOf, type SqlExecutor } from '../sql-executor';
import { contentDigest, toMicrosIso, type EventContent } from './event-hash';
import type { EventMetadata, NewEvent, NewPosting, RecordedEvent, RecordedPosting } from './ledger-event.types';
import { LedgerValidationError, StreamVersionConflict } from './ledger.errors';

export interface AppendToStream {
  tenantId: string;
  /** e.g. `invoice-42`; the tenant is its own column, never part of the id. */
  stream: string;
  /** The version the caller's decision was based on: 0 for a new stream; 'any' skips the check. */
  expectedVersion: number | 'any';
  events: readonly NewEvent[];
  metadata: Partial<EventMetadata>;
  /** Defaults to now; tests and imports pass it to make "known at" deterministic. */
  recordedAt?: Date;
}

export interface AppendOptions {
  /** Projections applied inline; defaults to every registered read model. */
  projections?: readonly Projection[];
  /**
   * Refuse events with postings dated on or before the period lock date (the command loop's
   * writes): checked under the head lock, in the append's round trip, and refused with the
   * domain's period-locked refusal.
   */
  checkPeriodLock?: boolean;
  /**
   * The caller's own statements over the appended events, run in the append's round trip after
   * the projections: each gets ($1 tenant, $2, $3), this append's events being the tenant's with
   * $2 < position ≤ $3 (an invoice's row takes its confirmed content from its event this way).
   */
  alongside?: readonly string[];
}

/**
 * Appends events with their postings to a stream, in the caller's transaction, and applies
 * the projections and checkpoints in that same transaction.
 *
 * One round trip: `ledger_append` (migrations/1732241800000-ledger-append.ts, and
 * 1732243800000-ledger-append-inline.ts) locks the tenant's `ledger_head`, checks the period
 * lock when asked and the version, chains the hashes from the content digests computed here,
 * writes events and postings, applies the account-balance projection and the checkpoints,
 * then runs every projection's set-based statements (`rangeSql`) and the caller's `alongside`
 * statements over the new events. A projection without `rangeSql` applies after it, in a
 * round trip of its own. Appends of one tenant are serialized by that row lock; tenants do not
 * wait for each other. A version check that still races ends on the unique key (tenant_id,
 * stream, stream_version), which is mapped to the same StreamVersionConflict.
 */
export async function appendToStream(
  tx: SqlExecutor,
  input: AppendToStream,
  options: AppendOptions = {},
): Promise<RecordedEvent[]> {
  const prepared = prepare(input);
  const projections = options.projections ?? ledgerProjections;
  const balancesInSql = projections.includes(accountBalanceProjection);
  const recordedAt = input.recordedAt ?? new Date();
  const recordedAtMicros = toMicrosIso(recordedAt);
  const contents: EventContent[] = prepared.events.map((e) => ({
    tenantId: input.tenantId,
    stream: input.stream,
    type: e.type,
    schemaVersion: e.schemaVersion,
    payload: e.payload,
    metadata: prepared.metadata,
    occurredOn: e.occurredOn,
    recordedAt: recordedAtMicros,
    postings: e.postings,
  }));
  const postings = prepared.events.flatMap((e, i) => e.postings.map((p) => ({ ...p, event: i + 1 })));
  const statements = [...projections.flatMap((p) => p.rangeSql?.(LIVE_TABLES) ?? []), ...(options.alongside ?? [])];

  let appended: AppendedRow[];
  try {
    appended = await tx.query<AppendedRow>(
      `SELECT event_position::text AS position, event_stream_version AS stream_version,
              event_prev_hash AS prev_hash, event_hash AS hash
         FROM ledger_append($1, $2, $3, $4::jsonb, $5, $6::text[], $7::int[], $8::jsonb[], $9::date[], $10::text[],
                            $11::int[], $12::int[], $13::text[], $14::text[], $15::numeric[], $16::numeric[],
                            $17::text[], $18::numeric[], $19, $20::text[], $21, $22::text[])`,
      [
        input.tenantId,
        input.stream,
        input.expectedVersion === 'any' ? null : input.expectedVersion,
        JSON.stringify(prepared.metadata),
        recordedAt.toISOString(),
        ...eventAndPostingColumns(contents, postings),
        balancesInSql,
        projections.map((p) => p.name),
        options.checkPeriodLock === true,
        statements,
      ],
      { prepare: 'ledger_append_inline' },
    );
  } catch (error) {
    periodLockedOf(error, prepared.events);
    vatFiledOf(error);
    throw versionConflictOf(error, input) ?? error;
  }

  const recorded = recordedEvents(
    'ledger_append',
    prepared.events.map((e) => ({ input, e })),
    appended,
    prepared.metadata,
    recordedAt,
  );
  await applyRemainingProjections(tx, projections, recorded);
  return recorded;
}

/**
 * Appends to many streams in one round trip (`ledger_append_streams`, migration
 * 1732262000000): each stream's events checked and chained as `appendToStream` would, and all
 * of them written, balanced and projected by one set of statements. For a batch of many small
 * streams (an import's new records), where a round trip and the projections' statements per
 * stream are most of the cost. All inputs share the first one's metadata and recording time.
 */
export async function appendToStreams(
  tx: SqlExecutor,
  inputs: readonly AppendToStream[],
  options: AppendOptions = {},
): Promise<RecordedEvent[]> {
  if (inputs.length === 0) return [];
  const [first] = inputs;
  if (inputs.some((input) => input.tenantId !== first.tenantId)) throw new LedgerValidationError('one tenant per batch of streams');
  const recordedAt = first.recordedAt ?? new Date();
  const recordedAtMicros = toMicrosIso(recordedAt);
  const prepared = inputs.map((input) => ({ input, ...prepare({ ...input, metadata: first.metadata }) }));
  const projections = options.projections ?? ledgerProjections;
  const contents: EventContent[] = prepared.flatMap(({ input, events, metadata }) =>
    events.map((e) => ({
      tenantId: input.tenantId,
      stream: input.stream,
      type: e.type,
      schemaVersion: e.schemaVersion,
      payload: e.payload,
      metadata,
      occurredOn: e.occurredOn,
      recordedAt: recordedAtMicros,
      postings: e.postings,
    })),
  );
  const events = prepared.flatMap(({ input, events }) => events.map((e) => ({ input, e })));
  const postings = events.flatMap(({ e }, i) => e.postings.map((p) => ({ ...p, event: i + 1 })));
  const statements = [...projections.flatMap((p) => p.rangeSql?.(LIVE_TABLES) ?? []), ...(options.alongside ?? [])];

  let appended: AppendedRow[];
  try {
    appended = await tx.query<AppendedRow>(
      `SELECT event_position::text AS position, event_stream_version AS stream_version,
              event_prev_hash AS prev_hash, event_hash AS hash
         FROM ledger_append_streams($1, $2::text[], $3::int[], $4::jsonb, $5,
                                    $6::text[], $7::int[], $8::jsonb[], $9::date[], $10::text[],
                                    $11::int[], $12::int[], $13::text[], $14::text[], $15::numeric[], $16::numeric[],
                                    $17::text[], $18::numeric[], $19, $20::text[], $21, $22::text[])`,
      [
        first.tenantId,
        events.map(({ input }) => input.stream),
        events.map(({ input }) => (input.expectedVersion === 'any' ? null : input.expectedVersion)),
        JSON.stringify(prepared[0].metadata),
        recordedAt.toISOString(),
        ...eventAndPostingColumns(contents, postings),
        projections.includes(accountBalanceProjection),
        projections.map((p) => p.name),
        options.checkPeriodLock === true,
        statements,
      ],
      { prepare: 'ledger_append_streams' },
    );
  } catch (error) {
    periodLockedOf(error, events.map(({ e }) => e));
    vatFiledOf(error);
    const conflicted = inputs.find((input) => String((error as Error).message ?? '').includes(`stream ${input.stream} `)) ?? first;
    throw versionConflictOf(error, conflicted) ?? error;
  }

  const metadata = prepared[0].metadata;
  const recorded = recordedEvents('ledger_append_streams', events, appended, metadata, recordedAt);
  await applyRemainingProjections(tx, projections, recorded);
  return recorded;
}

/** The events as recorded: what was appended, with the position, version and hashes the database gave each. */
function recordedEvents(
  appendFunction: string,
  events: readonly { input: AppendToStream; e: PreparedEvent }[],
  appended: readonly AppendedRow[],
  metadata: EventMetadata,
  recordedAt: Date,
): RecordedEvent[] {
  return events.map(({ input, e }, i) => {
    const row = appended[i];
    if (!row) throw new Error(`${appendFunction} returned ${appended.length} rows for ${events.length} events`);
    return {
      position: Number(row.position),
      tenantId: input.tenantId,
      stream: input.stream,
      streamVersion: row.stream_version,
      type: e.type,
      schemaVersion: e.schemaVersion,
      payload: e.payload,
      metadata,
      occurredOn: e.occurredOn,
      recordedAt: recordedAt.toISOString(),
      prevHash: row.prev_hash,
      hash: row.hash,
      postings: e.postings,
    };
  });
}

/** The projections the append functions do not apply in SQL themselves, applied to what was recorded. */
async function applyRemainingProjections(tx: SqlExecutor, projections: readonly Projection[], recorded: RecordedEvent[]): Promise<void> {
  for (const projection of projections) {
    if (projection === accountBalanceProjection || projection.rangeSql) continue; // applied in the append's own SQL
    const handled = handledBy(projection, recorded);
    if (handled.length > 0) await projection.apply(tx, handled, LIVE_TABLES);
  }
}

interface AppendedRow {
  position: string;
  stream_version: number;
  prev_hash: string;
  hash: string;
}

/** ledger_append's GL423 (a posting event on or before the lock date): the domain's refusal, as assertPeriodOpen words it. */
/** The events and their postings as the column arrays both append functions take, in their order. */
function eventAndPostingColumns(contents: readonly EventContent[], postings: readonly (RecordedPosting & { event: number })[]): unknown[] {
  return [
    contents.map((e) => e.type),
    contents.map((e) => e.schemaVersion),
    contents.map((e) => JSON.stringify(e.payload)),
    contents.map((e) => e.occurredOn),
    contents.map(contentDigest),
    postings.map((p) => p.event),
    postings.map((p) => p.lineNo),
    postings.map((p) => p.account),
    postings.map((p) => p.party),
    postings.map((p) => p.debit),
    postings.map((p) => p.credit),
    postings.map((p) => p.commodity),
    postings.map((p) => p.quantity),
  ];
}

function periodLockedOf(error: unknown, events: readonly PreparedEvent[]): void {
  if (sqlErrorOf(error).code !== 'GL423') return;
  const lockDate = String(detailOf(error));
  for (const event of events) if (event.postings.length > 0) assertPeriodOpen(lockDate, event.occurredOn);
}

/** GL424: a posting to VAT dated within a filed VAT return's period. */
function vatFiledOf(error: unknown): void {
  if (sqlErrorOf(error).code === 'GL424') throw taxRefusal.onField('date', 'vat-period-filed', { filedTo: String(detailOf(error)) });
}

/** ledger_append's GL409 (version checked under the head lock), or the stream key's race. */
function versionConflictOf(error: unknown, input: AppendToStream): StreamVersionConflict | null {
  const { code, constraint } = sqlErrorOf(error);
  if (code === 'GL409') {
    const actual = Number(detailOf(error));
    return new StreamVersionConflict(input.stream, input.expectedVersion, Number.isInteger(actual) ? actual : null);
  }
  if (code === '23505' && constraint === 'ledger_event_stream_key') {
    return new StreamVersionConflict(input.stream, input.expectedVersion, null);
  }
  return null;
}

/** The DETAIL of a driver error (pg, or one wrapped by TypeORM): ledger_append puts the actual version there. */
function detailOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { detail?: unknown; driverError?: unknown };
  return e.detail ?? (e.driverError ? detailOf(e.driverError) : undefined);
}

interface PreparedEvent {
  type: string;
  schemaVersion: number;
  payload: NewEvent['payload'];
  occurredOn: string;
  postings: RecordedPosting[];
}

function prepare(input: AppendToStream): { events: PreparedEvent[]; metadata: EventMetadata } {
  const fail = (message: string): never => {
    throw new LedgerValidationError(`${input.stream}: ${message}`);
  };
  if (!isId(input.tenantId)) fail(`tenant id ${input.tenantId} is not a uuid`);
  if (!input.stream || input.stream.length > 200) fail('a stream id needs 1 to 200 characters');
  if (input.events.length === 0) fail('nothing to append');
  if (input.expectedVersion !== 'any' && !(Number.isInteger(input.expectedVersion) && input.expectedVersion >= 0)) {
    fail(`expected version ${input.expectedVersion} is not a version`);
  }
  if (input.recordedAt && Number.isNaN(input.recordedAt.getTime())) fail('recordedAt is not a valid date');

  const events = input.events.map((event, i): PreparedEvent => {
    const where = `event ${i + 1} (${event.type})`;
    if (!event.type || event.type.length > 100) fail(`${where}: a type needs 1 to 100 characters`);
    if (!Number.isInteger(event.schemaVersion) || event.schemaVersion < 1) fail(`${where}: schema version must be ≥ 1`);
    if (!isCalendarDate(event.occurredOn)) fail(`${where}: occurredOn ${event.occurredOn} is not a YYYY-MM-DD date`);
    const postings = (event.postings ?? []).map((p, line) => preparePosting(p, line + 1, (m) => fail(`${where}: ${m}`)));
    const debit = Money.sum(postings.map((p) => p.debit));
    const credit = Money.sum(postings.map((p) => p.credit));
    if (!debit.equals(credit)) fail(`${where}: debits ${debit.toFixed()} ≠ credits ${credit.toFixed()}`);
    const perCommodity = new Map<string, Quantity>();
    for (const p of postings) {
      if (p.commodity) perCommodity.set(p.commodity, (perCommodity.get(p.commodity) ?? Quantity.ZERO).plus(p.quantity));
    }
    for (const [commodity, total] of perCommodity) {
      if (!total.isZero()) fail(`${where}: quantities of ${commodity} sum to ${total.toFixed()}, not 0`);
    }
    return { type: event.type, schemaVersion: event.schemaVersion, payload: event.payload, occurredOn: event.occurredOn, postings };
  });

  const m = input.metadata;
  const metadata: EventMetadata = {
    actor_id: m.actor_id ?? null,
    role: m.role ?? null,
    correlation_id: m.correlation_id ?? null,
    causation_id: m.causation_id ?? null,
    idempotency_key: m.idempotency_key ?? null,
  };
  return { events, metadata };
}

function preparePosting(p: NewPosting, lineNo: number, fail: (message: string) => never): RecordedPosting {
  const where = `line ${lineNo}`;
  if (!p.account || p.account.length > 200) fail(`${where}: an account needs 1 to 200 characters`);
  const amount = (value: string | undefined, label: string): string => {
    const r = parseDecimalInput(value ?? '0', 2, { label });
    if (!r.ok || typeof value === 'number') return fail(`${where}: ${r.ok ? `The ${label} must be a string.` : r.refusal.message}`);
    return Money.of(r.value).toFixed();
  };
  const debit = amount(p.debit, 'debit');
  const credit = amount(p.credit, 'credit');
  const q = parseDecimalInput(p.quantity ?? '0', 3, { label: 'quantity', sign: 'any' });
  if (!q.ok) return fail(`${where}: ${q.refusal.message}`);
  const quantity = Quantity.of(q.value);
  const commodity = p.commodity ?? null;
  if (debit !== '0.00' && credit !== '0.00') fail(`${where}: a line is a debit or a credit, not both`);
  if (quantity.isZero() !== (commodity === null)) fail(`${where}: a quantity needs a commodity and a commodity a quantity`);
  if (debit === '0.00' && credit === '0.00' && quantity.isZero()) fail(`${where}: an empty line`);
  return { lineNo, account: p.account, party: p.party ?? null, debit, credit, commodity, quantity: quantity.toFixed() };
}
