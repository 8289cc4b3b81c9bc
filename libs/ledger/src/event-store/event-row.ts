import type { EventMetadata, JsonValue, RecordedEvent, RecordedPosting } from './ledger-event.types';

/**
 * Every column as text, so results do not depend on the driver's type parsers (a pool may
 * parse numeric as float or date as local midnight) and hashes can be recomputed exactly.
 */
export const EVENT_COLUMNS = `
  e.position::text AS position, e.tenant_id::text AS tenant_id, e.stream, e.stream_version,
  e.type, e.schema_version, e.payload::text AS payload, e.metadata::text AS metadata,
  to_char(e.occurred_on, 'YYYY-MM-DD') AS occurred_on,
  to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at,
  e.prev_hash, e.hash`;

/** An event's postings, by the statement's tenant (`$1`): Citus sends a subquery naming the row's tenant to every shard. */
export const POSTINGS_COLUMN = `
  (SELECT coalesce(json_agg(json_build_object(
      'lineNo', p.line_no, 'account', p.account, 'party', p.party, 'debit', p.debit::text,
      'credit', p.credit::text, 'commodity', p.commodity, 'quantity', p.quantity::text)
      ORDER BY p.line_no), '[]')::text
     FROM ledger_posting p WHERE p.tenant_id = $1 AND p.position = e.position) AS postings`;

export interface EventRow {
  position: string;
  tenant_id: string;
  stream: string;
  stream_version: number;
  type: string;
  schema_version: number;
  payload: string;
  metadata: string;
  occurred_on: string;
  recorded_at: string;
  prev_hash: string;
  hash: string;
  postings?: string;
}

/** The row as read, keeping recorded_at in microseconds (the hash needs the exact value). */
export function eventFromRow(row: EventRow): RecordedEvent & { recordedAtMicros: string } {
  return {
    position: Number(row.position),
    tenantId: row.tenant_id,
    stream: row.stream,
    streamVersion: Number(row.stream_version),
    type: row.type,
    schemaVersion: Number(row.schema_version),
    payload: JSON.parse(row.payload) as JsonValue,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    occurredOn: row.occurred_on,
    recordedAt: microsToMillisIso(row.recorded_at),
    recordedAtMicros: row.recorded_at,
    prevHash: row.prev_hash,
    hash: row.hash,
    postings: row.postings ? (JSON.parse(row.postings) as RecordedPosting[]) : [],
  };
}

function microsToMillisIso(micros: string): string {
  return micros.replace(/\.(\d{3})\d{3}Z$/, '.$1Z');
}
