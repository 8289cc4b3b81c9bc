import type { Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { salesDocumentPdf } from './document-print';
import type { InvoiceRow } from './invoice-rows';

/** An invoice's PDF: its own template (or the workspace's default) and what the ledger says it owes. */
export function invoicePdf(tx: Tx, tenantId: string, invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  return salesDocumentPdf(
    tx,
    tenantId,
    {
      kind: 'invoice',
      code: invoice.code,
      status: invoice.status,
      customerName: invoice.customer_name,
      content: invoice.content,
      settlement: { paid: invoice.paid, refunded: invoice.refunded, due: invoice.due },
    },
    { table: 'invoice_templates', id: invoice.template_id },
    locale,
  );
}

export function localeOf(value: unknown): Locale {
  return value === 'si' ? 'si' : 'en';
}
