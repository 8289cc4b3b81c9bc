import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { findJournal, JOURNAL_LIST, journalView, type JournalRow } from './journal-rows';

/** Manual journals on the shared document routes (list, deleted list, export, next code, restore, purge). */
export const JOURNAL_DOCUMENT: DocumentKind<JournalRow> = {
  path: 'api/journals',
  resource: 'journals',
  routes: {
    list: [''],
    deletedList: ['deleted-list'],
    nextCode: ['get/code'],
    restore: ['restore/:id'],
    purge: { method: 'DELETE', paths: ['permanent/:id'] },
  },
  list: JOURNAL_LIST,
  export: {
    paths: ['export'],
    file: 'journals',
    title: 'Journals',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'memo', header: 'Memo', type: 'text' },
      { key: 'amount', header: 'Amount', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
      { key: 'reversed_on', header: 'Reversed on', type: 'date' },
    ],
  },
  sequence: 'journal',
  table: 'journals',
  attachment: 'journal',
  find: findJournal,
  view: (_tx, _tenantId, row) => journalView(row),
  purgeRule: deletedDraftsOnly('A journal the ledger knows cannot be deleted for good.'),
  purged: (row) => ({ id: row.id, code: row.code }),
};
