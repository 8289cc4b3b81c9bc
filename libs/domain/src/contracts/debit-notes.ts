/**
 * Supplier debit notes (`/api/debit-notes`): goods the business returned to a supplier on one of
 * its bills, or a price claim, held as the supplier's credit until spent on its bills. The API's
 * view mappers return these types and the admin reads them. Money is a decimal string with two
 * decimals, quantities have three; dates are `YYYY-MM-DD`.
 */

/** Where a debit note stands in its life: a draft, in the books, or cancelled by a reversal. */
export type DebitNoteStage = 'pending' | 'confirmed' | 'reversed';

/**
 * One line as typed. With a bill, a line returns `quantity` of the bill's line at index
 * `bill_line` (at the cost and tax it was bought at). Without one, a line is a price claim: an
 * expense category, what is claimed, its unit cost and tax, `quantity` times.
 */
export interface DebitNoteLineRequest {
  bill_line: number | null;
  expense_category_id: string | null;
  description: string | null;
  unit_cost: string | null;
  tax_id: string | null;
  quantity: string;
}

/** What the editor sends to create or save a debit note (`POST /api/debit-notes`, `PUT /api/debit-notes/:id`). */
export interface DebitNoteRequest {
  supplier_id: string;
  /** The confirmed bill whose goods go back; null for a price claim. */
  bill_id: string | null;
  date: string;
  note: string | null;
  lines: DebitNoteLineRequest[];
}

/** A line with its figures, priced by the bill's rules, as the note's row keeps it. */
export interface DebitNoteStoredLine {
  bill_line: number | null;
  product_id: string | null;
  expense_category_id: string | null;
  description: string | null;
  quantity: string;
  unit_cost: string;
  tax_id: string | null;
  tax_rate: string | null;
  amount: string;
  tax_amount: string;
  total: string;
}

export interface DebitNoteLineView extends DebitNoteStoredLine {
  /** The product's or the expense category's name. */
  item_name: string;
}

/** `GET /api/debit-notes/:id` and every command's reply. */
export interface DebitNoteView {
  id: string;
  /** Its number in its own series (`DN-000001`). */
  code: string;
  supplier_id: string;
  supplier_name: string;
  bill_id: string | null;
  bill_code: string | null;
  date: string;
  note: string | null;
  lines: DebitNoteLineView[];
  /** The bills its credit is applied to and how much stands on each (what may be taken back). */
  applied: DebitNoteApplication[];
  sub_total: string;
  tax_total: string;
  grand_total: string;
  stage: DebitNoteStage;
  reversed_on: string | null;
  deleted_at: string | null;
}

/** Part of a note's credit standing on one bill. */
export interface DebitNoteApplication {
  bill_id: string;
  bill_code: string;
  amount: string;
}

/** `POST /api/debit-notes/apply/:id` (and `unapply/:id`, taking it back): spend `amount` of the supplier's credit the note gave on its open bill `bill_id`. */
export interface DebitNoteApplyRequest {
  bill_id: string;
  amount: string;
}

/** The answer of an application: the bill as it now stands. */
export interface DebitNoteApplied {
  bill_id: string;
  amount: string;
  paid: string;
  due: string;
}
