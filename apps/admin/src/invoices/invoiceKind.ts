import type { DocumentKind } from './documentKind';
import { INVOICE_SCREEN, invoiceLinks } from './invoiceScreen';

export const INVOICE_KIND: DocumentKind = {
  name: 'invoices',
  screen: INVOICE_SCREEN,
  links: invoiceLinks,
  reversibleStage: 'confirmed',
  invoiceOnly: true,
  sharedStages: ['confirmed'],
  sharedInRows: false,
  convertible: false,
};
