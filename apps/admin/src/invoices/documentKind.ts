import type { InvoiceView } from '@ginuma/domain';
import type { SalesDocumentName, SalesDocuments } from '../providers/invoiceActions';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';

/** An invoice or a quotation, as the one editor loads it. */
export type SalesDocument = SalesDocuments[SalesDocumentName];

/** Only an invoice carries what the ledger says of it (paid, due) and a schedule. */
export function isInvoice(document: SalesDocument): document is InvoiceView {
  return 'due' in document;
}

/**
 * What differs between the document kinds the one list and editor show: an invoice is
 * confirmed into the books and can recur; a quotation is converted into an invoice.
 */
export interface DocumentKind {
  /** API path segment and resource name: `invoices`, `quotations`. */
  name: SalesDocumentName;
  screen: RecordScreen;
  links: (base: string) => RecordLinks;
  /** Which stage may be reversed: a confirmed invoice, a pending quotation. */
  reversibleStage: string;
  /** Invoices only: confirm, recurring, code update. */
  invoiceOnly: boolean;
  /** The stages that may be printed, mailed and shared: a confirmed invoice, any quotation. */
  sharedStages: readonly string[];
  /** A list row offers print, email and link too (a quotation's, shared at every stage). */
  sharedInRows: boolean;
  /** Quotations only: a pending one may be turned into an invoice. */
  convertible: boolean;
}
