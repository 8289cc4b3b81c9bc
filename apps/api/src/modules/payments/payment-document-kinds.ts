import { documentsRefusal, readReceipt, readRefund, type ReceiptInput, type RefundInput } from '@ginuma/domain';
import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { validationFailed } from '../../platform/http/app-errors';
import { findReceipt, findRefund, paymentView, RECEIPT_LIST, REFUND_LIST, type ReceiptRow, type RefundRow } from './payment-rows';
import { ReceiptRequest, RefundRequest } from './payment.requests';
import { ConfirmReceipt } from './commands/confirm-receipt.handler';
import { ConfirmRefund } from './commands/confirm-refund.handler';
import { CreateReceipt } from './commands/create-receipt.handler';
import { CreateRefund } from './commands/create-refund.handler';
import { UpdateReceipt } from './commands/update-receipt.handler';
import { UpdateRefund } from './commands/update-refund.handler';

/** The public API calls the payments resource receipts too: every payments route answers under both. */
export const PAYMENT_PATHS = ['api/payments', 'api/receipts'];

/** Receipts on the shared document routes, at the public API's paths (GET /restore is the deleted list). */
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
  saving: {
    routes: { create: ['', 'create/new'], update: [':id'] },
    body: ReceiptRequest,
    create: (me, body) => new CreateReceipt(me, receiptInput(body)),
    update: (me, id, body) => new UpdateReceipt(me, id, receiptInput(body)),
    confirm: (me, id) => new ConfirmReceipt(me, id),
  },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'receipt' })),
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
  saving: {
    routes: { create: ['refunds', 'refund/create/new'], update: ['refunds/:id'] },
    body: RefundRequest,
    create: (me, body) => new CreateRefund(me, refundInput(body)),
    update: (me, id, body) => new UpdateRefund(me, id, refundInput(body)),
    confirm: (me, id) => new ConfirmRefund(me, id),
  },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'refund' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};

/** A receipt's body read, or refused with its field errors. */
export function receiptInput(body: Record<string, unknown>): ReceiptInput {
  const read = readReceipt(body);
  if (!read.ok) throw validationFailed(read.errors);
  return read.value;
}

/** A refund's body read, or refused with its field errors. */
export function refundInput(body: Record<string, unknown>): RefundInput {
  const read = readRefund(body);
  if (!read.ok) throw validationFailed(read.errors);
  return read.value;
}
