import { amountInWords, formatMoney, formatQuantity, Money, Quantity, type Locale, type TaxTreatment } from '@ginuma/domain';
import { PdfWriter, type PageSize } from '../../platform/pdf/pdf-writer';
import type { PrintBusiness } from '../../platform/pdf/document-letterhead';
import { documentPdfLabels, type PrintedKind } from './document-pdf.labels';

/**
 * What the layout prints of a document's content: an invoice's or a quotation's stored content
 * is one; a credit or debit note gives its own figures in this shape (a note has no due date).
 */
export interface PrintedContent {
  date: string;
  dueDate: string | null;
  projectRef: string | null;
  note: string | null;
  customer: { kind: string; contactPerson?: string | null };
  lines: readonly { description: string; quantity: string; unitPrice: string; discount: string; total: string; taxTreatment?: TaxTreatment; value?: string; tax?: string }[];
  /** The prices include the taxes of the standard-rated lines. */
  pricesIncludeTax?: boolean;
  subTotal: string;
  otherDiscount: { amount: string };
  parameters: readonly { name: string; amount: string }[];
  /** A tax without a rate is printed by its name alone; one without a name is the document's tax as a whole. */
  taxes: readonly { name: string | null; rate: string | null; amount: string }[];
  grandTotal: string;
}

/** A document as printed: an invoice, a quotation (which has no settlement), a credit or a debit note. */
export interface PrintedDocument {
  kind: PrintedKind;
  code: string;
  status: string;
  customerName: string;
  content: PrintedContent;
  /** The document a note corrects (its original invoice or bill), printed under the kind's reference label. */
  reference?: string | null;
  /** What the ledger says of a confirmed invoice: printed under the grand total. */
  settlement: { paid: string; refunded: string; due: string } | null;
  /** The customer's record as it stands: its address and tax numbers (none for a cash customer). */
  purchaser?: Purchaser | null;
  /**
   * A VAT-registered business's confirmed invoice, printed in the Inland Revenue's tax invoice
   * format; `copy` from its second print on, as a supply has one original; `serial` its number in the business's series.
   */
  taxInvoice?: { copy: boolean; serial: string } | null;
}

export interface Purchaser {
  address: string | null;
  tin: string | null;
  vat_number: string | null;
}

export interface PrintTemplate {
  theme_colour: string;
  page_size: PageSize;
  footer_note: string | null;
  prepared_by: string | null;
  checked_by: string | null;
  received: string | null;
  received_id: string | null;
  place_of_supply: string | null;
  mode_of_payment: string | null;
  logo: Buffer | null;
  logo_type: string | null;
}

const DEFAULT_TEMPLATE: PrintTemplate = {
  theme_colour: '#1e6fd9',
  page_size: 'A4',
  footer_note: null,
  prepared_by: null,
  checked_by: null,
  received: null,
  received_id: null,
  place_of_supply: null,
  mode_of_payment: null,
  logo: null,
  logo_type: null,
};

/** A sales document as a PDF in the template's page size, colour, logo, footer and signatures. */
export async function renderDocumentPdf(
  document: PrintedDocument,
  business: PrintBusiness,
  template: PrintTemplate | null,
  locale: Locale,
): Promise<Buffer> {
  const t = template ?? DEFAULT_TEMPLATE;
  const { words: label, status } = documentPdfLabels(document.kind, locale);
  const numberLocale = locale === 'si' ? 'si-LK' : 'en-US';
  const money = (value: string) => formatMoney(Money.of(value), numberLocale);
  const pdf = new PdfWriter(t.page_size);
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  const c = document.content;
  const tax = document.taxInvoice ?? null;
  const purchaser = document.purchaser ?? null;

  // pdfkit embeds JPEG and PNG; a GIF logo is left off the PDF (it still shows in the app).
  let headerTop = doc.y;
  if (t.logo && (t.logo_type === 'image/png' || t.logo_type === 'image/jpeg')) {
    doc.image(t.logo, left, headerTop, { fit: [120, 60] });
  }
  pdf.text(business.name, { bold: true, size: 16, color: t.theme_colour, align: 'right', width }, { x: left, y: headerTop });
  const businessLines = [business.address, business.phone, business.email, tin(label, business)];
  for (const line of businessLines.filter((v): v is string => Boolean(v))) {
    pdf.text(line, { size: 9, color: '#52606d', align: 'right', width }, { x: left, y: doc.y });
  }
  headerTop = Math.max(doc.y, headerTop + 64) + 12;
  doc.rect(left, headerTop, width, 3).fill(t.theme_colour);

  const y = headerTop + 14;
  pdf.text(tax ? label.taxTitle : label.title, { bold: true, size: 20, color: t.theme_colour }, { x: left, y });
  if (tax?.copy) pdf.text(label.copy, { bold: true, size: 14, color: '#c62828' }, { x: left, y: doc.y });
  // A tax invoice prints what the format asks in place of the status; the invoice is delivered on its date.
  // A note in the tax format prints its number, date and the document it corrects.
  const facts: [string, string | null][] = tax && document.kind === 'invoice'
    ? [
        [label.serial, tax.serial],
        [label.invoiceDate, c.date],
        [label.deliveryDate, c.date],
        [label.dueDate, c.dueDate],
        [label.placeOfSupply, t.place_of_supply ?? business.address],
        [label.modeOfPayment, t.mode_of_payment],
        [label.project, c.projectRef],
      ]
    : [
        [label.code, tax?.serial ?? document.code],
        [label.date, c.date],
        [label.reference, document.reference ?? null],
        [label.dueDate, c.dueDate],
        [label.project, c.projectRef],
        [label.status, tax ? null : status(document.status)],
      ];
  let factY = y;
  for (const [name, value] of facts) {
    if (!value) continue;
    pdf.text(name, { size: 9, color: '#52606d', align: 'right', width: 110 }, { x: left + width - 250, y: factY });
    pdf.text(value, { size: 9, bold: true, align: 'right', width: 130 }, { x: left + width - 130, y: factY });
    factY = doc.y + 2;
  }
  pdf.text(tax ? label.purchaser : label.billTo, { size: 9, color: '#52606d' }, { x: left, y: y + (tax?.copy ? 54 : 34) });
  pdf.text(document.customerName, { bold: true, size: 11, width: width / 2 }, { x: left, y: doc.y });
  if (c.customer.kind === 'company' && c.customer.contactPerson) {
    pdf.text(`${label.contact}: ${c.customer.contactPerson}`, { size: 9, width: width / 2 }, { x: left, y: doc.y });
  }
  for (const line of [purchaser?.address, purchaser && tin(label, purchaser)].filter((v): v is string => Boolean(v))) {
    pdf.text(line, { size: 9, width: width / 2 }, { x: left, y: doc.y });
  }

  // Lines. In the tax format each line shows its value excluding VAT (after every discount), its
  // VAT and its total with VAT, and a line that is not standard-rated says how it is taxed.
  const columns = tax
    ? [
        { key: 'line', x: 0, w: 20, align: 'left' as const },
        { key: 'description', x: 20, w: width - 20 - 340, align: 'left' as const },
        { key: 'quantity', x: width - 340, w: 50, align: 'right' as const },
        { key: 'price', x: width - 290, w: 70, align: 'right' as const },
        { key: 'valueExcluding', x: width - 220, w: 80, align: 'right' as const },
        { key: 'vat', x: width - 140, w: 60, align: 'right' as const },
        { key: 'total', x: width - 80, w: 80, align: 'right' as const },
      ]
    : [
        { key: 'line', x: 0, w: 24, align: 'left' as const },
        { key: 'description', x: 24, w: width - 24 - 300, align: 'left' as const },
        { key: 'quantity', x: width - 300, w: 60, align: 'right' as const },
        { key: 'price', x: width - 240, w: 80, align: 'right' as const },
        { key: 'discount', x: width - 160, w: 70, align: 'right' as const },
        { key: 'total', x: width - 90, w: 90, align: 'right' as const },
      ];
  let rowY = Math.max(doc.y, factY) + 18;
  doc.rect(left, rowY - 4, width, 20).fill(t.theme_colour);
  for (const col of columns) pdf.text(label[col.key], { size: 9, bold: true, color: '#ffffff', align: col.align, width: col.w }, { x: left + col.x, y: rowY });
  rowY += 22;
  c.lines.forEach((line, i) => {
    const treatment = line.taxTreatment ?? 'standard';
    const value = line.value ?? line.total;
    const lineTax = line.tax ?? '0.00';
    const cells: Record<string, string> = {
      line: String(i + 1),
      description: tax && treatment !== 'standard' ? `${line.description} (${label[`treatment_${treatment}`]})` : line.description,
      quantity: formatQuantity(Quantity.of(line.quantity), numberLocale),
      price: money(line.unitPrice),
      discount: Money.of(line.discount).isZero() ? '' : money(line.discount),
      valueExcluding: money(value),
      vat: money(lineTax),
      total: money(tax ? Money.of(value).plus(lineTax).toFixed() : line.total),
    };
    if (rowY > doc.page.height - doc.page.margins.bottom - 160) {
      doc.addPage();
      rowY = doc.page.margins.top;
    }
    let next = rowY;
    for (const col of columns) {
      pdf.text(cells[col.key], { size: 9, align: col.align, width: col.w }, { x: left + col.x, y: rowY });
      next = Math.max(next, doc.y);
    }
    doc.moveTo(left, next + 3).lineTo(left + width, next + 3).lineWidth(0.5).strokeColor('#d9e2ec').stroke();
    rowY = next + 8;
  });

  // Totals. A tax invoice shows the value before tax, the tax and the total with it, and no
  // settlement: what was paid since is not part of the supply.
  const totals: [string, string, boolean][] = [[label.subTotal, c.subTotal, false]];
  if (!Money.of(c.otherDiscount.amount).isZero()) totals.push([label.otherDiscount, `-${money(c.otherDiscount.amount)}`, false]);
  for (const parameter of c.parameters) totals.push([parameter.name, money(parameter.amount), false]);
  const taxTotal = Money.sum(c.taxes.map((line) => line.amount));
  if (tax) totals.push([label.valueExcludingTax, money(Money.of(c.grandTotal).minus(taxTotal).toFixed()), true]);
  // Taxes the prices already included are shown as included, not added again.
  const included = c.pricesIncludeTax ? ` ${label.included}` : '';
  for (const line of c.taxes) totals.push([`${line.rate === null ? (line.name ?? label.tax) : `${line.name ?? label.tax} (${line.rate}%)`}${included}`, money(line.amount), false]);
  totals.push([tax ? label.totalIncludingTax : label.grandTotal, money(c.grandTotal), true]);
  const settled = tax ? null : document.settlement;
  if (settled) {
    if (!Money.of(settled.paid).isZero()) totals.push([label.paid, money(settled.paid), false]);
    if (!Money.of(settled.refunded).isZero()) totals.push([label.refund, money(settled.refunded), false]);
    totals.push([label.due, money(settled.due), true]);
  }
  let totalY = rowY + 6;
  for (const [name, value, strong] of totals) {
    const shown = name === label.subTotal ? money(value) : value;
    pdf.text(name, { size: strong ? 11 : 9, bold: strong, align: 'right', width: 160 }, { x: left + width - 260, y: totalY });
    pdf.text(shown, { size: strong ? 11 : 9, bold: strong, color: strong ? t.theme_colour : undefined, align: 'right', width: 100 }, { x: left + width - 100, y: totalY });
    totalY = doc.y + 3;
  }

  let noteY = totalY + 12;
  if (tax) {
    const words = [amountInWords(Money.of(c.grandTotal), 'en'), ...(locale === 'si' ? [amountInWords(Money.of(c.grandTotal), 'si')] : [])];
    pdf.text(`${label.inWords}: ${words.join(' / ')}`, { size: 9, width }, { x: left, y: noteY });
    pdf.text(label.valuesIn, { size: 9, color: '#52606d' }, { x: left, y: doc.y + 2 });
    noteY = doc.y + 8;
  }
  if (c.note) pdf.text(`${label.note}: ${c.note}`, { size: 9 }, { x: left, y: noteY });

  // Footer: signatures and the template's note, at the foot of the last page.
  const footY = doc.page.height - doc.page.margins.bottom - 70;
  const signatures: [string, string | null][] = [
    [label.preparedBy, t.prepared_by],
    [label.checkedBy, t.checked_by],
    [label.received, t.received],
    [label.receivedId, t.received_id],
  ];
  const slot = width / signatures.length;
  signatures.forEach(([name, value], i) => {
    const x = left + i * slot;
    doc.moveTo(x + 6, footY).lineTo(x + slot - 6, footY).lineWidth(0.5).strokeColor('#9aa5b1').stroke();
    pdf.text(name, { size: 8, color: '#52606d', align: 'center', width: slot }, { x, y: footY + 4 });
    if (value) pdf.text(value, { size: 8, align: 'center', width: slot }, { x, y: doc.y });
  });
  if (t.footer_note) pdf.text(t.footer_note, { size: 8, color: '#52606d', align: 'center', width }, { x: left, y: footY + 40 });
  return pdf.toBuffer();
}

/** A party's tax numbers on one line, or nothing when it has none. */
function tin(label: Record<string, string>, party: { tin: string | null; vat_number: string | null }): string | null {
  const numbers = [party.tin && `${label.tin}: ${party.tin}`, party.vat_number && `${label.vatNumber}: ${party.vat_number}`];
  return numbers.filter(Boolean).join('   ') || null;
}
