import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { invoiceColumns } from './InvoiceColumns';
import { InvoiceRowActions } from './InvoiceRowActions';
import { INVOICE_SCREEN, invoiceLinks } from './invoiceScreen';

const EXTENSION: RecordListExtension = { columns: invoiceColumns, RowActions: InvoiceRowActions };

export function InvoiceListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  return (
    <>
      <PageHeader title={translate('resources.invoices.name', { smart_count: 2 })} />
      <RecordList screen={INVOICE_SCREEN} deleted={false} links={invoiceLinks(base)} extension={EXTENSION} />
    </>
  );
}

/** `invoices/restore`: deleted invoices with restore and, for drafts, permanent delete. */
export function InvoiceDeletedListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.invoices.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={translate('app.records.deleted_title', { name: plural })} />
      <RecordList screen={INVOICE_SCREEN} deleted links={invoiceLinks(base)} extension={EXTENSION} />
    </>
  );
}
