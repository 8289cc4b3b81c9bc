import type { ClientType, EntryKind } from '../cashbook/cashbook';
import type { GeneralLedgerLine } from './books-reports';

export type CashTransactionKind = EntryKind | 'transfer';

/** A money account (cash, or `bank:<id>`) over a period: its balance before, money in and out, its balance after. */
export interface MoneyAccountPeriodView {
  id: string;
  name: string;
  /** The ledger account, for drilling into its postings. */
  account: string;
  open: string;
  in: string;
  out: string;
  close: string;
}

/**
 * One line of the cash book: whatever moved money in or out of an account (a receipt, a voucher,
 * a transfer, an income, a refund…), with that account's balance after it.
 */
export interface CashBookEntryView extends GeneralLedgerLine {
  /** The money account (`cash` or `bank:<id>`) and its name. */
  account: string;
  account_name: string;
}

/** `GET /api/transactions/banks/balance/filter`: asked without a period, the server answers this month up to the workspace's today. */
export interface CashBookPeriodView {
  from: string;
  to: string;
  accounts: MoneyAccountPeriodView[];
  /** Every money account's lines of the period in date order, each with its account's running balance. */
  entries: CashBookEntryView[];
}

/** `GET /api/transactions/banks`: an account money can be drawn from or paid into, with its balance now. */
export interface MoneyAccountView {
  id: string;
  name: string;
  account: string;
  balance: string;
}

/** A customer or a supplier an income or expense names, as `customer:<id>` / `supplier:<id>`. */
export interface CashEntryClientView {
  id: string;
  name: string;
  type: ClientType;
}

/** `GET /api/{transactions|expenses|incomes}/:id`: a booked entry, linked both ways to what an edit replaced. */
export interface BookedCashEntryView {
  id: string;
  code: string;
  kind: CashTransactionKind;
  direction: 'in' | 'out' | 'in-out';
  stream: string;
  from_account: string;
  from_account_name: string | null;
  to_account_name: string | null;
  expense_category_id: string | null;
  expense_category_name: string | null;
  client: string | null;
  client_type: ClientType | null;
  client_name: string | null;
  amount: string;
  date: string;
  remark: string | null;
  replaces: string | null;
  replaces_code: string | null;
  replaced_by: string | null;
  replaced_by_code: string | null;
  deleted_at: string | null;
  /** The statement date of the bank reconciliation that cleared it, or null: a cleared entry cannot be edited or reversed. */
  cleared: string | null;
}

/** `POST /api/transactions/transferFund`: money moved from one money account (`cash` or a bank account's id) to another. */
export interface TransferRequest {
  from_account: string;
  to_account: string;
  /** Greater than zero, at most two decimals. */
  value: string | number;
  date: string;
  remark?: string | null;
}

/** `POST /api/expenses`, `PUT /api/expenses/:id` (and incomes): one entry of the cash book. */
export interface CashEntryRequest {
  account: string;
  /** An expense's; an income has none. */
  expense_category_id?: string | null;
  /** `customer:<id>` or `supplier:<id>`. */
  client?: string | null;
  amount: string | number;
  date: string;
  remark?: string | null;
}
