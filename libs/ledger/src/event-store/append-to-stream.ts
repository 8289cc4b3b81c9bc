import { Money, parseDecimalInput, Quantity } from '@ginuma/domain';
import { handledBy, LIVE_TABLES, type Projection } from '../projections/projection';
import { ledgerProjections } from '../read-models/ledger-projections';
import { sqlErrorOf, type SqlExecutor } from '../sql-executor';
import { chainHash, GENESIS_HASH, toMicrosIso } from './event-hash';
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Appends events with their postings to a stream, in the caller's transaction, and applies
 * the projections and checkpoints in that same transaction.
 *
 * Appends of one tenant are serialized by the row lock on its `ledger_head`, which also
 * hands out the previous hash of the chain; tenants do not wait for each other. A version
 * check that still races (e.g. under a stale snapshot) ends on the unique key
 * (tenant_id, stream, stream_version), which is mapped to the same StreamVersionConflict.
 */
export async function appendToStream(
  tx: SqlExecutor,
  input: AppendToStream,
  options: AppendOptions = {},
): Promise<RecordedEvent[]> {
  const prepared = prepare(input);
  const projections = options.projections ?? ledgerProjections;
  const recordedAt = input.recordedAt ?? new Date();
  const recordedAtMicros = toMicrosIso(recordedAt);

  try {
    const [head] = await tx.query<{ last_hash: string; version: number }>(
      `WITH head AS (
         INSERT INTO ledger_head AS h (tenant_id, last_position, last_hash, event_count)
         VALUES ($1, 0, $3, 0)
         ON CONFLICT (tenant_id) DO UPDATE SET last_position = h.last_position
         RETURNING h.last_hash)
       SELECT head.last_hash,
              (SELECT coalesce(max(stream_version), 0) FROM ledger_event
                WHERE tenant_id = $1 AND stream = $2) AS version
         FROM head`,
      [input.tenantId, input.stream, GENESIS_HASH],
      { prepare: 'ledger_append_lock_head' },
    );
    if (!head) throw new Error('ledger_head upsert returned no row');
    const current = Number(head.version);
    if (input.expectedVersion !== 'any' && input.expectedVersion !== current) {
      throw new StreamVersionConflict(input.stream, input.expectedVersion, current);
    }

    let prevHash = head.last_hash;
    const events = prepared.events.map((e, i) => {
      const streamVersion = current + i + 1;
      const hashed = {
        tenantId: input.tenantId,
        stream: input.stream,
        streamVersion,
        type: e.type,
        schemaVersion: e.schemaVersion,
        payload: e.payload,
        metadata: prepared.metadata,
        occurredOn: e.occurredOn,
        recordedAt: recordedAtMicros,
        postings: e.postings,
      };
      const hash = chainHash(prevHash, hashed);
      const event = { ...hashed, recordedAt: recordedAt.toISOString(), prevHash, hash, position: 0 };
      prevHash = hash;
      return event;
    });
    const postings = events.flatMap((e) => e.postings.map((p) => ({ ...p, streamVersion: e.streamVersion })));

    const inserted = await tx.query<{ position: string; stream_version: number }>(
      `WITH ev AS (
         INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                   occurred_on, recorded_at, prev_hash, hash)
         SELECT $1, $2, x.v, x.t, x.sv, x.p::jsonb, $3::jsonb, x.o, $4::timestamptz, x.ph, x.h
           FROM unnest($5::int[], $6::text[], $7::int[], $8::text[], $9::date[], $10::text[], $11::text[])
                WITH ORDINALITY AS x(v, t, sv, p, o, ph, h, i)
          ORDER BY x.i
         RETURNING position, stream_version),
       po AS (
         INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit, commodity, quantity)
         SELECT $1, ev.position, y.l, y.a, y.pa, y.d, y.c, y.co, y.q
           FROM unnest($12::int[], $13::int[], $14::text[], $15::text[], $16::numeric[], $17::numeric[],
                       $18::text[], $19::numeric[]) AS y(v, l, a, pa, d, c, co, q)
           JOIN ev ON ev.stream_version = y.v),
       hd AS (
         UPDATE ledger_head SET last_position = (SELECT max(position) FROM ev), last_hash = $20,
                event_count = event_count + $21
          WHERE tenant_id = $1),
       cp AS (
         INSERT INTO ledger_checkpoint (tenant_id, projection, position)
         SELECT $1, name, (SELECT max(position) FROM ev) FROM unnest($22::text[]) AS name
         ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position)
       SELECT position::text AS position, stream_version FROM ev ORDER BY stream_version`,
      [
        input.tenantId,
        input.stream,
        JSON.stringify(prepared.metadata),
        recordedAt.toISOString(),
        events.map((e) => e.streamVersion),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion),
        events.map((e) => JSON.stringify(e.payload)),
        events.map((e) => e.occurredOn),
        events.map((e) => e.prevHash),
        events.map((e) => e.hash),
        postings.map((p) => p.streamVersion),
        postings.map((p) => p.lineNo),
        postings.map((p) => p.account),
        postings.map((p) => p.party),
        postings.map((p) => p.debit),
        postings.map((p) => p.credit),
        postings.map((p) => p.commodity),
        postings.map((p) => p.quantity),
        prevHash,
        events.length,
        projections.map((p) => p.name),
      ],
      { prepare: 'ledger_append_insert' },
    );
    inserted.forEach((row, i) => {
      const event = events[i];
      if (event) event.position = Number(row.position);
    });
    const recorded: RecordedEvent[] = events.map((e) => ({
      position: e.position,
      tenantId: e.tenantId,
      stream: e.stream,
      streamVersion: e.streamVersion,
      type: e.type,
      schemaVersion: e.schemaVersion,
      payload: e.payload,
      metadata: e.metadata,
      occurredOn: e.occurredOn,
      recordedAt: e.recordedAt,
      prevHash: e.prevHash,
      hash: e.hash,
      postings: e.postings,
    }));

    for (const projection of projections) {
      const handled = handledBy(projection, recorded);
      if (handled.length > 0) await projection.apply(tx, handled, LIVE_TABLES);
    }
    return recorded;
  } catch (error) {
    const { code, constraint } = sqlErrorOf(error);
    if (code === '23505' && constraint === 'ledger_event_stream_key') {
      throw new StreamVersionConflict(input.stream, input.expectedVersion, null);
    }
    throw error;
  }
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
  if (!UUID.test(input.tenantId)) fail(`tenant id ${input.tenantId} is not a uuid`);
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
    if (!isDate(event.occurredOn)) fail(`${where}: occurredOn ${event.occurredOn} is not a YYYY-MM-DD date`);
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
    if (!r.ok || typeof value === 'number') return fail(`${where}: ${r.ok ? `The ${label} must be a string.` : r.message}`);
    return Money.of(r.value).toFixed();
  };
  const debit = amount(p.debit, 'debit');
  const credit = amount(p.credit, 'credit');
  const q = parseDecimalInput(p.quantity ?? '0', 3, { label: 'quantity', sign: 'any' });
  if (!q.ok) return fail(`${where}: ${q.message}`);
  const quantity = Quantity.of(q.value);
  const commodity = p.commodity ?? null;
  if (debit !== '0.00' && credit !== '0.00') fail(`${where}: a line is a debit or a credit, not both`);
  if (quantity.isZero() !== (commodity === null)) fail(`${where}: a quantity needs a commodity and a commodity a quantity`);
  if (debit === '0.00' && credit === '0.00' && quantity.isZero()) fail(`${where}: an empty line`);
  return { lineNo, account: p.account, party: p.party ?? null, debit, credit, commodity, quantity: quantity.toFixed() };
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
