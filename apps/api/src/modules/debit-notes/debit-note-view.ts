import type { DebitNoteView } from '@ginuma/domain';
import type { DebitNoteDetailRow } from './debit-note-rows';

/** A debit note as the API answers it (the contract's DebitNoteView): the row's figures and lines, and where its credit stands. */
export function debitNoteView(row: DebitNoteDetailRow): DebitNoteView {
  return {
    id: row.id,
    code: row.code,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    bill_id: row.bill_id,
    bill_code: row.bill_code,
    date: row.date,
    note: row.note,
    lines: row.lines,
    applied: row.applied,
    sub_total: row.sub_total,
    tax_total: row.tax_total,
    grand_total: row.grand_total,
    stage: row.stage,
    reversed_on: row.reversed_on,
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}
