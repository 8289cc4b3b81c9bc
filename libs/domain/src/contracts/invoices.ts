import type { DiscountType } from '../invoicing/invoice.totals';
import type { InvoiceStatus } from '../invoicing/invoice.state';
import type { QuotationStatus } from '../invoicing/quotation.state';
import type { TaxTreatment } from '../tax/tax-treatment';

/**
 * What the invoices and quotations API answers for one document (`GET /api/invoices/:id`,
 * `/api/quotations/:id` and every command's reply). The API's view mappers return these types
 * and the admin reads them, so a renamed or dropped field fails to compile on both sides.
 * Money is a decimal string with two decimals, quantities have three; dates are `YYYY-MM-DD`.
 */

/** Where a document stands in its life: a draft, in the books, or cancelled by a reversal. */
export type InvoiceStage = 'pending' | 'confirmed' | 'reversed';

/*
 * What the editor sends to create or save an invoice or a quotation (`POST`/`PUT`), and what the
 * API gives back to edit: the header and what was typed of each line, never a figure computed
 * from them (the API recomputes every figure). Defined once here for the admin's editor, the
 * API's draft edits and the body the API rebuilds from a stored document.
 */

/** One line as typed. */
export interface DocumentLineRequest {
  product_id: string | null;
  description: string;
  /** The unit price; null takes the product's selling price. */
  price: string | null;
  quantity: string;
  discount_type: DiscountType;
  /** The amount for a value discount, the rate for a percentage one. */
  discount_value: string;
  unit_cost: string | null;
  /** How the line is taxed; left out or null: standard. */
  tax_treatment?: TaxTreatment | null;
}

/** An invoice parameter (a charge or an adjustment), a record's or one typed on the document. */
export interface DocumentParameterRequest {
  parameter_id: string | null;
  name: string;
  amount: string;
}

/** An invoice's or a quotation's body. The customer is a record (`customer_id`) or a walk-in one's name (`cash_customer`). */
export interface DocumentRequest {
  customer_id?: string | null;
  cash_customer?: string | null;
  contact_person: string | null;
  date: string;
  /** Left out or null: the document's date. */
  due_date: string | null;
  project_ref: string | null;
  note: string | null;
  lines: DocumentLineRequest[];
  other_discount_type: DiscountType;
  other_discount: string;
  tax_ids: string[];
  parameters: DocumentParameterRequest[];
  /** Whether the prices include the taxes of standard-rated lines; left out or null: they do not. */
  prices_include_tax?: boolean | null;
}

/** An invoice's body: the document, the template it prints with, and its recurring option (every N months from a date, until another). */
export interface InvoiceRequest extends DocumentRequest {
  template_id?: string | null;
  recurring?: boolean;
  recurring_every_months?: number;
  recurring_date?: string | null;
  recurring_till?: string | null;
}

export interface DocumentLineView extends DocumentLineRequest {
  unit: string | null;
  price: string;
  stockable: boolean;
  gross: string;
  discount: string;
  total: string;
  profit: string | null;
  tax_treatment: TaxTreatment;
  /** After every discount, excluding VAT. */
  value: string;
  /** The line's share of the document's VAT. */
  tax: string;
}

/** One treatment's supplies on a document: its value excluding VAT. */
export interface DocumentSuppliesView {
  treatment: TaxTreatment;
  value: string;
}

export interface DocumentTaxView {
  tax_id: string;
  name: string;
  abbreviation: string;
  rate: string;
  amount: string;
}

/** The part an invoice and a quotation share: the body the editor sends back, and its figures. */
export interface DocumentView extends DocumentRequest {
  customer_id: string | null;
  /** A walk-in customer's name, instead of a customer record. */
  cash_customer: string | null;
  due_date: string;
  lines: DocumentLineView[];
  taxes: DocumentTaxView[];
  other_discount_amount: string;
  gross_sales: string;
  line_discounts: string;
  sub_total: string;
  taxable_amount: string;
  supplies: DocumentSuppliesView[];
  prices_include_tax: boolean;
  /** The part of the taxes the prices included. */
  included_tax: string;
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
