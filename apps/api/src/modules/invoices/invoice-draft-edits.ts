import type { DraftEditing } from '../../platform/documents/draft-edit-controller.factory';
import { UpdateInvoice } from './commands/update-invoice.handler';
import { documentDraftEdits } from './document-draft-edits';
import { INVOICE_DOCUMENT } from './invoice-document-kind';

/** An invoice's fine-grained draft calls (add an item, store taxes, change a price…), each through UpdateInvoice. */
export const INVOICE_DRAFT_EDITING: DraftEditing = {
  path: INVOICE_DOCUMENT.path,
  kind: INVOICE_DOCUMENT,
  resource: 'invoices',
  update: (me, id, body) => new UpdateInvoice(me, id, body),
  edits: documentDraftEdits({ storeTaxes: 'store/taxes/:id', deleteTaxes: 'delete/taxes/:id' }),
};
