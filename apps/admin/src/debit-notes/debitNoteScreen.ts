import type { DebitNoteStage } from '@ginuma/domain';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** Every stage a debit note's row may show, in the filter's order. */
export const DEBIT_NOTE_STAGES: readonly DebitNoteStage[] = ['pending', 'confirmed', 'reversed'];

/** Supplier debit notes on the shared list mechanism: their own columns and stages. */
export const DEBIT_NOTE_SCREEN: RecordScreen = {
  name: 'debit-notes',
  permission: 'debit-notes',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'supplier_name', 'bill_code', 'date', 'grand_total', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: DEBIT_NOTE_STAGES.map((stage) => ({ id: stage, key: `app.debit-notes.status.${stage}` })),
  hasStatus: false,
  canExport: true,
  canPurge: true,
  restorePath: (id) => `/api/debit-notes/restore/${id}`,
  purgePath: (id) => `/api/debit-notes/permanent/${id}`,
};

export function debitNoteLinks(base: string): RecordLinks {
  return { list: `${base}/debit-notes`, deleted: `${base}/debit-notes/deleted-list`, create: `${base}/debit-notes/create`, edit: (id) => `${base}/debit-notes/${id}` };
}
