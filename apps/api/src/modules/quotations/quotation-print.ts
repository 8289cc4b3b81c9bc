import type { Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { salesDocumentPdf } from '../invoices/document-print';
import type { QuotationRow } from './quotation-rows';

/** A quotation's PDF in the workspace's default quotation template; it owes nothing, so no settlement. */
export function quotationPdf(tx: Tx, tenantId: string, quotation: QuotationRow, locale: Locale): Promise<Buffer> {
  return salesDocumentPdf(
    tx,
    tenantId,
    { kind: 'quotation', code: quotation.code, status: quotation.status, customerName: quotation.customer_name, content: quotation.content, settlement: null },
    { table: 'quotation_templates', id: null },
    locale,
  );
}
