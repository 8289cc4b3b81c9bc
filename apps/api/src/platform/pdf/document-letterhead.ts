import type { Tx } from '../database/database';
import type { PdfWriter } from './pdf-writer';

/** Who the printed document is from: the business configuration, or the workspace's name. */
export interface PrintBusiness {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  tin: string | null;
  vat_number: string | null;
  /** Its invoices print as tax invoices. */
  vat_registered: boolean;
  /** What a tax invoice's serial number starts with. */
  tax_invoice_series: string | null;
}

export async function printBusiness(tx: Tx, tenantId: string): Promise<PrintBusiness> {
  const [business] = await tx.query<PrintBusiness>(
    `SELECT coalesce(c.business_name, w.name) AS name, c.address, nullif(concat_ws(' / ', c.phone_1, c.phone_2), '') AS phone,
            c.business_email AS email, c.tin, c.vat_number, coalesce(c.vat_registered, false) AS vat_registered,
            c.tax_invoice_series
       FROM workspaces w LEFT JOIN business_configuration c ON c.tenant_id = w.id WHERE w.id = $1`,
    [tenantId],
  );
  if (!business) throw new Error(`No workspace ${tenantId}`);
  return business;
}

export const DOCUMENT_COLOUR = '#1e6fd9';

/**
 * The head every money document (receipt, voucher) prints: the business right-aligned, a
 * rule, the title, a red note when the document was reversed, then its facts as label /
 * value lines (empty ones left out). Returns where the body may start.
 */
export function writeLetterhead(
  pdf: PdfWriter,
  business: PrintBusiness,
  head: { title: string; reversedNote: string | null; facts: readonly [string, string | null][] },
): number {
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  pdf.text(business.name, { bold: true, size: 16, color: DOCUMENT_COLOUR, align: 'right', width }, { x: left, y: doc.y });
  for (const line of [business.address, business.phone, business.email].filter((v): v is string => Boolean(v))) {
    pdf.text(line, { size: 9, color: '#52606d', align: 'right', width }, { x: left, y: doc.y });
  }
  const top = doc.y + 12;
  doc.rect(left, top, width, 3).fill(DOCUMENT_COLOUR);
  pdf.text(head.title, { bold: true, size: 20, color: DOCUMENT_COLOUR }, { x: left, y: top + 14 });
  if (head.reversedNote) pdf.text(head.reversedNote, { bold: true, size: 12, color: '#c62828' }, { x: left, y: doc.y });
  let y = doc.y + 12;
  for (const [name, value] of head.facts) {
    if (!value) continue;
    pdf.text(name, { size: 9, color: '#52606d', width: 130 }, { x: left, y });
    pdf.text(value, { size: 10, bold: true, width: width - 140 }, { x: left + 140, y });
    y = doc.y + 3;
  }
  return y;
}
