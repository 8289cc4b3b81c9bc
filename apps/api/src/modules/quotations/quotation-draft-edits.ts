import type { DraftEditing } from '../../platform/documents/draft-edit-controller.factory';
import { documentDataEdit, documentDraftEdits } from '../invoices/document-draft-edits';
import { UpdateQuotation } from './commands/update-quotation.handler';
import { QUOTATION_DOCUMENT } from './quotation-document-kind';

/** A quotation's fine-grained draft calls (add an item, store taxes, change the discount…), each through UpdateQuotation. */
export const QUOTATION_DRAFT_EDITING: DraftEditing = {
  path: QUOTATION_DOCUMENT.path,
  kind: QUOTATION_DOCUMENT,
  resource: 'quotations',
  update: (me, id, body) => new UpdateQuotation(me, id, body),
  edits: [
    ...documentDraftEdits({ storeTaxes: 'store/quotation/taxes/:id', deleteTaxes: 'delete/quotation/taxes/:id' }).filter(
      // Parameters and product details are the invoice's calls; a quotation's body takes them through its PUT.
      (edit) => !['storeParameters', 'updateParameters', 'itemDetail'].includes(edit.name),
    ),
    documentDataEdit('update/quotation/data/:id'),
  ],
};
