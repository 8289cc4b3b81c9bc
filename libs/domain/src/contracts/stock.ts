import type { StockAdjustmentReason, StockTransactionType } from '../stock/stock';

/**
 * The wire contract of the stock screens: inventory (`GET /api/stocks`), stock movements
 * (`GET /api/stock-logs` and its `/summary`) and product sales (`GET /api/products/report` and
 * `/report/:id/lines`). The API's queries answer in these types and the admin reads them, so
 * a change here is a change of the API.
 *
 * Quantities are decimal strings with three decimals, money with two; dates `YYYY-MM-DD`.
 */

/** What moved the stock; `other` is a movement no named source explains (a manual ledger entry). */
export type StockSource = 'opening' | 'stock_update' | 'invoice' | 'invoice_reversal' | 'bill' | 'bill_reversal' | 'credit_note' | 'credit_note_reversal' | 'debit_note' | 'debit_note_reversal' | 'other';

// Rows are type aliases, not interfaces: the .xlsx exports take them as records of cells.

/** One row of `GET /api/stocks`: a stockable product's position as of a date. */
export type StockLevelView = {
  id: string;
  code: string;
  name: string;
  category_id: string | null;
  category_name: string | null;
  unit_name: string | null;
  stock_level: string | null;
  stock_quantity: string;
  stock_value: string;
  average_cost: string;
  below_level: boolean;
};

/** One row of `GET /api/stock-logs`: one product's share of one ledger event (`position`). */
export type StockMovementView = {
  id: string;
  event_id: number;
  stream: string;
  position: number;
  date: string;
  recorded_at: string;
  product_id: string;
  code: string;
  name: string;
  source: StockSource;
  reference: string | null;
  transaction_type: StockTransactionType;
  quantity: string;
  value: string;
  remark: string | null;
  /** A stock update's reason (count, damage, sample, opening); null for any other source. */
  reason: StockAdjustmentReason | null;
};

/**
 * `GET /api/stock-logs/summary`: the filtered movements' totals; asked about one product, also
 * its quantity before `from` and at `to`.
 */
export interface StockMovementSummaryView {
  opening_quantity?: string;
  closing_quantity?: string;
  in_quantity: string;
  out_quantity: string;
  in_value: string;
  out_value: string;
}

/** What sold of a product in a period: quantity, revenue, cost of sales and profit. */
export type SaleFigures = {
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
};

/** One row of `GET /api/products/report`. */
export type ProductSaleView = SaleFigures & {
  product_id: string;
  code: string;
  name: string;
};

/** One row of `GET /api/products/report/:id/lines`: an invoice event behind a product's sales row. */
export type ProductSaleLineView = SaleFigures & {
  /** The event's ledger position. */
  event_id: number;
  stream: string;
  invoice_id: string;
  invoice_code: string;
  date: string;
  kind: 'sale' | 'reversal';
};
