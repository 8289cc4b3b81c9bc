import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** Vouchers on the shared list mechanism (the `vouchers` and `vouchers/deleted-list` routes). */
export const VOUCHER_SCREEN: RecordScreen = {
  name: 'vouchers',
  permission: 'vouchers',
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  listFields: ['code', 'supplier_name', 'date', 'pay_type', 'account_name', 'expense_category_name', 'amount', 'status'],
  defaultSort: { field: 'code', order: 'DESC' },
  statusFilter: 'status',
  statusChoices: (['pending', 'confirmed', 'reversed'] as const).map((status) => ({ id: status, key: `app.vouchers.status.${status}` })),
  hasStatus: false,
  canPurge: true,
  canExport: true,
  restorePath: (id) => `/api/vouchers/restore/${id}`,
  purgePath: (id) => `/api/vouchers/permanent/delete/voucher/${id}`,
};

export function voucherLinks(base: string): RecordLinks {
  return { list: `${base}/vouchers`, deleted: `${base}/vouchers/deleted-list`, create: `${base}/vouchers/create`, edit: (id) => `${base}/vouchers/${id}` };
}
