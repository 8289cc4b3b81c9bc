import { fetchInvoice, nextInvoiceCode, reverseInvoice, saveInvoice } from './invoiceApi';
import type { DocumentKind } from './documentKind';
import { INVOICE_SCREEN, invoiceLinks } from './invoiceScreen';

export const INVOICE_KIND: DocumentKind = {
  name: 'invoices',
  screen: INVOICE_SCREEN,
  links: invoiceLinks,
  statusKey: (status) => `app.invoices.status.${status}`,
  fetch: fetchInvoice,
  nextCode: nextInvoiceCode,
  save: saveInvoice,
  reverse: (id) => reverseInvoice(id),
  reversibleStage: 'confirmed',
  invoiceOnly: true,
  sharedStages: ['confirmed'],
};
