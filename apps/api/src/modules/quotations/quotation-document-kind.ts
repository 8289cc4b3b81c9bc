import { salesDocumentSharing } from '../invoices/document-print';
import type { SharedDocumentKind } from '../../platform/documents/document-kind';
import { DOCUMENT_HEADER_COLUMNS } from '../invoices/invoice-document';
import { quotationPdf } from './quotation-print';
import { assertQuotationAction, findQuotation, QUOTATION_LIST, quotationView, type QuotationRow } from './quotation-rows';
import { DeleteQuotation } from './commands/delete-quotation.handler';
import { ReverseQuotation } from './commands/reverse-quotation.handler';

/** Quotations on the shared document routes (and printed, mailed and shared like invoices); which rows may be restored or purged is the domain's table. */
export const QUOTATION_DOCUMENT: SharedDocumentKind<QuotationRow> = {
  path: 'api/quotations',
  resource: 'quotations',
  routes: {
    restore: 'deleted-list/:id',
    purge: { method: 'DELETE', path: 'permanent/delete/quotation/:id' },
  },
  list: QUOTATION_LIST,
  export: {
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
  // Withdrawing a pending quotation posts nothing: editing it is the right it asks.
  reverse: { can: 'edit', command: (me, id) => new ReverseQuotation(me, id) },
  delete: { command: (me, id) => new DeleteQuotation(me, id) },
  restoreRule: (row) => assertQuotationAction(row, { type: 'RestoreQuotation' }),
  purgeRule: (row) => assertQuotationAction(row, { type: 'PermanentlyDeleteQuotation' }),
  sharing: salesDocumentSharing('quotations', 'quotation', quotationPdf),
};
