import { formatMoney, Money, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, printBusiness, writeLetterhead } from '../../platform/pdf/document-letterhead';
import { allocationView, findReceipt } from './payment-rows';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    title: 'RECEIPT',
    code: 'Receipt No',
    date: 'Date',
    receivedFrom: 'Received from',
    payType: 'Pay type',
    account: 'Account',
    cheque: 'Cheque No',
    postDate: 'Post date',
    bank: 'Bank',
    invoice: 'Invoice',
    invoiceDate: 'Invoice date',
    applied: 'Amount applied',
    paidAmount: 'Amount received',
    credit: 'Added to credit balance',
    remark: 'Remark',
    reversed: 'REVERSED',
    Cash: 'Cash',
    Cheque: 'Cheque',
    Bank: 'Bank',
    Credit: 'Credit',
  },
  si: {
    title: 'රිසිට්පත',
    code: 'රිසිට්පත් අංකය',
    date: 'දිනය',
    receivedFrom: 'ලැබුණේ',
    payType: 'ගෙවීම් වර්ගය',
    account: 'ගිණුම',
    cheque: 'චෙක්පත් අංකය',
    postDate: 'පසු දිනය',
    bank: 'බැංකුව',
    invoice: 'ඉන්වොයිසිය',
    invoiceDate: 'ඉන්වොයිසි දිනය',
    applied: 'යෙදූ මුදල',
    paidAmount: 'ලැබුණු මුදල',
    credit: 'බැර ශේෂයට එක් කළ',
    remark: 'සටහන',
    reversed: 'ආපසු හැරවූ',
    Cash: 'මුදල්',
    Cheque: 'චෙක්පත',
    Bank: 'බැංකුව',
    Credit: 'බැර',
  },
};

/** A receipt as a one-page PDF in the customer's language: what was received and where it went. */
export async function receiptPdf(tx: Tx, tenantId: string, receiptId: string, locale: Locale): Promise<{ code: string; customerName: string; pdf: Buffer }> {
  const receipt = await findReceipt(tx, tenantId, receiptId);
  const invoices = await allocationView(tx, tenantId, receipt.allocations);
  const business = await printBusiness(tx, tenantId);
  const label = LABELS[locale];
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  const colour = DOCUMENT_COLOUR;
  const facts: [string, string | null][] = [
    [label.code, receipt.code],
    [label.date, receipt.date],
    [label.receivedFrom, receipt.customer_name],
    [label.payType, label[receipt.pay_type] ?? receipt.pay_type],
    [label.account, receipt.account_name],
    [label.cheque, receipt.cheque_number],
    [label.postDate, receipt.post_date],
    [label.bank, [receipt.bank, receipt.branch, receipt.account_number].filter(Boolean).join(' / ') || null],
  ];
  let y = writeLetterhead(pdf, business, { title: label.title, reversedNote: receipt.stage === 'reversed' ? label.reversed : null, facts });

  y += 12;
  doc.rect(left, y - 4, width, 20).fill(colour);
  pdf.text(label.invoice, { size: 9, bold: true, color: '#ffffff', width: 160 }, { x: left + 4, y });
  pdf.text(label.invoiceDate, { size: 9, bold: true, color: '#ffffff', width: 140 }, { x: left + 170, y });
  pdf.text(label.applied, { size: 9, bold: true, color: '#ffffff', align: 'right', width: 140 }, { x: left + width - 144, y });
  y += 22;
  for (const invoice of invoices) {
    pdf.text(invoice.code ?? '', { size: 9, width: 160 }, { x: left + 4, y });
    pdf.text(invoice.invoice_date ?? '', { size: 9, width: 140 }, { x: left + 170, y });
    pdf.text(money(invoice.amount), { size: 9, align: 'right', width: 140 }, { x: left + width - 144, y });
    y = doc.y + 6;
  }
  const totals: [string, string, boolean][] = [[label.paidAmount, money(receipt.paid_amount), true]];
  if (Money.of(receipt.credit_amount).isPositive()) totals.push([label.credit, money(receipt.credit_amount), false]);
  y += 6;
  for (const [name, value, strong] of totals) {
    pdf.text(name, { size: strong ? 11 : 9, bold: strong, align: 'right', width: 200 }, { x: left + width - 320, y });
    pdf.text(value, { size: strong ? 11 : 9, bold: strong, color: strong ? colour : undefined, align: 'right', width: 110 }, { x: left + width - 110, y });
    y = doc.y + 3;
  }
  if (receipt.remark) pdf.text(`${label.remark}: ${receipt.remark}`, { size: 9 }, { x: left, y: y + 12 });
  return { code: receipt.code, customerName: receipt.customer_name, pdf: await pdf.toBuffer() };
}
