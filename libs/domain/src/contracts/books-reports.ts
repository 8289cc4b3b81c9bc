import type { AccountType, NormalSide } from '../accounting/chart';

/**
 * The wire contract of the accountant's three reports: trial balance,
 * general ledger and balance sheet. The admin screens and the API share these types, so a
 * change here is a change of the API: commit it on its own.
 *
 * Conventions, as in the rest of the API: snake_case fields; money as decimal strings with two decimals
 * ("1250.00"); business dates `YYYY-MM-DD`; instants ISO-8601 UTC.
 *
 * Two time axes on every report:
 *   as_of     business date D: postings of events that occurred on or before D
 *             (default: the workspace's today);
 *   known_at  instant T: only events recorded at or before T (default: the moment of the
 *             request). Every response echoes both as resolved, so a screen or an export can
 *             ask the same question again and get the same figures after back-dated entries.
 * Bad dates answer 422 `{ message, errors: { as_of | known_at | from | to | account | party: [msg] } }`.
 *
 * Every figure opens into its postings: rows and lines carry a `general_ledger` query (the
 * GL of that account — and party — up to the same as_of, with the same known_at) to ask
 * GET /api/reports/general-ledger with.
 */

/** Query of GET /api/reports/trial-balance and GET /api/reports/trial-balance/export (.xlsx). */
export interface TrialBalanceQuery {
  as_of?: string;
  known_at?: string;
}

/** A general-ledger question, ready to send as query parameters (the drill-down of a figure). */
export interface GeneralLedgerDrillDown {
  account: string;
  party?: string;
  from?: string;
  to: string;
  known_at: string;
}

/**
 * One account of the trial balance. `debit`/`credit` is its balance in the column of its
 * side (the other column "0.00"), so Σdebit = Σcredit; `posted_debit`/`posted_credit` are the
 * sums of every debit and credit posted to it (Σ of those balance too). Party sub-ledgers
 * (customers on receivable, suppliers on payable, products on inventory…) are rolled up into
 * the account; `has_parties` says GET /api/reports/trial-balance/parties opens them.
 */
export interface TrialBalanceRow {
  /** The posting account string (`receivable`, `bank:<id>`, `gl:2500`), as the chart's id. */
  id: string;
  account: string;
  code: string;
  name: { en: string; si: string };
  type: AccountType;
  normal: NormalSide;
  control: boolean;
  has_parties: boolean;
  debit: string;
  credit: string;
  posted_debit: string;
  posted_credit: string;
  general_ledger: GeneralLedgerDrillDown;
}

export interface TrialBalanceTotals {
  debit: string;
  credit: string;
  posted_debit: string;
  posted_credit: string;
}

/** Response of GET /api/reports/trial-balance. Accounts in chart order (code, then account). */
export interface TrialBalanceReport {
  as_of: string;
  known_at: string;
  rows: TrialBalanceRow[];
  totals: TrialBalanceTotals;
  /** totals.debit = totals.credit (always true for an intact ledger). */
  balanced: boolean;
}

/** Query of GET /api/reports/trial-balance/parties: the party sub-ledger of one account. */
export interface TrialBalancePartiesQuery {
  account: string;
  as_of?: string;
  known_at?: string;
}

/** One party of a sub-ledger; the parties' balances sum to their account's row. */
export interface TrialBalancePartyRow {
  /** `customer:<id>`, `supplier:<id>`…; "" for the account's lines without a party. */
  id: string;
  party: string | null;
  /** The party's own name (customer, supplier, product, category…), null when unknown. */
  name: string | null;
  debit: string;
  credit: string;
  posted_debit: string;
  posted_credit: string;
  general_ledger: GeneralLedgerDrillDown;
}

/** Response of GET /api/reports/trial-balance/parties. */
export interface TrialBalancePartiesReport {
  as_of: string;
  known_at: string;
  account: string;
  rows: TrialBalancePartyRow[];
  totals: TrialBalanceTotals;
}

/**
 * Query of GET /api/reports/general-ledger and …/general-ledger/export (.xlsx, every line).
 * `account` is required (a chart id); `party` narrows to one sub-ledger; `from`/`to` bound
 * the business dates shown (default: from the first posting to today); `range=[0,49]` pages
 * the lines as react-admin does (the header `Content-Range: general-ledger 0-49/312` too).
 * An account or party of another workspace (or none) answers 404.
 */
export interface GeneralLedgerQuery {
  account: string;
  party?: string;
  from?: string;
  to?: string;
  known_at?: string;
  range?: string;
}

/**
 * One posting of the general ledger, in business-date then ledger order. `balance` is the
 * running balance after this line, over the whole filtered set (not just the page), on the
 * account's normal side (positive when the account is on its normal side).
 */
export interface GeneralLedgerLine {
  /** `<event position>:<line no>` */
  id: string;
  position: number;
  line_no: number;
  occurred_on: string;
  recorded_at: string;
  event_type: string;
  stream: string;
  /** The document's human code (INV-000001, RCPT-…, JNL-…), null when the event has none. */
  document_code: string | null;
  /** The document's id (for a link to its page) and kind (`invoice`, `receipt`, `voucher`, `journal`…). */
  document_id: string | null;
  document_kind: string | null;
  memo: string | null;
  party: string | null;
  party_name: string | null;
  debit: string;
  credit: string;
  balance: string;
}

/** Response of GET /api/reports/general-ledger. */
export interface GeneralLedgerReport {
  account: { id: string; code: string; name: { en: string; si: string }; type: AccountType; normal: NormalSide };
  party: string | null;
  party_name: string | null;
  from: string | null;
  to: string;
  known_at: string;
  /** Balance before `from` (normal side); "0.00" without `from`. */
  opening_balance: string;
  /** The debits and credits of every line in the period (all pages). */
  total_debit: string;
  total_credit: string;
  /** opening_balance + the period's lines (normal side). */
  closing_balance: string;
  /** Number of lines in the period (all pages). */
  total: number;
  /** The requested page; its first line's running balance continues the previous page's. */
  lines: GeneralLedgerLine[];
}

/**
 * Query of GET /api/reports/balance-sheet, …/balance-sheet/export (.xlsx) and
 * …/balance-sheet/print (PDF; `locale=si` prints in Sinhala, default `en`, as the invoice and voucher prints).
 */
export interface BalanceSheetQuery {
  as_of?: string;
  known_at?: string;
  locale?: 'en' | 'si';
}

export type BalanceSheetSectionKey = 'assets' | 'liabilities' | 'equity';

/**
 * A line of the balance sheet: an account (or a computed line, `account` null), its amount
 * on the section's side (an overdrawn bank shows a negative asset). The computed lines are
 * `current_year_earnings` (income − expenses from the financial year's start to as_of) and,
 * inside `retained_earnings`, earlier years' profit; `profit_and_loss` opens them as the P&L
 * of that period (GET /api/reports/profit_and_loss?from=&to=&known_at=).
 */
export interface BalanceSheetLine {
  key: string;
  account: string | null;
  code: string | null;
  name: { en: string; si: string };
  amount: string;
  general_ledger: GeneralLedgerDrillDown | null;
  profit_and_loss: { from: string | null; to: string; known_at: string } | null;
}

export interface BalanceSheetSection {
  key: BalanceSheetSectionKey;
  lines: BalanceSheetLine[];
  total: string;
}

/** Response of GET /api/reports/balance-sheet. totals.assets = totals.liabilities + totals.equity, always. */
export interface BalanceSheetReport {
  as_of: string;
  known_at: string;
  /** First day of the financial year holding as_of (1 April, Sri Lanka's year of assessment). */
  financial_year_start: string;
  sections: BalanceSheetSection[];
  totals: { assets: string; liabilities: string; equity: string; liabilities_and_equity: string };
}
