import { salesDocumentSharing } from './document-print';
import { invoicesRefusal } from '@ginuma/domain';
import { createThenConfirm, deletedDraftsOnly, type SharedDocumentKind } from '../../platform/documents/document-kind';
import { DOCUMENT_HEADER_COLUMNS } from './invoice-document';
import { findInvoice, INVOICE_LIST, type InvoiceRow } from './invoice-rows';
import { invoiceView } from './invoice-view';
import { invoicePdf } from './invoice-print';
import { InvoiceRequest, ReasonRequest, reasonOf } from './invoice.requests';
import { ConfirmInvoice } from './commands/confirm-invoice.handler';
import { CreateInvoice, CreateInvoiceToConfirm, type CheckedInvoiceDraft } from './commands/create-invoice.handler';
import { DeleteInvoice } from './commands/delete-invoice.handler';
import { ReverseInvoice } from './commands/reverse-invoice.handler';
import { UpdateInvoice } from './commands/update-invoice.handler';

/** Invoices on the shared document routes (the public API's GET /restore is an alias of the deleted list). */
export const INVOICE_DOCUMENT: SharedDocumentKind<InvoiceRow> = {
  path: 'api/invoices',
  resource: 'invoices',
  routes: {
    purge: { method: 'DELETE', path: 'permanent/delete/invoice/:id' },
  },
  list: INVOICE_LIST,
  export: {
    file: 'invoices',
    title: 'Invoices',
    columns: [
      ...DOCUMENT_HEADER_COLUMNS,
      { key: 'grand_total', header: 'Grand total', type: 'money' },
      { key: 'paid', header: 'Paid', type: 'money' },
      { key: 'refunded', header: 'Refund', type: 'money' },
      { key: 'due', header: 'Due', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'invoice',
  table: 'invoices',
  attachment: 'invoice',
  find: findInvoice,
  view: (_tx, _tenantId, row) => invoiceView(row),
  // The public `create/new` is the same create, with `?confirm=true` as much as the plain POST.
  saving: {
    body: InvoiceRequest,
    create: (me, body) => new CreateInvoice(me, body),
    update: (me, id, body) => new UpdateInvoice(me, id, body),
    createThenConfirm: createThenConfirm<CheckedInvoiceDraft>({
      create: (me, body) => new CreateInvoiceToConfirm(me, body),
      confirm: (me, { view, checked }) => new ConfirmInvoice(me, view.id, checked),
    }),
  },
  // Confirming books receivable, sales, discounts, taxes and stock; reversing takes them back out
  // with an event of its own, and posts as much, so it asks the same right.
  confirm: { command: (me, id) => new ConfirmInvoice(me, id) },
  reverse: { can: 'confirm', body: ReasonRequest, command: (me, id, body) => new ReverseInvoice(me, id, reasonOf(body)) },
  // Drafts and reversed invoices only: the decider refuses a confirmed one, which moved money.
  delete: { command: (me, id) => new DeleteInvoice(me, id) },
  purgeRule: deletedDraftsOnly(() => invoicesRefusal('ledger-known')),
  sharing: salesDocumentSharing('invoices', 'invoice', invoicePdf),
};
