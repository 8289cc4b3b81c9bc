import type { CreditNoteApplyRequest, CreditNoteRequest, CreditNoteView, InvoiceView } from '@ginuma/domain';
import { httpClient, postJson } from '../providers/httpClient';
import { saveDocument } from '../providers/documentSave';

/**
 * Credit notes' calls beyond the list's CRUD (`/api/credit-notes`, the shared document routes),
 * used through react-query. Refusals come back as the httpClient's HttpError, already in the
 * user's language by their code.
 */
export const creditNoteActions = {
  async getCreditNote(id: string): Promise<CreditNoteView> {
    return (await httpClient(`/api/credit-notes/${id}`)).json as CreditNoteView;
  },
  /** The invoice a return takes its lines from, as the invoice editor reads it. */
  async getInvoice(id: string): Promise<InvoiceView> {
    return (await httpClient(`/api/invoices/${id}`)).json as InvoiceView;
  },
  /** Saves the draft; with `confirm`, confirms it in the same request and transaction. */
  saveCreditNote(id: string | null, body: CreditNoteRequest, confirm: boolean): Promise<CreditNoteView> {
    return saveDocument<CreditNoteView>('/api/credit-notes', id, body, confirm);
  },
  async confirmCreditNote(id: string): Promise<void> {
    await postJson(`/api/credit-notes/confirm/${id}`, {});
  },
  async reverseCreditNote(id: string): Promise<void> {
    await postJson(`/api/credit-notes/reverse/${id}`, {});
  },
  async deleteCreditNote(id: string): Promise<void> {
    await httpClient(`/api/credit-notes/${id}`, { method: 'DELETE' });
  },
  /** Spends part of the note's credit on one of its customer's open invoices. */
  async applyCreditNote(id: string, body: CreditNoteApplyRequest): Promise<void> {
    await postJson(`/api/credit-notes/apply/${id}`, body);
  },
  /** Takes part of what the note applied to one of its customer's invoices back off it, as the customer's credit again. */
  async unapplyCreditNote(id: string, body: CreditNoteApplyRequest): Promise<void> {
    await postJson(`/api/credit-notes/unapply/${id}`, body);
  },
};
