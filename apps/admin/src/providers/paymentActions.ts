import type { OpenInvoicesView, ReceiptView, RefundView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';
import { saveDocument } from './documentSave';

export type PaymentKind = 'receipt' | 'refund';

/** The document of each kind, as the payments API answers it. */
export interface PaymentDocuments {
  receipt: ReceiptView;
  refund: RefundView;
}

/** Where each kind lives in the API. */
const PATHS: Record<PaymentKind, string> = {
  receipt: '/api/payments',
  refund: '/api/payments/refunds',
};

/** The PDF of a confirmed receipt or refund, opened by the browser in a new tab. */
export function paymentPrintUrl(kind: PaymentKind, id: string, locale: string): string {
  return `${PATHS[kind]}/print/${id}?locale=${locale}`;
}

/**
 * Receipts' and refunds' calls beyond CRUD, as dataProvider methods: components reach them
 * through `useDataProvider` inside react-query, never by fetching themselves.
 */
export const paymentActions = {
  async getPaymentDocument<K extends PaymentKind>(kind: K, id: string): Promise<PaymentDocuments[K]> {
    return (await httpClient(`${PATHS[kind]}/${id}`)).json as PaymentDocuments[K];
  },
  async nextPaymentCode(kind: PaymentKind): Promise<string> {
    return ((await httpClient(`${PATHS[kind]}/get/code`)).json as { code: string }).code;
  },
  /** The customer's confirmed invoices with money due or refundable, and their credit balance. */
  async getOpenInvoices(customerId: string): Promise<OpenInvoicesView> {
    return (await httpClient(`/api/payments/open-invoices/${customerId}`)).json as OpenInvoicesView;
  },
  /** Saves the receipt or refund, and with `confirm` confirms it in the same request. */
  savePaymentDocument<K extends PaymentKind>(kind: K, id: string | null, body: object, confirm = false): Promise<PaymentDocuments[K]> {
    return saveDocument<PaymentDocuments[K]>(PATHS[kind], id, body, confirm);
  },
  /** Queues the PDF to the customer's address (or `to`), in `locale`. */
  async emailPaymentDocument(kind: PaymentKind, id: string, body: { to?: string; locale: string }): Promise<void> {
    await postJson(`${PATHS[kind]}/email/${id}`, body);
  },
};
