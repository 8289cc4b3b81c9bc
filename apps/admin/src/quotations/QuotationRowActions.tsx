import type { RecordRowActionsProps } from '../records/RecordRowActions';
import { DocumentRowActions } from '../invoices/DocumentRowActions';
import { QUOTATION_KIND } from './quotationScreen';

/** Edit (pending), print, email, copy link, convert to invoice, reverse and delete; a deleted quotation gets the shared restore and purge. */
export function QuotationRowActions(props: RecordRowActionsProps) {
  return <DocumentRowActions {...props} kind={QUOTATION_KIND} />;
}
