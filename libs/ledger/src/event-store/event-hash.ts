import { createHash } from 'node:crypto';
import type { EventMetadata, JsonValue, RecordedPosting } from './ledger-event.types';

/** The prev_hash of a tenant's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the hash covers: everything about an event except its global position. */
export interface HashedEvent extends EventContent {
  streamVersion: number;
}

/**
 * What the client seals before the append: the event without its stream version and
 * previous hash, which only the locked ledger_head tells (ledger_append adds both).
 */
export interface EventContent {
  tenantId: string;
  stream: string;
  type: string;
  schemaVersion: number;
  payload: JsonValue;
  metadata: EventMetadata;
  occurredOn: string;
  /** Microsecond UTC form, exactly as the database keeps it: 2024-11-22T10:00:00.123000Z. */
  recordedAt: string;
  postings: readonly RecordedPosting[];
}

/**
 * JSON with object keys sorted and no whitespace, so the same value always gives the same
 * text, whichever order the keys were built or stored in (jsonb reorders them).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('Non-finite number in JSON');
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 of the canonical event, hex: the half of the chain computed before the append. */
export function contentDigest(event: EventContent): string {
  const body = canonicalJson({
    tenant_id: event.tenantId,
    stream: event.stream,
    type: event.type,
    schema_version: event.schemaVersion,
    payload: event.payload,
    metadata: event.metadata,
    occurred_on: event.occurredOn,
    recorded_at: event.recordedAt,
    postings: event.postings.map((p) => ({
      line_no: p.lineNo,
      account: p.account,
      party: p.party,
      debit: p.debit,
      credit: p.credit,
      commodity: p.commodity,
      quantity: p.quantity,
    })),
  });
  return sha256(body);
}

/**
 * hash = sha256(prev_hash \n stream_version \n content digest), hex: each event seals its
 * predecessor. ledger_append (migrations/1732241800000-ledger-append.ts) computes the same
 * with PostgreSQL's sha256() when it appends; this recomputes it to verify.
 */
export function chainHash(prevHash: string, event: HashedEvent): string {
  return sha256(`${prevHash}\n${event.streamVersion}\n${contentDigest(event)}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A request's fingerprint for the idempotency store: method, path and canonical body. */
export function hashRequest(method: string, path: string, body: unknown): string {
  return sha256(`${method.toUpperCase()} ${path}\n${canonicalJson(body ?? null)}`);
}

export function toMicrosIso(date: Date): string {
  return date.toISOString().replace(/Z$/, '000Z');
}
