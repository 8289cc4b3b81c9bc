import { Money, type Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { allocationView, findReceipt } from './payment-rows';
import { moneyIn, paymentDocumentPdf } from './payment-pdf';

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
  const money = moneyIn(locale);
  const totals: [string, string, boolean][] = [[label.paidAmount, money(receipt.paid_amount), true]];
  if (Money.of(receipt.credit_amount).isPositive()) totals.push([label.credit, money(receipt.credit_amount), false]);
  const pdf = await paymentDocumentPdf(business, {
    title: label.title,
    reversedNote: receipt.stage === 'reversed' ? label.reversed : null,
    facts: [
      [label.code, receipt.code],
      [label.date, receipt.date],
      [label.receivedFrom, receipt.customer_name],
      [label.payType, label[receipt.pay_type] ?? receipt.pay_type],
      [label.account, receipt.account_name],
      [label.cheque, receipt.cheque_number],
      [label.postDate, receipt.post_date],
      [label.bank, [receipt.bank, receipt.branch, receipt.account_number].filter(Boolean).join(' / ') || null],
    ],
    headings: { invoice: label.invoice, invoiceDate: label.invoiceDate, amount: label.applied },
    invoices: invoices.map((i) => ({ ...i, amount: money(i.amount) })),
    totals,
    remark: receipt.remark ? `${label.remark}: ${receipt.remark}` : null,
  });
  return { code: receipt.code, customerName: receipt.customer_name, pdf };
}
