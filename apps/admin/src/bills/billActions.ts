import type { BillPaymentView, BillRequest, BillView, Locale } from '@ginuma/domain';
import { httpClient, postJson } from '../providers/httpClient';
import { saveDocument } from '../providers/documentSave';

/**
 * Supplier bills' calls beyond the list's CRUD (`/api/bills`, the shared document routes), used
 * through react-query. Refusals come back as the httpClient's HttpError, already in the
 * user's language by their code.
 */
export const billActions = {
  async getBill(id: string): Promise<BillView> {
    return (await httpClient(`/api/bills/${id}`)).json as BillView;
  },
  /** The code the server will give the next bill (shown, not reserved). */
  async nextBillCode(): Promise<string> {
    return ((await httpClient('/api/bills/get/code')).json as { code: string }).code;
  },
  /** Saves the draft; with `confirm`, confirms it in the same request and transaction. */
  saveBill(id: string | null, body: BillRequest, confirm: boolean): Promise<BillView> {
    return saveDocument<BillView>('/api/bills', id, body, confirm);
  },
  async confirmBill(id: string): Promise<void> {
    await postJson(`/api/bills/confirm/${id}`, {});
  },
  /** Takes a confirmed bill back out of the books. */
  async reverseBill(id: string): Promise<void> {
    await postJson(`/api/bills/reverse/${id}`, {});
  },
  /** The vouchers that paid the bill, in the order made (a taken-back one says when). */
  async getBillPayments(id: string): Promise<BillPaymentView[]> {
    return (await httpClient(`/api/bills/payments/${id}`)).json as BillPaymentView[];
  },
  async deleteBill(id: string): Promise<void> {
    await httpClient(`/api/bills/${id}`, { method: 'DELETE' });
  },
};

/** The server's PDF of a bill, opened by the browser in a new tab. */
export const billPrintUrl = (id: string, locale: Locale): string => `/api/bills/print/${id}?locale=${locale}`;

/** The bill's one attachment: GET opens it, POST attaches or replaces, DELETE removes. */
export const billAttachmentUrl = (id: string): string => `/api/bills/attachment/${id}`;
