import { QUOTATION_STATUSES } from '@ginuma/domain';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import type { DocumentKind } from '../invoices/documentKind';

/** The quotation list on the shared list mechanism (the `quotations` and `quotations/deleted-list` routes). */
export const QUOTATION_SCREEN: RecordScreen = {
  name: 'quotations',
  permission: 'quotations',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'customer_name', 'date', 'due_date', 'project_ref', 'sub_total', 'grand_total', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: QUOTATION_STATUSES.map((status) => ({ id: status, key: `app.quotations.status.${status}` })),
  hasStatus: false,
  canExport: true,
  canPurge: true,
  restorePath: (id) => `/api/quotations/deleted-list/${id}`,
  purgePath: (id) => `/api/quotations/permanent/delete/quotation/${id}`,
};

export function quotationLinks(base: string): RecordLinks {
  return {
    list: `${base}/quotations`,
    deleted: `${base}/quotations/deleted-list`,
    create: `${base}/quotations/create`,
    edit: (id) => `${base}/quotations/${id}`,
  };
}

export const QUOTATION_KIND: DocumentKind = {
  name: 'quotations',
  screen: QUOTATION_SCREEN,
  links: quotationLinks,
  reversibleStage: 'pending',
  invoiceOnly: false,
  sharedStages: QUOTATION_STATUSES,
  sharedInRows: true,
  convertible: true,
};
