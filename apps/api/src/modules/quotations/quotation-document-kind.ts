import { salesDocumentSharing } from '../invoices/document-print';
import type { SharedDocumentKind } from '../../platform/documents/document-kind';
import { DOCUMENT_HEADER_COLUMNS } from '../invoices/invoice-document';
import { quotationPdf } from './quotation-print';
import { assertQuotationAction, findQuotation, QUOTATION_LIST, quotationView, type QuotationRow } from './quotation-rows';

/** Quotations on the shared document routes (and printed, mailed and shared like invoices); which rows may be restored or purged is the domain's table. */
export const QUOTATION_DOCUMENT: SharedDocumentKind<QuotationRow> = {
  path: 'api/quotations',
  resource: 'quotations',
  routes: {
    list: [''],
    deletedList: ['deleted-list'],
    nextCode: ['get/code'],
    restore: ['deleted-list/:id'],
    purge: { method: 'DELETE', paths: ['permanent/delete/quotation/:id'] },
  },
  list: QUOTATION_LIST,
  export: {
    paths: ['export', 'exports/list'],
    file: 'quotations',
    title: 'Quotations',
    columns: [
      ...DOCUMENT_HEADER_COLUMNS,
      { key: 'sub_total', header: 'Sub total', type: 'money' },
      { key: 'grand_total', header: 'Grand total', type: 'money' },
      { key: 'status', header: 'Status', type: 'text' },
    ],
  },
  sequence: 'quotation',
  table: 'quotations',
  find: findQuotation,
  view: (_tx, _tenantId, row) => quotationView(row),
  restoreRule: (row) => assertQuotationAction(row, { type: 'RestoreQuotation' }),
  purgeRule: (row) => assertQuotationAction(row, { type: 'PermanentlyDeleteQuotation' }),
  sharing: salesDocumentSharing('quotations', 'quotation', 'quotation', quotationPdf),
};
