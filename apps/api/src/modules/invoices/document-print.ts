import type { Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { DocumentSharing, SharedLinkKind } from '../../platform/documents/document-kind';
import { printBusiness, type PrintBusiness } from '../../platform/pdf/document-letterhead';
import { renderDocumentPdf, type PrintedDocument, type PrintTemplate } from './document-pdf';
import type { StoredDocument } from './invoice-document';

/** Where a kind's templates are kept: invoices and quotations each have their own. */
export type TemplateTable = 'invoice_templates' | 'quotation_templates';

/**
 * A sales document's PDF: the template it names, else the workspace's default one of its kind,
 * else the oldest; without any, the plain layout.
 */
export async function salesDocumentPdf(
  tx: Tx,
  tenantId: string,
  document: PrintedDocument,
  template: { table: TemplateTable; id: string | null },
  locale: Locale,
  business?: PrintBusiness,
): Promise<Buffer> {
  const [chosen] = await tx.query<PrintTemplate>(
    `SELECT theme_colour, page_size, footer_note, prepared_by, checked_by, received, received_id, place_of_supply, mode_of_payment, logo, logo_type
       FROM ${template.table} WHERE tenant_id = $1 AND deleted_at IS NULL
      ORDER BY (id = $2) IS TRUE DESC, is_default DESC, created_at LIMIT 1`,
    [tenantId, template.id],
  );
  return renderDocumentPdf(document, business ?? (await printBusiness(tx, tenantId)), chosen ?? null, locale);
}

/** How an invoice or a quotation goes to its customer: its mail gives the total and the due (or last valid) date. */
export function salesDocumentSharing<Row extends StoredDocument & { deleted_at: Date | null }>(
  path: string,
  link: SharedLinkKind,
  pdf: DocumentSharing<Row>['pdf'],
): DocumentSharing<Row> {
  return {
    path,
    link,
    pdf,
    recipient: (row) => ({ customerId: row.customer_id, name: row.customer_name }),
    mail: (row) => ({ document: link, amount: row.grand_total, date: row.due_date }),
  };
}
