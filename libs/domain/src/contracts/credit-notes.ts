/**
 * Customer credit notes (`/api/credit-notes`): goods a customer returned from an invoice, or a
 * price reduction, owed back to the customer as credit. The API's view mappers return these types
 * and the admin reads them. Money is a decimal string with two decimals, quantities have three;
 * dates are `YYYY-MM-DD`.
 */

/** Where a credit note stands in its life: a draft, in the books, or cancelled by a reversal. */
export type CreditNoteStage = 'pending' | 'confirmed' | 'reversed';

/**
 * One line as typed. With an invoice, a line returns `quantity` of the invoice's line at index
 * `invoice_line` (priced as it was sold). Without one, a line is a price reduction: what is
 * credited (`description`) at `unit_price`, `quantity` times.
 */
export interface CreditNoteLineRequest {
  invoice_line: number | null;
  description: string | null;
  unit_price: string | null;
  quantity: string;
}

/** What the editor sends to create or save a credit note (`POST /api/credit-notes`, `PUT /api/credit-notes/:id`). */
export interface CreditNoteRequest {
  customer_id: string;
  /** The confirmed invoice whose goods come back; null for a price reduction. */
  invoice_id: string | null;
  date: string;
  note: string | null;
  /** A price reduction's taxes (tax records); a return takes the invoice's own. */
  tax_ids: string[];
  lines: CreditNoteLineRequest[];
}

/** A line with its figures, priced by the invoice's rules. */
export interface CreditNoteLineView extends CreditNoteLineRequest {
  product_id: string | null;
  description: string;
  unit_price: string;
  /** The line's share of its discounts: the invoice line's own for a return. */
  discount: string;
  total: string;
}

/** `GET /api/credit-notes/:id` and every command's reply. */
export interface CreditNoteView {
  id: string;
  /** Its number in its own series (`CN-000001`). */
  code: string;
  customer_id: string;
  customer_name: string;
  invoice_id: string | null;
  invoice_code: string | null;
  date: string;
  note: string | null;
  tax_ids: string[];
  lines: CreditNoteLineView[];
  /** The invoices its credit is applied to and how much stands on each (what may be taken back). */
  applied: CreditNoteApplication[];
  sub_total: string;
  /** Its share of the invoice's other discount, for a return. */
  other_discount: string;
  tax_total: string;
  grand_total: string;
  stage: CreditNoteStage;
  reversed_on: string | null;
  deleted_at: string | null;
}

/** `POST /api/credit-notes/unapply/:id`'s answer: what was taken back off the invoice and how it now stands. */
export interface CreditNoteUnapplied {
  invoice_id: string;
  amount: string;
  paid: string;
  due: string;
}

/** Part of a note's credit standing on one invoice: what its live Credit receipts allocate there. */
export interface CreditNoteApplication {
  invoice_id: string;
  invoice_code: string;
  amount: string;
}

/** `POST /api/credit-notes/apply/:id`: spend `amount` of the note's credit on the customer's open invoice `invoice_id`. */
export interface CreditNoteApplyRequest {
  invoice_id: string;
  amount: string;
}
