import { lineTaxesOf, taxInvoiceSerial, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { taxFormat } from '../../platform/pdf/document-prints';
import type { PrintedContent, Purchaser } from './document-pdf';
import type { DraftContent } from './invoice-document';
import { salesDocumentPdf } from './document-print';
import type { InvoiceRow } from './invoice-rows';

/**
 * An invoice's PDF: its own template (or the workspace's default) and what the ledger says it
 * owes. A VAT-registered business's confirmed invoice is a tax invoice: each print of it is
 * recorded, and every print after the first is a copy.
 */
export async function invoicePdf(tx: Tx, tenantId: string, invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const business = await printBusiness(tx, tenantId);
  const [purchaser] = invoice.customer_id
    ? await tx.query<Purchaser>(`SELECT address, tin, vat_number FROM customers WHERE tenant_id = $1 AND id = $2`, [tenantId, invoice.customer_id])
    : [];
  return salesDocumentPdf(
    tx,
    tenantId,
    {
      kind: 'invoice',
      code: invoice.code,
      status: invoice.status,
      customerName: invoice.customer_name,
      content: printedContent(invoice.content),
      settlement: { paid: invoice.paid, refunded: invoice.refunded, due: invoice.due },
      purchaser: purchaser ?? null,
      taxInvoice: await taxFormat(tx, tenantId, business, { kind: 'invoice', id: invoice.id, status: invoice.status, serial: taxInvoiceSerial(business.tax_invoice_series, invoice.code) }),
    },
    { table: 'invoice_templates', id: invoice.template_id },
    locale,
    business,
  );
}

/** A stored invoice as printed: each line with its treatment, value and VAT (a document from before treatments has them worked out). */
export function printedContent(content: DraftContent): PrintedContent {
  const taxes = lineTaxesOf(content);
  return { ...content, lines: content.lines.map((line, i) => ({ ...line, ...(taxes[i] && { taxTreatment: taxes[i].treatment, value: taxes[i].value, tax: taxes[i].tax }) })) };
}

export function localeOf(value: unknown): Locale {
  return value === 'si' ? 'si' : 'en';
}
