import type { OpenInvoicesView, ReceiptView, RefundView } from '@ginuma/domain';
import { businessToday } from '../i18n/format';
import type { PaymentDocuments, PaymentKind } from '../providers/paymentActions';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import type { AllocationRow } from './AllocationTable';
import { receiptRows, receiptTotals, refundRows, refundTotals, type AllocationForm, type TotalLine } from './paymentForm';
import { RECEIPT_SCREEN, REFUND_SCREEN, receiptLinks, refundLinks } from './paymentScreens';

/**
 * What tells a receipt editor from a refund editor: its routes and screen, what it sends, the
 * invoices its table offers, its totals and its labels. Everything else is one editor.
 */
export interface AllocationKind<K extends PaymentKind> {
  kind: K;
  screen: RecordScreen;
  links: (base: string) => RecordLinks;
  /** react-query keys whose figures a save changes (its list and the lists it settles). */
  changes: readonly string[];
  body: (form: AllocationForm, invoices: { invoice_id: string; amount: string }[]) => object;
  rows: (document: PaymentDocuments[K] | null, open: OpenInvoicesView | undefined, form: AllocationForm, readOnly: boolean) => AllocationRow[];
  totals: (rows: readonly AllocationRow[], amounts: Record<string, string>, form: AllocationForm, readOnly: boolean) => TotalLine[];
  /** `app.payments` keys: the first panel's title (empty: the resource's name), the table's columns, the read-only notice. */
  labels: { section: string | null; limit: string; amount: string; readOnly: string };
  showPaid: boolean;
}

/** The form of a saved document, or a new one's defaults (today, cash). */
export function initialForm(document: ReceiptView | RefundView | null): AllocationForm {
  const receipt = document && 'pay_type' in document ? document : null;
  const refund = document && 'refund_type' in document ? document : null;
  return {
    customer_id: document?.customer_id ?? '',
    date: document?.date?.slice(0, 10) ?? businessToday(),
    pay_type: receipt?.pay_type ?? 'Cash',
    refund_type: refund?.refund_type ?? 'Cash Refund',
    account_id: document?.account_id ?? '',
    paid_amount: receipt?.paid_amount ?? '',
    cheque_number: receipt?.cheque_number ?? '',
    post_date: receipt?.post_date?.slice(0, 10) ?? '',
    bank: receipt?.bank ?? '',
    branch: receipt?.branch ?? '',
    account_number: receipt?.account_number ?? '',
    remark: document?.remark ?? '',
    note: document?.note ?? '',
  };
}

/** Bank and cheque receipts name the bank account the money went into. */
export const needsAccount = (form: AllocationForm): boolean => form.pay_type === 'Bank' || form.pay_type === 'Cheque';

export const RECEIPT_KIND: AllocationKind<'receipt'> = {
  kind: 'receipt',
  screen: RECEIPT_SCREEN,
  links: receiptLinks,
  changes: ['payments', 'invoices'],
  body: (form, invoices) => {
    const { refund_type: _refund, ...fields } = form;
    return { ...fields, account_id: needsAccount(form) ? form.account_id || null : null, post_date: form.post_date || null, invoices };
  },
  rows: (receipt, open, form, readOnly) => receiptRows(receipt?.invoices ?? [], open, receipt?.customer_id === form.customer_id, readOnly),
  totals: (rows, amounts, form, readOnly) => receiptTotals(rows, amounts, form.paid_amount, readOnly),
  labels: { section: 'receipt_section', limit: 'due_amount', amount: 'amount_applied', readOnly: 'confirmed_read_only' },
  showPaid: false,
};

export const REFUND_KIND: AllocationKind<'refund'> = {
  kind: 'refund',
  screen: REFUND_SCREEN,
  links: refundLinks,
  changes: ['payments/refunds', 'payments'],
  body: (form, invoices) => ({
    customer_id: form.customer_id,
    date: form.date,
    refund_type: form.refund_type,
    account_id: form.refund_type === 'Cash Refund' ? form.account_id || null : null,
    remark: form.remark,
    note: form.note,
    invoices,
  }),
  rows: (refund, open, _form, readOnly) => refundRows(refund?.invoices ?? [], open, readOnly),
  totals: (rows, amounts) => refundTotals(rows, amounts),
  labels: { section: null, limit: 'refundable', amount: 'refund_amount', readOnly: 'refund_read_only' },
  showPaid: true,
};
