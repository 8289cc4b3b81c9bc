import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import type { Invoice, InvoiceBody } from './invoiceApi';

/**
 * What differs between the document kinds the one list and editor show: an invoice is
 * confirmed into the books and can recur; a quotation is converted into an invoice.
 */
export interface DocumentKind {
  /** API path segment and resource name: `invoices`, `quotations`. */
  name: 'invoices' | 'quotations';
  screen: RecordScreen;
  links: (base: string) => RecordLinks;
  /** Statuses whose chip colours and labels this kind has (`app.<name>.status.<status>`). */
  statusKey: (status: string) => string;
  fetch: (id: string) => Promise<Invoice>;
  nextCode: () => Promise<string>;
  save: (id: string | null, body: InvoiceBody) => Promise<Invoice>;
  reverse: (id: string) => Promise<void>;
  /** Which stage may be reversed: a confirmed invoice, a pending quotation. */
  reversibleStage: string;
  /** Invoices only: confirm, recurring, code update. */
  invoiceOnly: boolean;
  /** The stages that may be printed, mailed and shared: a confirmed invoice, any quotation. */
  sharedStages: readonly string[];
  /** Quotations only: turn a pending one into an invoice; resolves to the invoice's id. */
  convert?: (id: string) => Promise<string>;
}
