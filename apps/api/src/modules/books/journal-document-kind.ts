import { documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { findJournal, JOURNAL_LIST, journalView, type JournalRow } from './journal-rows';
import { JournalRequest } from './books.requests';
import { ConfirmJournal } from './commands/confirm-journal.handler';
import { CreateJournal } from './commands/create-journal.handler';
import { DeleteJournal } from './commands/delete-journal.handler';
import { ReverseJournal } from './commands/reverse-journal.handler';
import { UpdateJournal } from './commands/update-journal.handler';

/** Manual journals on the shared document routes (list, deleted list, export, next code, save, confirm, reverse, delete, restore, purge). */
export const JOURNAL_DOCUMENT: DocumentKind<JournalRow> = {
  path: 'api/journals',
  resource: 'journals',
  list: JOURNAL_LIST,
  export: {
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
  saving: {
    body: JournalRequest,
    create: (me, body) => new CreateJournal(me, body),
    update: (me, id, body) => new UpdateJournal(me, id, body),
  },
  // Entry drafts; only a role that may confirm posts a journal, and reversing posts as much.
  confirm: { command: (me, id) => new ConfirmJournal(me, id) },
  reverse: { can: 'confirm', command: (me, id) => new ReverseJournal(me, id) },
  delete: { command: (me, id) => new DeleteJournal(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'journal' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};
