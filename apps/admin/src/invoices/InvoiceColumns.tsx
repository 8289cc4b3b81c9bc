import type { ReactElement } from 'react';
import { FunctionField, TextField, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { LedgerAmount } from '../ledger';
import { InvoiceStatusChip } from './InvoiceStatusChip';

const label = (source: string) => `app.invoices.fields.${source}`;
const money = { textAlign: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

function dateCell(source: string, locale: Locale) {
  return (
    <FunctionField
      key={source}
      source={source}
      label={label(source)}
      sx={{ whiteSpace: 'nowrap' }}
      render={(record: RaRecord) => (record[source] ? formatDate(locale, String(record[source])) : '')}
    />
  );
}

function moneyCell(source: string, locale: Locale, sortable = true) {
  return <FunctionField key={source} source={source} label={label(source)} sortable={sortable} {...money} render={(record: RaRecord) => formatFigure(locale, 'money', record[source])} />;
}

/** Code, customer, dates, reference, the ledger's figures (right-aligned) and the status. */
export function invoiceColumns(_screen: unknown, locale: Locale): ReactElement[] {
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="customer_name" source="customer_name" label={label('customer')} emptyText="" />,
    dateCell('date', locale),
    dateCell('due_date', locale),
    <TextField key="project_ref" source="project_ref" label={label('project_ref')} emptyText="" sortable={false} />,
    moneyCell('grand_total', locale),
    moneyCell('paid', locale, false),
    moneyCell('refunded', locale, false),
    <FunctionField
      key="due"
      source="due"
      label={label('due')}
      {...money}
      render={(record: RaRecord) =>
        // A customer's receivable is the ledger figure behind what the invoice leaves due.
        record.customer_id && ['due', 'partial'].includes(String(record.status)) ? (
          <LedgerAmount account="receivable" party={`customer:${String(record.customer_id)}`} value={String(record.due)} />
        ) : (
          formatFigure(locale, 'money', record.due)
        )
      }
    />,
    <FunctionField
      key="status"
      source="status"
      label={label('status')}
      sortable={false}
      render={(record: RaRecord) => <InvoiceStatusChip status={String(record.status)} />}
    />,
  ];
}
