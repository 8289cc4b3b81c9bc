import { httpClient, postJson } from '../providers/httpClient';

export type PayType = 'Cheque' | 'Bank' | 'Cash' | 'Credit';
export type RefundType = 'Credit Refund' | 'Cash Refund';
export type PaymentStage = 'pending' | 'confirmed' | 'reversed';

export interface AllocationView {
  invoice_id: string;
  amount: string;
  code: string | null;
  invoice_date: string | null;
  grand_total: string | null;
  paid_amount: string | null;
  refund_amount: string | null;
  due_amount: string | null;
  invoice_status: string | null;
}

export interface Receipt {
  id: string;
  code: string;
  customer_id: string;
  customer_name: string;
  date: string;
  pay_type: PayType;
  account_id: string | null;
  account_name: string | null;
  paid_amount: string;
  applied_amount: string;
  credit_amount: string;
  cheque_number: string | null;
  post_date: string | null;
  bank: string | null;
  branch: string | null;
  account_number: string | null;
  remark: string | null;
  note: string | null;
  status: PaymentStage;
  invoices: AllocationView[];
}

export interface Refund {
  id: string;
  code: string;
  customer_id: string;
  customer_name: string;
  date: string;
  refund_type: RefundType;
  account_id: string | null;
  amount: string;
  remark: string | null;
  status: PaymentStage;
  invoices: AllocationView[];
}

export interface OpenInvoice {
  id: string;
  code: string;
  date: string;
  grand_total: string;
  paid_amount: string;
  due_amount: string;
  refundable_amount: string;
}

export async function fetchReceipt(id: string): Promise<Receipt> {
  return (await httpClient(`/api/payments/${id}`)).json as Receipt;
}

export async function fetchRefund(id: string): Promise<Refund> {
  return (await httpClient(`/api/payments/refunds/${id}`)).json as Refund;
}

export async function nextCode(kind: 'receipt' | 'refund'): Promise<string> {
  return ((await httpClient(kind === 'receipt' ? '/api/payments/get/code' : '/api/payments/refunds/get/code')).json as { code: string }).code;
}

/** The customer's confirmed invoices with money due or refundable, and their credit balance. */
export async function fetchOpenInvoices(customerId: string): Promise<{ credit_balance: string; invoices: OpenInvoice[] }> {
  return (await httpClient(`/api/payments/open-invoices/${customerId}`)).json as { credit_balance: string; invoices: OpenInvoice[] };
}

export async function saveReceipt(id: string | null, body: object): Promise<Receipt> {
  const { json } = id ? await httpClient(`/api/payments/${id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/payments', body);
  return json as Receipt;
}

export async function saveRefund(id: string | null, body: object): Promise<Refund> {
  const { json } = id
    ? await httpClient(`/api/payments/refunds/${id}`, { method: 'PUT', body: JSON.stringify(body) })
    : await postJson('/api/payments/refunds', body);
  return json as Refund;
}

export async function confirmReceipt(id: string): Promise<void> {
  await postJson(`/api/payments/confirm/payment/${id}`, {});
}

export async function confirmRefund(id: string): Promise<void> {
  await postJson(`/api/payments/confirm/refund/${id}`, {});
}

export type PaymentKind = 'receipt' | 'refund';

const SHARE_BASE: Record<PaymentKind, string> = { receipt: '/api/payments', refund: '/api/payments/refunds' };

export function paymentPrintUrl(kind: PaymentKind, id: string, locale: string): string {
  return `${SHARE_BASE[kind]}/print/${id}?locale=${locale}`;
}

export async function emailPayment(kind: PaymentKind, id: string, body: { to?: string; locale: string }): Promise<void> {
  await postJson(`${SHARE_BASE[kind]}/email/${id}`, body);
}
