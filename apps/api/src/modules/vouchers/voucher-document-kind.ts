import { documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type DocumentKind } from '../../platform/documents/document-kind';
import { findVoucher, VOUCHER_LIST, type VoucherRow } from './voucher-rows';
import { voucherView } from './voucher-view';
import { VoucherRequest } from './voucher.requests';
import { ConfirmVoucher } from './commands/confirm-voucher.handler';
import { CreateVoucher } from './commands/create-voucher.handler';
import { DeleteVoucher } from './commands/delete-voucher.handler';
import { UpdateVoucher } from './commands/update-voucher.handler';

/** Vouchers on the shared document routes; the public permanent delete is a POST. */
export const VOUCHER_DOCUMENT: DocumentKind<VoucherRow> = {
  path: 'api/vouchers',
  resource: 'vouchers',
  routes: {
    purge: { method: 'POST', path: 'permanent/delete/voucher/:id' },
  },
  list: VOUCHER_LIST,
  export: {
    file: 'vouchers',
    title: 'Vouchers',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'supplier_name', header: 'Supplier', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'pay_type', header: 'Pay type', type: 'text' },
      { key: 'account_name', header: 'Account', type: 'text' },
      { key: 'cheque_number', header: 'Cheque number', type: 'text' },
      { key: 'post_date', header: 'Post date', type: 'date' },
      { key: 'expense_category_name', header: 'Expense category', type: 'text' },
      { key: 'expense_sub_category_name', header: 'Sub category', type: 'text' },
      { key: 'amount', header: 'Amount', type: 'money' },
      { key: 'remarks', header: 'Remarks', type: 'text' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'voucher',
  table: 'vouchers',
  attachment: 'voucher',
  find: findVoucher,
  view: (_tx, _tenantId, row) => voucherView(row),
  saving: {
    body: VoucherRequest,
    create: (me, body) => new CreateVoucher(me, body),
    update: (me, id, body) => new UpdateVoucher(me, id, body),
  },
  // Refused as 'Voucher Confirmation Failed' when the account cannot pay it.
  confirm: { path: 'confirm/voucher/:id', command: (me, id) => new ConfirmVoucher(me, id) },
  // A confirmed voucher is taken back out of the books on the day it is deleted.
  delete: { command: (me, id) => new DeleteVoucher(me, id) },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'voucher' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};
