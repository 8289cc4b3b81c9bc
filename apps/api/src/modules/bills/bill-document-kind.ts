import { billsRefusal, documentsRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, onlyDeleted, type DocumentKind } from '../../platform/documents/document-kind';
import { BILL_LIST, findBill, type BillDetailRow } from './bill-rows';
import { billView } from './bill-view';
import { BillRequest } from './bill.requests';
import { ConfirmBill } from './commands/confirm-bill.handler';
import { CreateBill } from './commands/create-bill.handler';
import { DeleteBill } from './commands/delete-bill.handler';
import { ReverseBill } from './commands/reverse-bill.handler';
import { UpdateBill } from './commands/update-bill.handler';

/**
 * Supplier bills on the shared document routes. Reversing posts to the books, so it asks
 * `confirm`; a confirmed bill is reversed before it is deleted (its decider refuses otherwise).
 */
export const BILL_DOCUMENT: DocumentKind<BillDetailRow> = {
  path: 'api/bills',
  resource: 'bills',
  list: BILL_LIST,
  export: {
    file: 'bills',
    title: 'Bills',
    columns: [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'bill_number', header: 'Bill number', type: 'text' },
      { key: 'supplier_name', header: 'Supplier', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'due_date', header: 'Due date', type: 'date' },
      { key: 'sub_total', header: 'Sub total', type: 'money' },
      { key: 'tax_total', header: 'Tax', type: 'money' },
      { key: 'grand_total', header: 'Total', type: 'money' },
      { key: 'paid', header: 'Paid', type: 'money' },
      { key: 'due', header: 'Due', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'bill',
  table: 'bills',
  attachment: 'bill',
  find: findBill,
  view: (_tx, _tenantId, row) => billView(row),
  saving: {
    body: BillRequest,
    create: (me, body) => new CreateBill(me, body),
    update: (me, id, body) => new UpdateBill(me, id, body),
  },
  confirm: { command: (me, id) => new ConfirmBill(me, id) },
  reverse: { can: 'confirm', command: (me, id) => new ReverseBill(me, id) },
  delete: { command: (me, id) => new DeleteBill(me, id) },
  // A deleted bill's number may have been entered again since: it comes back only while the number is its own.
  restoreRule: (row) => {
    onlyDeleted(row);
    if (row.number_in_use) throw billsRefusal.onField('bill_number', 'bill-number-taken', { number: row.bill_number });
  },
  purgeRule: deletedDraftsOnly(() => documentsRefusal('ledger-known', { document: 'bill' })),
  purged: (row) => ({ id: row.id, code: row.code }),
};
