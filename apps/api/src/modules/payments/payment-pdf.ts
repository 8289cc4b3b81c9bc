import { formatMoney, Money, type Locale } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, writeLetterhead, type PrintBusiness } from '../../platform/pdf/document-letterhead';

/** What a receipt or refund prints: the letterhead's facts, one line per invoice, the totals. */
export interface PaymentDocument {
  title: string;
  reversedNote: string | null;
  facts: readonly [string, string | null][];
  headings: { invoice: string; invoiceDate: string; amount: string };
  invoices: readonly { code: string | null; invoice_date: string | null; amount: string }[];
  /** Label, amount, and whether it is the document's headline figure. */
  totals: readonly [string, string, boolean][];
  remark: string | null;
}

export function moneyIn(locale: Locale): (value: string) => string {
  return (value) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
}

/** A receipt or refund as a one-page PDF: the letterhead, the invoices the money went to, the totals. */
export async function paymentDocumentPdf(business: PrintBusiness, document: PaymentDocument): Promise<Buffer> {
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  let y = writeLetterhead(pdf, business, { title: document.title, reversedNote: document.reversedNote, facts: document.facts });

  y += 12;
  doc.rect(left, y - 4, width, 20).fill(DOCUMENT_COLOUR);
  const head = { size: 9, bold: true, color: '#ffffff' };
  pdf.text(document.headings.invoice, { ...head, width: 160 }, { x: left + 4, y });
  pdf.text(document.headings.invoiceDate, { ...head, width: 140 }, { x: left + 170, y });
  pdf.text(document.headings.amount, { ...head, align: 'right', width: 140 }, { x: left + width - 144, y });
  y += 22;
  for (const invoice of document.invoices) {
    pdf.text(invoice.code ?? '', { size: 9, width: 160 }, { x: left + 4, y });
    pdf.text(invoice.invoice_date ?? '', { size: 9, width: 140 }, { x: left + 170, y });
    pdf.text(invoice.amount, { size: 9, align: 'right', width: 140 }, { x: left + width - 144, y });
    y = doc.y + 6;
  }
  y += 6;
  for (const [name, value, strong] of document.totals) {
    pdf.text(name, { size: strong ? 11 : 9, bold: strong, align: 'right', width: 200 }, { x: left + width - 320, y });
    pdf.text(value, { size: strong ? 11 : 9, bold: strong, color: strong ? DOCUMENT_COLOUR : undefined, align: 'right', width: 110 }, { x: left + width - 110, y });
    y = doc.y + 3;
  }
  if (document.remark) pdf.text(document.remark, { size: 9 }, { x: left, y: y + 12 });
  return pdf.toBuffer();
}
