import type { CreditNoteStage } from '@ginuma/domain';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** Every stage a credit note's row may show, in the filter's order. */
export const CREDIT_NOTE_STAGES: readonly CreditNoteStage[] = ['pending', 'confirmed', 'reversed'];

/** Customer credit notes on the shared list mechanism: their own columns and stages. */
export const CREDIT_NOTE_SCREEN: RecordScreen = {
  name: 'credit-notes',
  permission: 'credit-notes',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'customer_name', 'invoice_code', 'date', 'grand_total', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: CREDIT_NOTE_STAGES.map((stage) => ({ id: stage, key: `app.credit-notes.status.${stage}` })),
  hasStatus: false,
  canExport: true,
  canPurge: true,
  restorePath: (id) => `/api/credit-notes/restore/${id}`,
  purgePath: (id) => `/api/credit-notes/permanent/${id}`,
};

export function creditNoteLinks(base: string): RecordLinks {
  return { list: `${base}/credit-notes`, deleted: `${base}/credit-notes/deleted-list`, create: `${base}/credit-notes/create`, edit: (id) => `${base}/credit-notes/${id}` };
}
