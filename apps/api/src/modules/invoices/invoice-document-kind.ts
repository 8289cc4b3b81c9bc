import { salesDocumentSharing } from './document-print';
import { INVOICE_CANNOT_BE_DELETED } from '@ginuma/domain';
import { deletedDraftsOnly, type SharedDocumentKind } from '../../platform/documents/document-kind';
import { DOCUMENT_HEADER_COLUMNS } from './invoice-document';
import { findInvoice, INVOICE_LIST, type InvoiceRow } from './invoice-rows';
import { invoiceView } from './invoice-view';
import { invoicePdf } from './invoice-print';

/** Invoices on the shared document routes, at the spec's paths (GET /restore is the deleted list). */
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
  purgeRule: deletedDraftsOnly('An invoice the ledger knows cannot be deleted for good.', INVOICE_CANNOT_BE_DELETED),
  sharing: salesDocumentSharing('invoices', 'invoice', 'invoice', invoicePdf),
};
