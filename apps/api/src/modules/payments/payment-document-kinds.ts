import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { findReceipt, findRefund, paymentView, RECEIPT_LIST, REFUND_LIST, type ReceiptRow, type RefundRow } from './payment-rows';

/** The spec calls the payments resource receipts too: every payments route answers under both. */
export const PAYMENT_PATHS = ['api/payments', 'api/receipts'];

/** Receipts on the shared document routes, at the spec's paths (GET /restore is the deleted list). */
export const RECEIPT_DOCUMENT: DocumentKind<ReceiptRow> = {
  path: PAYMENT_PATHS,
  resource: 'payments',
  routes: {
    list: [''],
    deletedList: ['restore', 'deleted-list'],
    nextCode: ['get/code'],
    restore: ['restore/:id'],
    purge: { method: 'DELETE', paths: ['permanent/delete/payment/:id'] },
  },
  list: RECEIPT_LIST,
  export: {
    paths: ['exports/list', 'export'],
    file: 'receipts',
    title: 'Receipts',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'customer_name', header: 'Customer', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'pay_type', header: 'Pay type', type: 'text' },
      { key: 'account_name', header: 'Account', type: 'text' },
      { key: 'paid_amount', header: 'Paid amount', type: 'money' },
      { key: 'applied_amount', header: 'Applied', type: 'money' },
      { key: 'credit_amount', header: 'Credit', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'receipt',
  table: 'receipts',
  find: findReceipt,
  view: paymentView,
  purgeRule: deletedDraftsOnly('A receipt the ledger knows cannot be deleted for good.'),
  purged: (row) => ({ id: row.id, code: row.code }),
};

/** Refunds on the shared document routes, under payments/refunds. */
export const REFUND_DOCUMENT: DocumentKind<RefundRow> = {
  path: PAYMENT_PATHS,
  resource: 'refunds',
  routes: {
    list: ['refunds'],
    deletedList: ['refunds/deleted-list', 'refunds/restore'],
    nextCode: ['refunds/get/code'],
    restore: ['refunds/restore/:id'],
    purge: { method: 'DELETE', paths: ['refunds/permanent/delete/:id'] },
  },
  list: REFUND_LIST,
  export: {
    paths: ['refunds/export', 'refunds/exports/list'],
    file: 'refunds',
    title: 'Refunds',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'customer_name', header: 'Customer', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'refund_type', header: 'Refund type', type: 'text' },
      { key: 'account_name', header: 'Account', type: 'text' },
      { key: 'amount', header: 'Amount', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'refund',
  table: 'refunds',
  find: findRefund,
  view: paymentView,
  purgeRule: deletedDraftsOnly('A refund the ledger knows cannot be deleted for good.'),
  purged: (row) => ({ id: row.id, code: row.code }),
};
