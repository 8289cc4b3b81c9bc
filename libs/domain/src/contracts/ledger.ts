/**
 * What the ledger API answers (`/api/ledger/events`, `…/explain`, `…/balances`, `…/verify`).
 * The API maps libs/ledger's records onto these types and the admin reads them, so drift fails
 * to compile. Money and quantities are decimal strings ("1250.00").
 */
export type LedgerJson = string | number | boolean | null | LedgerJson[] | { [key: string]: LedgerJson };

export interface LedgerEventMetadata {
  actor_id: string | null;
  role: number | null;
  correlation_id: string | null;
  causation_id: string | null;
  idempotency_key: string | null;
}

export interface LedgerPostingView {
  lineNo: number;
  account: string;
  party: string | null;
  debit: string;
  credit: string;
  commodity: string | null;
  quantity: string;
}

/**
 * How an accountant names a stream: the document's code (INV-000001) and whom it concerns
 * (Perera Stores), or a record's code and name. Null parts are unknown (a purged draft).
 */
export interface StreamLabel {
  code: string | null;
  name: string | null;
  /** On an invoice's stream, the receipt or refund the event books (RCT-000001). */
  via: string | null;
}

export interface LedgerEventView {
  /** The position again, as react-admin's record id. */
  id: number;
  position: number;
  stream: string;
  /** Null for a stream that names no document or record (the period lock). */
  label: StreamLabel | null;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  payload: LedgerJson;
  metadata: LedgerEventMetadata;
  /** Business date, YYYY-MM-DD. */
  occurredOn: string;
  /** When the ledger learnt of it, ISO-8601. */
  recordedAt: string;
  prevHash: string;
  hash: string;
  /** Left out of the audit trail's list, present on one event. */
  postings?: LedgerPostingView[];
}

export interface ExplainLineView {
  posting: LedgerPostingView;
  /** A report's own explain route (voucher expenses) answers in this shape without labels. */
  event: Omit<LedgerEventView, 'postings' | 'label'> & { label?: StreamLabel | null };
}

export interface ExplanationView {
  /** Totals of every matching line, not just this page. */
  debit: string;
  credit: string;
  balance: string;
  quantity: string;
  total: number;
  lines: ExplainLineView[];
}

export interface LedgerBalanceView {
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

export interface LedgerVerificationView {
  hash_chain: { intact: boolean; events: number; broken_at: number | null; reason: string | null };
  projections: { equal: boolean; differences: unknown[] };
}
