import { documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { LIST_ACTIONS, onCollection } from '../../platform/http/collection-routes';
import { findReceipt, findRefund, paymentView, RECEIPT_LIST, REFUND_LIST, type ReceiptRow, type RefundRow } from './payment-rows';
import { ReceiptRequest, receiptInput, RefundRequest, refundInput } from './payment.requests';
import { ConfirmReceipt } from './commands/confirm-receipt.handler';
import { ConfirmRefund } from './commands/confirm-refund.handler';
import { CreateReceipt } from './commands/create-receipt.handler';
import { CreateRefund } from './commands/create-refund.handler';
import { DeleteReceipt } from './commands/delete-receipt.handler';
import { DeleteRefund } from './commands/delete-refund.handler';
import { UpdateReceipt } from './commands/update-receipt.handler';
import { UpdateRefund } from './commands/update-refund.handler';

/**
 * The payments resource: receipts at its root, refunds under `refunds`. The public API's
 * `/api/receipts/…` calls are aliases of these routes (platform/http/route-aliases.ts).
 */
export const PAYMENTS_PATH = 'api/payments';

/** Receipts on the shared document routes. */
export const RECEIPT_DOCUMENT: DocumentKind<ReceiptRow> = {
  path: PAYMENTS_PATH,
  resource: 'payments',
  routes: {
    purge: { method: 'DELETE', path: 'permanent/delete/payment/:id' },
  },
  list: RECEIPT_LIST,
  export: {
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
  saving: {
    body: ReceiptRequest,
    create: async (me, body) => new CreateReceipt(me, await receiptInput(body)),
    update: async (me, id, body) => new UpdateReceipt(me, id, await receiptInput(body)),
  },
  confirm: { command: (me, id) => new ConfirmReceipt(me, id) },
  // A confirmed receipt's delete appends its reversals first.
  delete: { command: (me, id) => new DeleteReceipt(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'receipt' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};

/** Refunds on the shared document routes, under payments/refunds. */
export const REFUND_DOCUMENT: DocumentKind<RefundRow> = {
  path: PAYMENTS_PATH,
  resource: 'refunds',
  routes: {
    list: onCollection('refunds'),
    deletedList: `refunds/${onCollection(LIST_ACTIONS.deletedList)}`,
    nextCode: 'refunds/get/code',
    restore: 'refunds/restore/:id',
    purge: { method: 'DELETE', path: 'refunds/permanent/delete/:id' },
  },
  list: REFUND_LIST,
  export: {
    path: `refunds/${onCollection(LIST_ACTIONS.export)}`,
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
  saving: {
    routes: { create: 'refunds', update: 'refunds/:id' },
    body: RefundRequest,
    create: async (me, body) => new CreateRefund(me, await refundInput(body)),
    update: async (me, id, body) => new UpdateRefund(me, id, await refundInput(body)),
  },
  confirm: { path: 'refunds/confirm/:id', command: (me, id) => new ConfirmRefund(me, id) },
  delete: { path: 'refunds/:id', command: (me, id) => new DeleteRefund(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'refund' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};
