/** `GET /api/dashboard`: the figures at a glance, each a sum over the ledger (decimal strings). */
export interface DashboardView {
  today: string;
  month_start: string;
  sales: string;
  expenses: string;
  /** The receivable account's balance: everything customers owe. */
  outstanding: string;
  /**
   * What `outstanding` is made of: the invoices the outstanding report lists (its total due),
   * customers' opening balances (owed before their first invoice here, so on no invoice), and
   * any other entry on the account (a manual journal).
   */
  outstanding_parts: { invoices: string; opening_balances: string; other: string };
  /**
   * What confirmed bills still owe suppliers on today's business date: the payables aging
   * report's total due for today, which the figure opens into.
   */
  payables_due: string;
  cash_and_bank: string;
  accounts: { account: string; name: string; balance: string }[];
  months: { month: string; sales: string; expenses: string }[];
  below_stock_level: number;
  /** Which steps of the first day's checklist the workspace has done. */
  setup: Record<SetupStep, boolean>;
}

/**
 * A new workspace's first steps, in order: its business details (an address, phone or email on
 * Business Configuration), a tax, a bank account, a customer and a confirmed invoice.
 */
export const SETUP_STEPS = ['business', 'tax', 'bank_account', 'customer', 'invoice'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
