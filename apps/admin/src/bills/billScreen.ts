import type { BillStatus } from '@ginuma/domain';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** Every status a bill's list row may show, in the filter's order (the contract's `BillStatus`). */
export const BILL_STATUSES: readonly BillStatus[] = ['pending', 'due', 'partial', 'paid', 'reversed'];

/** Supplier bills on the shared list mechanism: their own columns, row actions and statuses. */
export const BILL_SCREEN: RecordScreen = {
  name: 'bills',
  permission: 'bills',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'bill_number', 'supplier_name', 'date', 'due_date', 'grand_total', 'due', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: BILL_STATUSES.map((status) => ({ id: status, key: `app.bills.status.${status}` })),
  hasStatus: false,
  canExport: true,
  canPurge: true,
  restorePath: (id) => `/api/bills/restore/${id}`,
  purgePath: (id) => `/api/bills/permanent/${id}`,
};

export function billLinks(base: string): RecordLinks {
  return { list: `${base}/bills`, deleted: `${base}/bills/deleted-list`, create: `${base}/bills/create`, edit: (id) => `${base}/bills/${id}` };
}
