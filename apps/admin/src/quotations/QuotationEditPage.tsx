import type { PageProps } from '../routing/pageProps';
import { DocumentEditPage } from '../invoices/InvoiceEditPage';
import { QUOTATION_KIND } from './quotationScreen';

/** `quotations/:id` and `quotations/create`: the invoice editor without confirm or recurring. */
export function QuotationEditPage(props: PageProps) {
  return <DocumentEditPage {...props} kind={QUOTATION_KIND} />;
}
