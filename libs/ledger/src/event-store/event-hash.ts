import { createHash } from 'node:crypto';
import type { EventMetadata, JsonValue, RecordedPosting } from './ledger-event.types';

/** The prev_hash of a tenant's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the hash covers: everything about an event except its global position. */
export interface HashedEvent {
  tenantId: string;
  stream: string;
  streamVersion: number;
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

/** hash = sha256(prev_hash + "\n" + canonical event), hex: each event seals its predecessor. */
export function chainHash(prevHash: string, event: HashedEvent): string {
  const body = canonicalJson({
    tenant_id: event.tenantId,
    stream: event.stream,
    stream_version: event.streamVersion,
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
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}

/** A request's fingerprint for the idempotency store: method, path and canonical body. */
export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body ?? null)}`).digest('hex');
}

export function toMicrosIso(date: Date): string {
  return date.toISOString().replace(/Z$/, '000Z');
}
