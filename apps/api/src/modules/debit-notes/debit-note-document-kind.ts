import { documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type SharedDocumentKind } from '../../platform/documents/document-kind';
import { DEBIT_NOTE_SHARING } from './debit-note-print';
import { DEBIT_NOTE_LIST, findDebitNote, type DebitNoteDetailRow } from './debit-note-rows';
import { debitNoteView } from './debit-note-view';
import { DebitNoteRequest } from './debit-note.requests';
import { ConfirmDebitNote } from './commands/confirm-debit-note.handler';
import { CreateDebitNote } from './commands/create-debit-note.handler';
import { DeleteDebitNote } from './commands/delete-debit-note.handler';
import { ReverseDebitNote } from './commands/reverse-debit-note.handler';
import { UpdateDebitNote } from './commands/update-debit-note.handler';

/**
 * Supplier debit notes on the shared document routes. Reversing posts to the books, so it asks
 * `confirm`; a confirmed note is reversed before it is deleted (its decider refuses otherwise).
 */
export const DEBIT_NOTE_DOCUMENT: SharedDocumentKind<DebitNoteDetailRow> = {
  path: 'api/debit-notes',
  resource: 'debit-notes',
  list: DEBIT_NOTE_LIST,
  export: {
    file: 'debit-notes',
    title: 'Debit notes',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'supplier_name', header: 'Supplier', type: 'text' },
      { key: 'bill_code', header: 'Bill', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'sub_total', header: 'Sub total', type: 'money' },
      { key: 'tax_total', header: 'Tax', type: 'money' },
      { key: 'grand_total', header: 'Total', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'debit_note',
  table: 'debit_notes',
  find: findDebitNote,
  view: (_tx, _tenantId, row) => debitNoteView(row),
  saving: {
    body: DebitNoteRequest,
    create: (me, body) => new CreateDebitNote(me, body),
    update: (me, id, body) => new UpdateDebitNote(me, id, body),
  },
  confirm: { command: (me, id) => new ConfirmDebitNote(me, id) },
  reverse: { can: 'confirm', command: (me, id) => new ReverseDebitNote(me, id) },
  delete: { command: (me, id) => new DeleteDebitNote(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'debit note' })),
  purged: (row) => ({ id: row.id, code: row.code }),
  sharing: DEBIT_NOTE_SHARING,
};
