import { salesDocumentSharing } from './document-print';
import { invoicesRefusal } from '@ginuma/domain';
import { deletedDraftsOnly, type SharedDocumentKind } from '../../platform/documents/document-kind';
import { DOCUMENT_HEADER_COLUMNS } from './invoice-document';
import { findInvoice, INVOICE_LIST, type InvoiceRow } from './invoice-rows';
import { invoiceView } from './invoice-view';
import { invoicePdf } from './invoice-print';
import { InvoiceRequest } from './invoice.requests';
import { ConfirmInvoice } from './commands/confirm-invoice.handler';
import { CreateInvoice } from './commands/create-invoice.handler';
import { UpdateInvoice } from './commands/update-invoice.handler';

/** Invoices on the shared document routes, at the public API's paths (GET /restore is the deleted list). */
export const INVOICE_DOCUMENT: SharedDocumentKind<InvoiceRow> = {
  path: 'api/invoices',
  resource: 'invoices',
  routes: {
    list: [''],
    deletedList: ['restore', 'deleted-list'],
    nextCode: ['get/code'],
    restore: ['restore/:id'],
    purge: { method: 'DELETE', paths: ['permanent/delete/invoice/:id'] },
  },
  list: INVOICE_LIST,
  export: {
    paths: ['exports/list', 'export'],
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
    routes: { create: ['', 'create/new'], update: [':id'] },
    body: InvoiceRequest,
    create: (me, body) => new CreateInvoice(me, body),
    update: (me, id, body) => new UpdateInvoice(me, id, body),
    confirm: (me, id) => new ConfirmInvoice(me, id),
  },
  purgeRule: deletedDraftsOnly(() => invoicesRefusal('ledger-known')),
  sharing: salesDocumentSharing('invoices', 'invoice', 'invoice', invoicePdf),
};
