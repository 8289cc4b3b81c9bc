/** The ledger API's answers are the shared contracts (libs/domain contracts/ledger.ts), under the names the ledger screens use. */
export type {
  ExplainLineView as ExplainLine,
  ExplanationView as Explanation,
  LedgerBalanceView as BalanceRow,
  LedgerEventMetadata as EventMetadata,
  LedgerEventView as LedgerEvent,
  LedgerJson as JsonValue,
  LedgerPostingView as LedgerPosting,
  LedgerVerificationView as Verification,
  StreamLabel,
} from '@ginuma/domain';

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
