import type { LedgerPostingView } from '@ginuma/domain';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Who and what caused an event, for the audit trail; stored as JSON with these snake_case keys. */
export interface EventMetadata {
  actor_id: string | null;
  role: number | null;
  /** The request that caused it, shared by every event of that request. */
  correlation_id: string | null;
  /** The event or command this one reacts to, when there is one. */
  causation_id: string | null;
  idempotency_key: string | null;
}

/**
 * One line of a journal entry. Money is in cents as decimal strings ("1250.00"), debit or
 * credit, never both. A stock line also moves a signed quantity (+ in, − out, up to three
 * decimals) of a commodity, e.g. `product:42`; it may carry value too.
 */
export interface NewPosting {
  account: string;
  party?: string | null;
  debit?: string;
  credit?: string;
  commodity?: string | null;
  quantity?: string;
}

export interface NewEvent<T extends string = string, P extends JsonValue = JsonValue> {
  type: T;
  schemaVersion: number;
  payload: P;
  /** The business date (YYYY-MM-DD) the event counts on, which may lie in the past. */
  occurredOn: string;
  postings?: readonly NewPosting[];
}

/** A stored posting, as the API answers it (the shared contract). */
export type RecordedPosting = LedgerPostingView;

export interface RecordedEvent<T extends string = string, P extends JsonValue = JsonValue> {
  /** Global order of appends, across tenants; gaps are normal. */
  position: number;
  tenantId: string;
  stream: string;
  streamVersion: number;
  type: T;
  schemaVersion: number;
  payload: P;
  metadata: EventMetadata;
  occurredOn: string;
  /** When the ledger learnt of it (ISO-8601 UTC): the "known at" axis. */
  recordedAt: string;
  prevHash: string;
  hash: string;
  postings: RecordedPosting[];
}
