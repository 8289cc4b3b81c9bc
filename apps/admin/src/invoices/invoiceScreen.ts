import { INVOICE_STATUSES } from '@ginuma/domain';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** The invoice list on the shared list mechanism: its own columns, row actions and statuses. */
export const INVOICE_SCREEN: RecordScreen = {
  name: 'invoices',
  permission: 'invoices',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'customer_name', 'date', 'due_date', 'project_ref', 'grand_total', 'paid', 'refunded', 'due', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: INVOICE_STATUSES.map((status) => ({ id: status, key: `app.invoices.status.${status}` })),
  hasStatus: false,
  canExport: true,
  canPurge: true,
  restorePath: (id) => `/api/invoices/restore/${id}`,
  purgePath: (id) => `/api/invoices/permanent/delete/invoice/${id}`,
};

export function invoiceLinks(base: string): RecordLinks {
  return {
    list: `${base}/invoices`,
    deleted: `${base}/invoices/restore`,
    create: `${base}/invoices/create`,
    edit: (id) => `${base}/invoices/${id}`,
  };
}
