import type { VoucherPayType } from '../vouchers/voucher';

export type VoucherStage = 'pending' | 'confirmed' | 'reversed';

/** One expense line of a voucher as the API answers it. */
export interface VoucherExpenseView {
  description: string | null;
  expense_category_id: string;
  expense_sub_category_id?: string | null;
  amount: string;
}

/** One bill a voucher pays, as the request names it: `amount` never more than the bill still owes. */
export interface VoucherBillRequest {
  bill_id: string;
  amount: string;
}

/** A bill a voucher pays, as the API answers it: the allocation with the bill's own code and number. */
export interface VoucherBillView extends VoucherBillRequest {
  code: string;
  bill_number: string;
}

/** `GET /api/vouchers/:id` as the editor reads it; the other columns are form values. */
export interface VoucherFormView {
  id: string;
  code: string;
  status: VoucherStage;
  pay_type: VoucherPayType;
  expenses: VoucherExpenseView[];
  /** The supplier's bills it pays; the rest of its amount beyond expenses and bills is the supplier's credit. */
  bills: VoucherBillView[];
  /** amount − expenses − bills: what it keeps as the supplier's credit (an advance). */
  supplier_credit: string;
  attachment: string | null;
  deleted_at: string | null;
  [field: string]: unknown;
}

/** A supplier, bank account or (sub-)category offered on the voucher form. */
export interface VoucherOptionView {
  id: string;
  name: string;
  category_id?: string;
}
