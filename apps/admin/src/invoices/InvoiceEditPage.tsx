import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { useRecordPermissions } from '../records/recordLinks';
import type { PageProps } from '../routing/pageProps';
import { DocumentLoader, Panel } from '../forms/Panel';
import { isInvoice, type DocumentKind, type SalesDocument } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';
import { InvoiceLinesGrid } from './InvoiceLinesGrid';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { AdjustmentsSection } from './AdjustmentsSection';
import { CustomerSection } from './CustomerSection';
import { DocumentHeaderActions } from './DocumentHeaderActions';
import { TotalsCard } from './TotalsCard';
import { useDocumentReferences } from './useDocumentReferences';
import { useInvoiceForm } from './useInvoiceForm';

/** `invoices/:id` and `invoices/create`: a draft is edited here; a confirmed invoice is shown read-only. */
export function InvoiceEditPage(props: PageProps) {
  return <DocumentEditPage {...props} kind={INVOICE_KIND} />;
}

/** The editor of an invoice or a quotation (`kind`): a pending one is edited, the rest shown read-only. */
export function DocumentEditPage({ params, kind }: PageProps & { kind: DocumentKind }) {
  const dataProvider = useAppDataProvider();
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader<SalesDocument> id={id} queryKey={[kind.name]} load={(docId) => dataProvider.getSalesDocument(kind.name, docId)}>
      {(invoice) => <InvoiceEditor key={invoice ? `${invoice.id}.${invoice.stage}` : 'create'} invoice={invoice} kind={kind} />}
    </DocumentLoader>
  );
}

function readOnlyNotice(kind: DocumentKind, invoice: SalesDocument | null): string {
  if (invoice?.stage === 'reversed') return `app.${kind.name}.reversed_read_only`;
  return `app.${kind.name}.${kind.invoiceOnly ? 'confirmed_read_only' : 'converted_read_only'}`;
}

function InvoiceEditor({ invoice, kind }: { invoice: SalesDocument | null; kind: DocumentKind }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useRecordPermissions(kind.screen);
  const form = useInvoiceForm(kind, invoice, can.create);
  const references = useDocumentReferences();
  const pending = !invoice || invoice.stage === 'pending';
  const readOnly = !pending || !(invoice ? can.edit : can.create);
  const name = translate(`resources.${kind.name}.name`, { smart_count: 1 });
  const title = invoice ? `${name} ${invoice.code}` : translate('app.records.new', { name });

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid={kind.invoiceOnly ? 'invoice-editor' : 'quotation-editor'}>
      <PageHeader
        title={title}
        subtitle={invoice ? <InvoiceStatusChip status={invoice.status} kind={kind.name} /> : undefined}
        actions={invoice ? <DocumentHeaderActions kind={kind} invoice={invoice} locale={locale} canEdit={can.edit} /> : undefined}
      />
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={kind.invoiceOnly ? 'invoice-read-only' : 'quotation-read-only'}>
          {translate(readOnlyNotice(kind, invoice))}
        </Alert>
      )}
      <Stack spacing={2}>
        <CustomerSection kind={kind} invoice={invoice} form={form} customers={references.customers} readOnly={readOnly} />
        <Panel title={translate('app.invoices.items')}>
          {form.errorOf('lines').error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {form.errorOf('lines').helperText}
            </Alert>
          )}
          <InvoiceLinesGrid
            lines={form.draft.lines}
            totals={form.totals.lines}
            products={references.products}
            locale={locale}
            readOnly={readOnly}
            errors={form.lineError}
            onChange={(lines) => form.set({ lines })}
          />
        </Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <AdjustmentsSection
            kind={kind}
            invoice={invoice}
            form={form}
            taxes={references.taxes}
            parameters={references.parameters}
            readOnly={readOnly}
            canEdit={can.edit}
          />
          <TotalsCard
            form={form}
            locale={locale}
            settled={invoice && isInvoice(invoice) && invoice.stage !== 'pending' ? invoice : undefined}
            listPath={kind.links(base).list}
            readOnly={readOnly}
            canConfirm={kind.invoiceOnly && can.edit}
          />
        </Box>
      </Stack>
    </Box>
  );
}
