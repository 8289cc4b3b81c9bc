import type { BillView, DebitNoteApplied, DebitNoteApplyRequest, DebitNoteRequest, DebitNoteView } from '@ginuma/domain';
import { httpClient, postJson } from '../providers/httpClient';
import { saveDocument } from '../providers/documentSave';

/**
 * Debit notes' calls beyond the list's CRUD (`/api/debit-notes`, the shared document routes),
 * used through react-query. Refusals come back as the httpClient's HttpError, already in the
 * user's language by their code.
 */
export const debitNoteActions = {
  async getDebitNote(id: string): Promise<DebitNoteView> {
    return (await httpClient(`/api/debit-notes/${id}`)).json as DebitNoteView;
  },
  /** The bill a return takes its lines from, as the bill editor reads it. */
  async getBill(id: string): Promise<BillView> {
    return (await httpClient(`/api/bills/${id}`)).json as BillView;
  },
  /** Saves the draft; with `confirm`, confirms it in the same request and transaction. */
  saveDebitNote(id: string | null, body: DebitNoteRequest, confirm: boolean): Promise<DebitNoteView> {
    return saveDocument<DebitNoteView>('/api/debit-notes', id, body, confirm);
  },
  async confirmDebitNote(id: string): Promise<void> {
    await postJson(`/api/debit-notes/confirm/${id}`, {});
  },
  async reverseDebitNote(id: string): Promise<void> {
    await postJson(`/api/debit-notes/reverse/${id}`, {});
  },
  async deleteDebitNote(id: string): Promise<void> {
    await httpClient(`/api/debit-notes/${id}`, { method: 'DELETE' });
  },
  /** Spends part of the supplier credit the note gave on one of its supplier's open bills. */
  async applyDebitNote(id: string, body: DebitNoteApplyRequest): Promise<DebitNoteApplied> {
    return (await postJson(`/api/debit-notes/apply/${id}`, body)).json as DebitNoteApplied;
  },
  /** Takes part of what the note applied to one of its supplier's bills back off it, as credit with the supplier again. */
  async unapplyDebitNote(id: string, body: DebitNoteApplyRequest): Promise<DebitNoteApplied> {
    return (await postJson(`/api/debit-notes/unapply/${id}`, body)).json as DebitNoteApplied;
  },
};
