import { documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type SharedDocumentKind } from '../../platform/documents/document-kind';
import { CREDIT_NOTE_SHARING } from './credit-note-print';
import { CREDIT_NOTE_LIST, findCreditNote, type CreditNoteDetailRow } from './credit-note-rows';
import { creditNoteView } from './credit-note-view';
import { CreditNoteRequest } from './credit-note.requests';
import { ConfirmCreditNote } from './commands/confirm-credit-note.handler';
import { CreateCreditNote } from './commands/create-credit-note.handler';
import { DeleteCreditNote } from './commands/delete-credit-note.handler';
import { ReverseCreditNote } from './commands/reverse-credit-note.handler';
import { UpdateCreditNote } from './commands/update-credit-note.handler';

/**
 * Customer credit notes on the shared document routes. Reversing posts to the books, so it asks
 * `confirm`; a confirmed note is reversed before it is deleted (its decider refuses otherwise).
 */
export const CREDIT_NOTE_DOCUMENT: SharedDocumentKind<CreditNoteDetailRow> = {
  path: 'api/credit-notes',
  resource: 'credit-notes',
  list: CREDIT_NOTE_LIST,
  export: {
    file: 'credit-notes',
    title: 'Credit notes',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'customer_name', header: 'Customer', type: 'text' },
      { key: 'invoice_code', header: 'Invoice', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'sub_total', header: 'Sub total', type: 'money' },
      { key: 'other_discount', header: 'Discount', type: 'money' },
      { key: 'tax_total', header: 'Tax', type: 'money' },
      { key: 'grand_total', header: 'Total', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'credit_note',
  table: 'credit_notes',
  find: findCreditNote,
  view: (_tx, _tenantId, row) => creditNoteView(row),
  saving: {
    body: CreditNoteRequest,
    create: (me, body) => new CreateCreditNote(me, body),
    update: (me, id, body) => new UpdateCreditNote(me, id, body),
  },
  confirm: { command: (me, id) => new ConfirmCreditNote(me, id) },
  reverse: { can: 'confirm', command: (me, id) => new ReverseCreditNote(me, id) },
  delete: { command: (me, id) => new DeleteCreditNote(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'credit note' })),
  purged: (row) => ({ id: row.id, code: row.code }),
  sharing: CREDIT_NOTE_SHARING,
};
