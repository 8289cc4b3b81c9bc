import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** Manual journals on the shared list mechanism (list, deleted list, export, restore, purge). */
export const JOURNAL_SCREEN: RecordScreen = {
  name: 'journals',
  permission: 'journals',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'date', 'memo', 'amount', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: (['pending', 'confirmed', 'reversed'] as const).map((status) => ({ id: status, key: `app.books.journals.status.${status}` })),
  hasStatus: false,
  canPurge: true,
  canExport: true,
  restorePath: (id) => `/api/journals/restore/${id}`,
  purgePath: (id) => `/api/journals/permanent/${id}`,
};

export function journalLinks(base: string): RecordLinks {
  return { list: `${base}/journals`, deleted: `${base}/journals/deleted-list`, create: `${base}/journals/create`, edit: (id) => `${base}/journals/${id}` };
}
