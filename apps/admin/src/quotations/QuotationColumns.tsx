import type { ReactElement } from 'react';
import { FunctionField, TextField, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { InvoiceStatusChip } from '../invoices/InvoiceStatusChip';

const label = (source: string) => `app.invoices.fields.${source}`;
const money = { textAlign: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

/** Code, customer, dates, reference, sub and grand total (right-aligned) and the status. */
export function quotationColumns(_screen: unknown, locale: Locale): ReactElement[] {
  const date = (source: string) => (
    <FunctionField
      key={source}
      source={source}
      label={label(source)}
      sx={{ whiteSpace: 'nowrap' }}
      render={(record: RaRecord) => (record[source] ? formatDate(locale, String(record[source])) : '')}
    />
  );
  const figure = (source: string, sortable: boolean) => (
    <FunctionField key={source} source={source} label={label(source)} sortable={sortable} {...money} render={(record: RaRecord) => formatFigure(locale, 'money', record[source])} />
  );
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="customer_name" source="customer_name" label={label('customer')} emptyText="" />,
    date('date'),
    date('due_date'),
    <TextField key="project_ref" source="project_ref" label={label('project_ref')} emptyText="" sortable={false} />,
    figure('sub_total', false),
    figure('grand_total', true),
    <FunctionField
      key="status"
      source="status"
      label={label('status')}
      sortable={false}
      render={(record: RaRecord) => <InvoiceStatusChip status={String(record.status)} kind="quotations" />}
    />,
  ];
}
