import type { CreditNoteView } from '@ginuma/domain';
import type { CreditNoteDetailRow } from './credit-note-rows';

/** A credit note as the API answers it (the contract's CreditNoteView): the row's figures and lines. */
export function creditNoteView(row: CreditNoteDetailRow): CreditNoteView {
  return {
    id: row.id,
    code: row.code,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    invoice_id: row.invoice_id,
    invoice_code: row.invoice_code,
    date: row.date,
    note: row.note,
    tax_ids: row.tax_ids,
    lines: row.lines,
    applied: row.applied,
    sub_total: row.sub_total,
    other_discount: row.other_discount,
    tax_total: row.tax_total,
    grand_total: row.grand_total,
    stage: row.stage,
    reversed_on: row.reversed_on,
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}
