/** The ledger API's answers (apps/api ledger controller), as the admin reads them. */

export interface EventMetadata {
  actor_id: string | null;
  role: number | null;
  correlation_id: string | null;
  causation_id: string | null;
  idempotency_key: string | null;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface LedgerPosting {
  lineNo: number;
  account: string;
  party: string | null;
  /** Decimal strings, e.g. "1250.00". */
  debit: string;
  credit: string;
  commodity: string | null;
  quantity: string;
}

export interface LedgerEvent {
  id: number;
  position: number;
  stream: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  payload: JsonValue;
  metadata: EventMetadata;
  /** Business date, YYYY-MM-DD. */
  occurredOn: string;
  /** When the ledger learnt of it, ISO-8601. */
  recordedAt: string;
  prevHash: string;
  hash: string;
  postings?: LedgerPosting[];
}

export interface ExplainLine {
  posting: LedgerPosting;
  event: LedgerEvent;
}

export interface Explanation {
  debit: string;
  credit: string;
  balance: string;
  quantity: string;
  total: number;
  lines: ExplainLine[];
}

export interface BalanceRow {
  id: string;
  account: string;
  party: string | null;
  commodity: string | null;
  debit: string;
  credit: string;
  /** debit − credit. */
  balance: string;
  quantity: string;
}

export interface Verification {
  hash_chain: { intact: boolean; events: number; broken_at: number | null; reason: string | null };
  projections: { equal: boolean; differences: unknown[] };
}

export interface WorkspaceUser {
  id: string;
  name: string;
  email: string;
  user_role: number;
}

/** Filters of `GET /api/ledger/events`, as kept in the list's URL. */
export interface EventFilters {
  stream?: string;
  type?: string;
  from?: string;
  to?: string;
  known_at?: string;
}
