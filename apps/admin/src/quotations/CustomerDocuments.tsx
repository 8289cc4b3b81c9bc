import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import type { CustomerDocumentRow as DocumentRow, SalesDocumentName as Kind } from '../providers/invoiceActions';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import { InvoiceStatusChip } from '../invoices/InvoiceStatusChip';
import { invoiceLinks } from '../invoices/invoiceScreen';
import { quotationLinks } from './quotationScreen';
import { CustomerReceipts } from '../payments/CustomerReceipts';
import { CustomerDocumentTable } from '../forms/CustomerDocumentTable';

function DocumentTable({ kind, customerId, customerName }: { kind: Kind; customerId: string; customerName: string }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { base, locale } = useWorkspace();
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  const money = (value: string | undefined) => formatFigure(locale, 'money', value);
  return (
    <CustomerDocumentTable<DocumentRow>
      testId={`customer-${kind}`}
      queryKey={[kind, 'customer', customerId]}
      load={() => dataProvider.getCustomerDocuments(kind, customerId, customerName)}
      editPath={(kind === 'invoices' ? invoiceLinks(base) : quotationLinks(base)).edit}
      columns={[
        { label: label('code'), render: (row) => row.code },
        { label: label('date'), nowrap: true, render: (row) => (row.date ? formatDate(locale, new Date(row.date)) : '') },
        { label: label('grand_total'), align: 'right', render: (row) => money(row.grand_total) },
        ...(kind === 'invoices' ? [{ label: label('due'), align: 'right' as const, render: (row: DocumentRow) => money(row.due) }] : []),
        { label: label('status'), render: (row) => <InvoiceStatusChip status={row.status} kind={kind} /> },
      ]}
    />
  );
}

/** The customer page's invoices, quotations and receipts, each linking to its editor. */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<Kind | 'payments'>('invoices');
  const customer = useGetOne<{ id: string; name: string }>('customers', { id: customerId }).data?.name;
  return (
    <Card sx={{ maxWidth: 960, mt: 2 }} data-testid="customer-documents">
      <Tabs value={tab} onChange={(_event, value: Kind | 'payments') => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        <Tab value="invoices" label={translate('app.quotations.customer_invoices')} />
        <Tab value="quotations" label={translate('app.quotations.customer_quotations')} />
        <Tab value="payments" label={translate('app.payments.customer_receipts')} />
      </Tabs>
      {tab === 'payments' ? (
        <CustomerReceipts customerId={customerId} />
      ) : (
        customer !== undefined && <DocumentTable key={tab} kind={tab} customerId={customerId} customerName={customer} />
      )}
    </Card>
  );
}
