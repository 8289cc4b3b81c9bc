import type { RefundKind } from '../invoicing/invoice.events';
import type { PayType } from '../payments/receipt';

/**
 * What the payments API answers (`/api/payments…`, `/api/payments/refunds…`). The API's view
 * mappers return these types and the admin reads them, so a renamed or dropped field fails to
 * compile on both sides. Money is a decimal string with two decimals; dates are `YYYY-MM-DD`.
 */
export type PaymentStage = 'pending' | 'confirmed' | 'reversed';

/** One invoice a receipt or refund names, with what the ledger says of it now. */
export interface PaymentAllocationView {
  invoice_id: string;
  amount: string;
  code: string | null;
  invoice_date: string | null;
  grand_total: string | null;
  paid_amount: string | null;
  refund_amount: string | null;
  due_amount: string | null;
  invoice_status: string | null;
}

interface PaymentDocumentView {
  id: string;
  code: string;
  customer_id: string;
  customer_name: string;
  date: string;
  account_id: string | null;
  account_name: string | null;
  remark: string | null;
  note: string | null;
  status: PaymentStage;
  invoices: PaymentAllocationView[];
  /** The statement date of the bank reconciliation that cleared it, or null: a cleared receipt or refund cannot be deleted. */
  cleared: string | null;
}

export interface ReceiptView extends PaymentDocumentView {
  pay_type: PayType;
  paid_amount: string;
  applied_amount: string;
  /** What was paid beyond the invoices: the customer's credit. */
  credit_amount: string;
  cheque_number: string | null;
  post_date: string | null;
  bank: string | null;
  branch: string | null;
  account_number: string | null;
}

export interface RefundView extends PaymentDocumentView {
  refund_type: RefundKind;
  amount: string;
}

/** A confirmed invoice of the customer with money due or refundable. */
export interface OpenInvoiceView {
  id: string;
  code: string;
  date: string;
  due_date: string | null;
  grand_total: string;
  paid_amount: string;
  refund_amount: string;
  due_amount: string;
  refundable_amount: string;
}

/** `GET /api/payments/open-invoices/:customerId`. */
export interface OpenInvoicesView {
  credit_balance: string;
  invoices: OpenInvoiceView[];
}
