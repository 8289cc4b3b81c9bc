import type { VoucherPayType } from '../vouchers/voucher';

export type VoucherStage = 'pending' | 'confirmed' | 'reversed';

/** One expense line of a voucher as the API answers it. */
export interface VoucherExpenseView {
  description: string | null;
  expense_category_id: string;
  expense_sub_category_id?: string | null;
  amount: string;
}

/** `GET /api/vouchers/:id` as the editor reads it; the other columns are form values. */
export interface VoucherFormView {
  id: string;
  code: string;
  status: VoucherStage;
  pay_type: VoucherPayType;
  expenses: VoucherExpenseView[];
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
