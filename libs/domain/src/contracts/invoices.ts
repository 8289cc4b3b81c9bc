import type { DiscountType } from '../invoicing/invoice.totals';
import type { InvoiceStatus } from '../invoicing/invoice.state';
import type { QuotationStatus } from '../invoicing/quotation.state';

/**
 * What the invoices and quotations API answers for one document (`GET /api/invoices/:id`,
 * `/api/quotations/:id` and every command's reply). The API's view mappers return these types
 * and the admin reads them, so a renamed or dropped field fails to compile on both sides.
 * Money is a decimal string with two decimals, quantities have three; dates are `YYYY-MM-DD`.
 */

/** Where a document stands in its life: a draft, in the books, or cancelled by a reversal. */
export type InvoiceStage = 'pending' | 'confirmed' | 'reversed';

export interface DocumentLineView {
  product_id: string | null;
  description: string;
  unit: string | null;
  price: string;
  quantity: string;
  discount_type: DiscountType;
  /** The amount for a value discount, the rate for a percentage one. */
  discount_value: string;
  unit_cost: string | null;
  stockable: boolean;
  gross: string;
  discount: string;
  total: string;
  profit: string | null;
}

export interface DocumentTaxView {
  tax_id: string;
  name: string;
  abbreviation: string;
  rate: string;
  amount: string;
}

export interface DocumentParameterView {
  parameter_id: string | null;
  name: string;
  amount: string;
}

/** The part an invoice and a quotation share: the body the editor sends back, and its figures. */
export interface DocumentView {
  customer_id: string | null;
  /** A walk-in customer's name, instead of a customer record. */
  cash_customer: string | null;
  contact_person: string | null;
  date: string;
  due_date: string;
  project_ref: string | null;
  note: string | null;
  lines: DocumentLineView[];
  other_discount_type: DiscountType;
  other_discount: string;
  tax_ids: string[];
  taxes: DocumentTaxView[];
  parameters: DocumentParameterView[];
  other_discount_amount: string;
  gross_sales: string;
  line_discounts: string;
  sub_total: string;
  taxable_amount: string;
  grand_total: string;
}

interface StoredDocumentView extends DocumentView {
  id: string;
  code: string;
  customer_name: string;
}

export interface InvoiceView extends StoredDocumentView {
  stage: InvoiceStage;
  status: InvoiceStatus;
  /** What the ledger says was paid, refunded and is still due. */
  paid: string;
  refunded: string;
  due: string;
  template_id: string | null;
  quotation_id: string | null;
  recurring: boolean;
  recurring_every_months: number | null;
  /** The next date the schedule makes a draft from this invoice. */
  recurring_date: string | null;
  recurring_till: string | null;
  recurring_parent_id: string | null;
  /** The attached file's name, if there is one. */
  attachment: string | null;
  // The ledger's figures: what was paid, refunded and is still due.
  paid_amount: string;
  refund_amount: string;
  due_amount: string;
}

export interface QuotationView extends StoredDocumentView {
  stage: QuotationStatus;
  status: QuotationStatus;
  /** The invoice it was converted into. */
  invoice_id: string | null;
}
