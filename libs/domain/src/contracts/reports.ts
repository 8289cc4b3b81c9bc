import type { ProfitLossStatement } from '../reporting/profit-and-loss';

/**
 * The wire contract of the period reports the admin asks about: profit and loss and voucher
 * expenses. Each answer echoes its question as resolved (`from`, `to`, and `known_at`, null
 * for "everything recorded"), so the screen's drill-downs ask the same question again.
 * An invalid question answers 422 `{ message, errors: { from | to | known_at: [msg] } }`.
 */

/** `GET /api/reports/profit_and_loss` (alias `profitLost`). */
export interface ProfitAndLossView extends ProfitLossStatement {
  from: string;
  to: string;
  known_at: string | null;
}

/** One figure of the voucher expenses report; `id: null` gathers lines without a sub-category or supplier. */
export interface VoucherExpenseFigure {
  id: string | null;
  name: string | null;
  amount: string;
}

/** The report's finest grain (category × sub-category × supplier): the export's rows (a type alias, so a record of cells). */
export type VoucherExpenseRow = {
  category_id: string;
  category: string;
  category_type: string | null;
  sub_category_id: string | null;
  sub_category: string | null;
  supplier_id: string | null;
  supplier: string | null;
  amount: string;
};

export interface VoucherExpenseReport {
  total: string;
  /** Each category with its sub-categories. */
  categories: (VoucherExpenseFigure & { id: string; type: string | null; sub_categories: VoucherExpenseFigure[] })[];
  /** Per supplier; `id: null` gathers expenses paid to nobody in particular (cash book). */
  suppliers: VoucherExpenseFigure[];
  rows: VoucherExpenseRow[];
}

/** `GET /api/voucher-expenses/report`. */
export interface VoucherExpensesView extends VoucherExpenseReport {
  from: string;
  to: string;
  known_at: string | null;
}
