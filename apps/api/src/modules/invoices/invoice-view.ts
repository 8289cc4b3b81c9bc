import type { InvoiceView } from '@ginuma/domain';
import { documentView } from './invoice-document';
import type { InvoiceRow } from './invoice-rows';

/** An invoice as the API shows it: row, document, and the ledger's figures. */
export function invoiceView(row: InvoiceRow): InvoiceView {
  const { content, ...rest } = row;
  return {
    ...rest,
    ...documentView(content),
    code: row.code,
    recurring_date: row.recurring_next,
    // The ledger's figures, named as an invoice shows them: paid, refund and due amounts.
    paid_amount: row.paid,
    refund_amount: row.refunded,
    due_amount: row.due,
  };
}
