import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

export const PAYMENT_STAGES = ['pending', 'confirmed', 'reversed'] as const;

const common = {
  fields: [],
  openingBalances: [],
  ledgerFigures: [],
  defaultSort: { field: 'code', order: 'DESC' as const },
  statusFilter: 'status' as const,
  statusChoices: PAYMENT_STAGES.map((status) => ({ id: status, key: `app.payments.status.${status}` })),
  hasStatus: false,
  canPurge: true,
};

/** Receipts on the shared list mechanism (the `payments` and `payments/deleted-list` routes). */
export const RECEIPT_SCREEN: RecordScreen = {
  ...common,
  name: 'payments',
  permission: 'payments',
  listFields: ['code', 'customer_name', 'date', 'pay_type', 'account_name', 'paid_amount', 'credit_amount', 'status'],
  canExport: true,
  restorePath: (id) => `/api/payments/restore/${id}`,
  purgePath: (id) => `/api/payments/permanent/delete/payment/${id}`,
};

/** Refunds live under payments/refunds, in the API and in the app. */
export const REFUND_SCREEN: RecordScreen = {
  ...common,
  name: 'payments/refunds',
  permission: 'refunds',
  listFields: ['code', 'customer_name', 'date', 'refund_type', 'account_name', 'amount', 'status'],
  canExport: true,
  restorePath: (id) => `/api/payments/refunds/restore/${id}`,
  purgePath: (id) => `/api/payments/refunds/permanent/delete/${id}`,
};

export function receiptLinks(base: string): RecordLinks {
  return { list: `${base}/payments`, deleted: `${base}/payments/deleted-list`, create: `${base}/payments/create`, edit: (id) => `${base}/payments/${id}` };
}

export function refundLinks(base: string): RecordLinks {
  return {
    list: `${base}/payments/refunds`,
    deleted: `${base}/payments/refunds/deleted-list`,
    create: `${base}/payments/refunds/create`,
    edit: (id) => `${base}/payments/refunds/${id}`,
  };
}
