import type { BillView } from '@ginuma/domain';
import type { BillDetailRow } from './bill-rows';

/** A bill as the API answers it (the contract's BillView): the row's figures, each line with its item's name. */
export function billView(row: BillDetailRow): BillView {
  return {
    id: row.id,
    code: row.code,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    bill_number: row.bill_number,
    date: row.date,
    due_date: row.due_date,
    note: row.note,
    stage: row.stage,
    status: row.status,
    lines: row.lines.map((l) => ({
      product_id: l.product_id,
      expense_category_id: l.expense_category_id,
      description: l.description,
      quantity: l.quantity,
      unit_cost: l.unit_cost,
      tax_id: l.tax_id,
      item_name: l.item_name,
      amount: l.amount,
      tax_rate: l.tax_rate,
      tax_amount: l.tax_amount,
      total: l.total,
    })),
    sub_total: row.sub_total,
    tax_total: row.tax_total,
    grand_total: row.grand_total,
    paid: row.paid,
    due: row.due,
    attachment: row.attachment,
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}
