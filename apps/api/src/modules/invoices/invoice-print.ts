import type { Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { findInvoice } from './invoice-rows';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { renderInvoicePdf, type PrintTemplate } from './invoice-pdf';

/** An invoice's PDF: its own template (or the workspace's default) and business details. */
export async function invoicePdf(tx: Tx, tenantId: string, invoiceId: string, locale: Locale): Promise<{ code: string; pdf: Buffer }> {
  const invoice = await findInvoice(tx, tenantId, invoiceId);
  const [template] = await tx.query<PrintTemplate>(
    `SELECT theme_colour, page_size, footer_note, prepared_by, checked_by, received, received_id, logo, logo_type
       FROM invoice_templates WHERE tenant_id = $1 AND deleted_at IS NULL
      ORDER BY (id = $2) DESC, is_default DESC, created_at LIMIT 1`,
    [tenantId, invoice.template_id],
  );
  const business = await printBusiness(tx, tenantId);
  const pdf = await renderInvoicePdf(
    {
      code: invoice.code,
      status: invoice.status,
      customerName: invoice.customer_name,
      content: invoice.content,
      paid: invoice.paid,
      refunded: invoice.refunded,
      due: invoice.due,
    },
    business,
    template ?? null,
    locale,
  );
  return { code: invoice.code, pdf };
}

export function localeOf(value: unknown): Locale {
  return value === 'si' ? 'si' : 'en';
}
