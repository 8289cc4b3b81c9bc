import { amountInWords, formatMoney, Money, voucherOverPayment, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, printBusiness, writeLetterhead } from '../../platform/pdf/document-letterhead';
import { findVoucher } from './voucher-rows';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    title: 'PAYMENT VOUCHER',
    code: 'Voucher No',
    date: 'Date',
    paidTo: 'Paid to',
    payType: 'Pay type',
    account: 'From account',
    cheque: 'Cheque No',
    postDate: 'Post date',
    bank: 'Bank',
    category: 'Expense category',
    description: 'Description',
    amount: 'Amount',
    words: 'Amount in words',
    remarks: 'Remarks',
    reversed: 'REVERSED',
    Cash: 'Cash',
    Cheque: 'Cheque',
    Bank: 'Bank',
    bill: 'Bill',
    credit: 'Advance (supplier credit)',
  },
  si: {
    title: 'ගෙවීම් වවුචරය',
    code: 'වවුචර් අංකය',
    date: 'දිනය',
    paidTo: 'ගෙවූයේ',
    payType: 'ගෙවීම් ක්‍රමය',
    account: 'ගෙවන ගිණුම',
    cheque: 'චෙක්පත් අංකය',
    postDate: 'චෙක්පතේ දිනය',
    bank: 'බැංකුව',
    category: 'වියදම් වර්ගය',
    description: 'විස්තරය',
    amount: 'මුදල',
    words: 'මුදල අකුරින්',
    remarks: 'සටහන්',
    reversed: 'ආපසු හැරවූ',
    Cash: 'මුදල්',
    Cheque: 'චෙක්පත',
    Bank: 'බැංකුව',
    bill: 'බිල',
    credit: 'අත්තිකාරම් (සැපයුම්කරු බැර)',
  },
};

/** A voucher as a one-page PDF in the reader's language: who was paid, from where, for what. */
export async function voucherPdf(tx: Tx, tenantId: string, voucherId: string, locale: Locale): Promise<{ code: string; supplierName: string; pdf: Buffer }> {
  const voucher = await findVoucher(tx, tenantId, voucherId);
  const business = await printBusiness(tx, tenantId);
  const label = LABELS[locale];
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  const colour = DOCUMENT_COLOUR;
  const facts: [string, string | null][] = [
    [label.code, voucher.code],
    [label.date, voucher.date],
    [label.paidTo, voucher.supplier_name],
    [label.payType, label[voucher.pay_type] ?? voucher.pay_type],
    [label.account, voucher.pay_type === 'Cash' ? label.Cash : voucher.account_name],
    [label.cheque, voucher.cheque_number],
    [label.postDate, voucher.post_date],
    [label.bank, [voucher.bank, voucher.branch, voucher.account_number].filter(Boolean).join(' / ') || null],
    [label.category, [voucher.expense_category_name, voucher.expense_sub_category_name].filter(Boolean).join(' / ')],
  ];
  let y = writeLetterhead(pdf, business, { title: label.title, reversedNote: voucher.stage === 'reversed' ? label.reversed : null, facts });

  y += 12;
  doc.rect(left, y - 4, width, 20).fill(colour);
  pdf.text(label.description, { size: 9, bold: true, color: '#ffffff', width: 300 }, { x: left + 4, y });
  pdf.text(label.amount, { size: 9, bold: true, color: '#ffffff', align: 'right', width: 140 }, { x: left + width - 144, y });
  y += 22;
  // Its expense lines, the bills it pays, and what it pays beyond them (kept as the supplier's credit).
  const rows: [string, string][] = [
    ...voucher.expenses.map((line): [string, string] => [line.description ?? voucher.expense_category_name ?? '', line.amount]),
    ...(voucher.bills ?? []).map((b): [string, string] => [`${label.bill} ${b.code} (${b.bill_number})`, b.amount]),
  ];
  const credit = voucherOverPayment(Money.of(voucher.amount), voucher.expenses, voucher.bills ?? []);
  if (credit.isPositive()) rows.push([label.credit, credit.toFixed()]);
  for (const [description, amount] of rows) {
    pdf.text(description, { size: 9, width: 300 }, { x: left + 4, y });
    pdf.text(money(amount), { size: 9, align: 'right', width: 140 }, { x: left + width - 144, y });
    y = doc.y + 6;
  }
  pdf.text(label.amount, { size: 11, bold: true, align: 'right', width: 200 }, { x: left + width - 320, y: y + 6 });
  pdf.text(money(voucher.amount), { size: 11, bold: true, color: colour, align: 'right', width: 110 }, { x: left + width - 110, y: y + 6 });
  pdf.text(`${label.words}: ${amountInWords(Money.of(voucher.amount), locale === 'si' ? 'si' : 'en')}`, { size: 9 }, { x: left, y: doc.y + 12 });
  if (voucher.remarks) pdf.text(`${label.remarks}: ${voucher.remarks}`, { size: 9 }, { x: left, y: doc.y + 6 });
  return { code: voucher.code, supplierName: voucher.supplier_name, pdf: await pdf.toBuffer() };
}
