import type { RecordRowActionsProps } from '../records/RecordRowActions';
import { DocumentRowActions } from './DocumentRowActions';
import { INVOICE_KIND } from './invoiceKind';

/** Edit (a draft), view, confirm, reverse and delete; a deleted invoice gets the shared restore and purge. */
export function InvoiceRowActions(props: RecordRowActionsProps) {
  return <DocumentRowActions {...props} kind={INVOICE_KIND} />;
}
