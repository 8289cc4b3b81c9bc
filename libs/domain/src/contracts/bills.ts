/**
 * Supplier bills (`/api/bills`): what a supplier invoiced the business, owed until paid. The API's
 * view mappers return these types and the admin's bill editor and list read them, so a renamed or
 * dropped field fails to compile on both sides. Money is a decimal string with two decimals,
 * quantities have three; dates are `YYYY-MM-DD`.
 */

/** Where a bill stands in its life: a draft, in the books, or cancelled by a reversal. */
export type BillStage = 'pending' | 'confirmed' | 'reversed';

/** A bill's standing for the lists: its stage until confirmed, then what the ledger says is still owed. */
export type BillStatus = 'pending' | 'due' | 'partial' | 'paid' | 'reversed';

/**
 * One line as typed: either goods (`product_id`, stock comes in at the line's unit cost) or an
 * expense (`expense_category_id`, quantity 1 by default). Exactly one of the two is set.
 */
export interface BillLineRequest {
  product_id: string | null;
  expense_category_id: string | null;
  description: string | null;
  quantity: string;
  /** The price per unit before tax, as the supplier billed it. */
  unit_cost: string;
  /** The input tax on this line (a tax record); null: none. */
  tax_id: string | null;
}

/** What the editor sends to create or save a bill (`POST /api/bills`, `PUT /api/bills/:id`). */
export interface BillRequest {
  supplier_id: string;
  /** The bill's number as the supplier printed it: unique per supplier. */
  bill_number: string;
  date: string;
  /** Left out or null: the date plus the supplier's payment terms. */
  due_date: string | null;
  note: string | null;
  lines: BillLineRequest[];
}

export interface BillLineView extends BillLineRequest {
  /** The product's or the category's name, for the list and the print. */
  item_name: string;
  /** quantity × unit cost, rounded to the cent. */
  amount: string;
  tax_rate: string | null;
  tax_amount: string;
  total: string;
}

/** `GET /api/bills/:id` and every command's reply. */
export interface BillView extends BillRequest {
  id: string;
  /** Our own number for the bill, in its series (`BILL-00001`). */
  code: string;
  supplier_name: string;
  due_date: string;
  stage: BillStage;
  status: BillStatus;
  lines: BillLineView[];
  sub_total: string;
  tax_total: string;
  grand_total: string;
  /** What the ledger says was paid and is still owed. */
  paid: string;
  due: string;
  attachment: string | null;
  deleted_at: string | null;
}

/**
 * One supplier's line of payables aging (`GET /api/reports/payables_aging?as_of=&known_at=`): what
 * its confirmed bills still owe on the business date `as_of`, as the ledger knew it at `known_at`,
 * by days past their due dates. `not_due` is owed on bills whose due date is after `as_of`.
 */
export interface PayablesAgingRow {
  id: string;
  supplier_id: string;
  supplier: string;
  bills: number;
  not_due: string;
  days_0_30: string;
  days_31_60: string;
  days_61_90: string;
  days_over_90: string;
  total_due: string;
}

export interface PayablesAgingReport {
  as_of: string;
  known_at: string | null;
  rows: PayablesAgingRow[];
  totals: Omit<PayablesAgingRow, 'id' | 'supplier_id' | 'supplier'>;
}

/** A confirmed bill of a supplier that still owes something: what a voucher can pay. */
export interface OpenBillView {
  id: string;
  code: string;
  bill_number: string;
  date: string;
  due_date: string;
  grand_total: string;
  paid_amount: string;
  due_amount: string;
}

/** `GET /api/bills/open-bills/:supplierId`: the supplier's open bills, oldest first, and its credit (advances not yet used). */
export interface OpenBillsView {
  credit_balance: string;
  bills: OpenBillView[];
}

/** One supplier payment a voucher made on a bill (`GET /api/bills/payments/:id`), in the order made. */
export interface BillPaymentView {
  voucher_id: string;
  voucher_code: string;
  date: string;
  amount: string;
  /** The money account it was paid from: `cash` or `bank:<id>`, with the account's name. */
  account: string;
  account_name: string;
  /** When the voucher was deleted and the payment taken back off the bill; null while it stands. */
  reversed_on: string | null;
}
