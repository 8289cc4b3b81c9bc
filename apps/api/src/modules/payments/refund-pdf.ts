import type { Locale } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { printBusiness } from '../../platform/pdf/document-letterhead';
import { allocationView, findRefund } from './payment-rows';
import { moneyIn, paymentDocumentPdf } from './payment-pdf';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    title: 'REFUND',
    code: 'Refund No',
    date: 'Date',
    refundedTo: 'Refunded to',
    refundType: 'Refund type',
    account: 'Paid from',
    invoice: 'Invoice',
    invoiceDate: 'Invoice date',
    amount: 'Amount refunded',
    total: 'Total refund',
    remark: 'Remark',
    reversed: 'REVERSED',
    cash: 'Cash',
    'Cash Refund': 'Cash Refund',
    'Credit Refund': 'Credit Refund (added to credit balance)',
  },
  si: {
    title: 'ආපසු ගෙවීම',
    code: 'ආපසු ගෙවීම් අංකය',
    date: 'දිනය',
    refundedTo: 'ආපසු ගෙවූයේ',
    refundType: 'ආපසු ගෙවීම් වර්ගය',
    account: 'ගෙවූ ගිණුම',
    invoice: 'ඉන්වොයිසිය',
    invoiceDate: 'ඉන්වොයිසි දිනය',
    amount: 'ආපසු ගෙවූ මුදල',
    total: 'මුළු ආපසු ගෙවීම',
    remark: 'සටහන',
    reversed: 'ආපසු හැරවූ',
    cash: 'මුදල්',
    'Cash Refund': 'මුදල් ආපසු ගෙවීම',
    'Credit Refund': 'බැර ආපසු ගෙවීම (බැර ශේෂයට එක් කළ)',
  },
};

/** A refund as a one-page PDF in the customer's language: what was given back, on which invoices. */
export async function refundPdf(tx: Tx, tenantId: string, refundId: string, locale: Locale): Promise<{ code: string; customerName: string; pdf: Buffer }> {
  const refund = await findRefund(tx, tenantId, refundId);
  const invoices = await allocationView(tx, tenantId, refund.allocations);
  const business = await printBusiness(tx, tenantId);
  const label = LABELS[locale];
  const money = moneyIn(locale);
  const pdf = await paymentDocumentPdf(business, {
    title: label.title,
    reversedNote: refund.stage === 'reversed' ? label.reversed : null,
    facts: [
      [label.code, refund.code],
      [label.date, refund.date],
      [label.refundedTo, refund.customer_name],
      [label.refundType, label[refund.refund_type] ?? refund.refund_type],
      [label.account, refund.refund_type === 'Cash Refund' ? (refund.account_name ?? label.cash) : null],
    ],
    headings: { invoice: label.invoice, invoiceDate: label.invoiceDate, amount: label.amount },
    invoices: invoices.map((i) => ({ ...i, amount: money(i.amount) })),
    totals: [[label.total, money(refund.amount), true]],
    remark: refund.remark ? `${label.remark}: ${refund.remark}` : null,
  });
  return { code: refund.code, customerName: refund.customer_name, pdf };
}
