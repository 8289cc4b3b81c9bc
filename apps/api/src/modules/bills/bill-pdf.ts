import { formatMoney, Money, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, printBusiness, writeLetterhead } from '../../platform/pdf/document-letterhead';
import { findBill } from './bill-rows';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    title: 'SUPPLIER BILL',
    code: 'Bill No',
    number: 'Supplier’s number',
    supplier: 'Supplier',
    date: 'Date',
    dueDate: 'Due date',
    item: 'Item',
    quantity: 'Qty',
    unitCost: 'Unit cost',
    tax: 'Tax',
    amount: 'Amount',
    subTotal: 'Sub total',
    taxTotal: 'Tax',
    grandTotal: 'Total',
    paid: 'Paid',
    due: 'Due',
    note: 'Note',
    reversed: 'REVERSED',
  },
  si: {
    title: 'සැපයුම්කරු බිල',
    code: 'බිල් අංකය',
    number: 'සැපයුම්කරුගේ අංකය',
    supplier: 'සැපයුම්කරු',
    date: 'දිනය',
    dueDate: 'ගෙවිය යුතු දිනය',
    item: 'අයිතමය',
    quantity: 'ප්‍රමාණය',
    unitCost: 'ඒකක පිරිවැය',
    tax: 'බද්ද',
    amount: 'මුදල',
    subTotal: 'උප එකතුව',
    taxTotal: 'බද්ද',
    grandTotal: 'මුළු එකතුව',
    paid: 'ගෙවූ මුදල',
    due: 'ගෙවිය යුතු මුදල',
    note: 'සටහන',
    reversed: 'ආපසු හැරවූ',
  },
};

/** A bill as a one-page PDF in the reader's language: the supplier, each line with its tax, the totals and what is still owed. */
export async function billPdf(tx: Tx, tenantId: string, billId: string, locale: Locale): Promise<{ code: string; pdf: Buffer }> {
  const bill = await findBill(tx, tenantId, billId);
  const business = await printBusiness(tx, tenantId);
  const label = LABELS[locale];
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  const facts: [string, string | null][] = [
    [label.code, bill.code],
    [label.number, bill.bill_number],
    [label.supplier, bill.supplier_name],
    [label.date, bill.date],
    [label.dueDate, bill.due_date],
  ];
  let y = writeLetterhead(pdf, business, { title: label.title, reversedNote: bill.stage === 'reversed' ? label.reversed : null, facts });

  // Columns: item | qty | unit cost | tax | amount.
  const cols = { item: left + 4, quantity: left + width - 330, unitCost: left + width - 260, tax: left + width - 170, amount: left + width - 94 };
  y += 12;
  doc.rect(left, y - 4, width, 20).fill(DOCUMENT_COLOUR);
  const head = { size: 9, bold: true, color: '#ffffff' };
  pdf.text(label.item, { ...head, width: 200 }, { x: cols.item, y });
  pdf.text(label.quantity, { ...head, align: 'right', width: 60 }, { x: cols.quantity, y });
  pdf.text(label.unitCost, { ...head, align: 'right', width: 80 }, { x: cols.unitCost, y });
  pdf.text(label.tax, { ...head, align: 'right', width: 70 }, { x: cols.tax, y });
  pdf.text(label.amount, { ...head, align: 'right', width: 90 }, { x: cols.amount, y });
  y += 22;
  for (const line of bill.lines) {
    const top = y;
    pdf.text([line.item_name, line.description].filter(Boolean).join(' — '), { size: 9, width: 200 }, { x: cols.item, y: top });
    const after = doc.y;
    pdf.text(line.quantity, { size: 9, align: 'right', width: 60 }, { x: cols.quantity, y: top });
    pdf.text(money(line.unit_cost), { size: 9, align: 'right', width: 80 }, { x: cols.unitCost, y: top });
    pdf.text(money(line.tax_amount), { size: 9, align: 'right', width: 70 }, { x: cols.tax, y: top });
    pdf.text(money(line.amount), { size: 9, align: 'right', width: 90 }, { x: cols.amount, y: top });
    y = Math.max(after, doc.y) + 6;
  }
  const totals: [string, string, boolean][] = [
    [label.subTotal, bill.sub_total, false],
    [label.taxTotal, bill.tax_total, false],
    [label.grandTotal, bill.grand_total, true],
    [label.paid, bill.paid, false],
    [label.due, bill.due, true],
  ];
  y += 6;
  for (const [name, value, strong] of totals) {
    pdf.text(name, { size: strong ? 11 : 9, bold: strong, align: 'right', width: 200 }, { x: left + width - 320, y });
    pdf.text(money(value), { size: strong ? 11 : 9, bold: strong, color: strong ? DOCUMENT_COLOUR : undefined, align: 'right', width: 110 }, { x: left + width - 110, y });
    y = doc.y + 4;
  }
  if (bill.note) pdf.text(`${label.note}: ${bill.note}`, { size: 9 }, { x: left, y: y + 8 });
  return { code: bill.code, pdf: await pdf.toBuffer() };
}
