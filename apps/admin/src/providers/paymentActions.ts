import type { OpenInvoicesView, ReceiptView, RefundView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

export type PaymentKind = 'receipt' | 'refund';

/** The document of each kind, as the payments API answers it. */
export interface PaymentDocuments {
  receipt: ReceiptView;
  refund: RefundView;
}

/** Where each kind lives in the API; the confirm call names the kind again (spec §7). */
const PATHS: Record<PaymentKind, { base: string; confirm: string }> = {
  receipt: { base: '/api/payments', confirm: '/api/payments/confirm/payment' },
  refund: { base: '/api/payments/refunds', confirm: '/api/payments/confirm/refund' },
};

/** The PDF of a confirmed receipt or refund, opened by the browser in a new tab. */
export function paymentPrintUrl(kind: PaymentKind, id: string, locale: string): string {
  return `${PATHS[kind].base}/print/${id}?locale=${locale}`;
}

/**
 * Receipts' and refunds' calls beyond CRUD, as dataProvider methods: components reach them
 * through `useDataProvider` inside react-query, never by fetching themselves.
 */
export const paymentActions = {
  async getPaymentDocument<K extends PaymentKind>(kind: K, id: string): Promise<PaymentDocuments[K]> {
    return (await httpClient(`${PATHS[kind].base}/${id}`)).json as PaymentDocuments[K];
  },
  async nextPaymentCode(kind: PaymentKind): Promise<string> {
    return ((await httpClient(`${PATHS[kind].base}/get/code`)).json as { code: string }).code;
  },
  /** The customer's confirmed invoices with money due or refundable, and their credit balance. */
  async getOpenInvoices(customerId: string): Promise<OpenInvoicesView> {
    return (await httpClient(`/api/payments/open-invoices/${customerId}`)).json as OpenInvoicesView;
  },
  async savePaymentDocument<K extends PaymentKind>(kind: K, id: string | null, body: object): Promise<PaymentDocuments[K]> {
    const { json } = id ? await httpClient(`${PATHS[kind].base}/${id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson(PATHS[kind].base, body);
    return json as PaymentDocuments[K];
  },
  async confirmPaymentDocument(kind: PaymentKind, id: string): Promise<void> {
    await postJson(`${PATHS[kind].confirm}/${id}`, {});
  },
  /** Queues the PDF to the customer's address (or `to`), in `locale`. */
  async emailPaymentDocument(kind: PaymentKind, id: string, body: { to?: string; locale: string }): Promise<void> {
    await postJson(`${PATHS[kind].base}/email/${id}`, body);
  },
};
