import type { ReactElement } from 'react';
import { FunctionField, TextField, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { LedgerAmount } from '../ledger';
import { BillStatusChip } from './BillStatusChip';

const label = (source: string) => `resources.bills.fields.${source}`;
const money = { textAlign: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

function dateCell(source: string, locale: Locale) {
  return (
    <FunctionField
      key={source}
      source={source}
      label={label(source)}
      sx={{ whiteSpace: 'nowrap' }}
      // A business date (YYYY-MM-DD) is a day, not an instant: no time zone may move it.
      render={(record: RaRecord) => (record[source] ? formatDate(locale, String(record[source]).slice(0, 10)) : '')}
    />
  );
}

function moneyCell(source: string, locale: Locale, sortable = true) {
  return <FunctionField key={source} source={source} label={label(source)} sortable={sortable} {...money} render={(record: RaRecord) => formatFigure(locale, 'money', record[source])} />;
}

/**
 * What a confirmed bill still owes is a ledger figure: its share of the supplier's payable (a
 * credit balance), clickable into the postings behind it.
 */
export function BillDue({ id, supplierId, value }: { id: string; supplierId: string; value: string }) {
  return <LedgerAmount account="payable" party={`supplier:${supplierId}`} stream={`bill-${id}`} normal="credit" value={value} />;
}

/** Code, the supplier's bill number, supplier, dates, the total, what is still due and the status. */
export function billColumns(_screen: unknown, locale: Locale): ReactElement[] {
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="bill_number" source="bill_number" label={label('bill_number')} emptyText="" />,
    <TextField key="supplier_name" source="supplier_name" label={label('supplier_name')} emptyText="" />,
    dateCell('date', locale),
    dateCell('due_date', locale),
    moneyCell('grand_total', locale),
    <FunctionField
      key="due"
      source="due"
      label={label('due')}
      {...money}
      render={(record: RaRecord) =>
        ['due', 'partial'].includes(String(record.status)) ? <BillDue id={String(record.id)} supplierId={String(record.supplier_id)} value={String(record.due)} /> : formatFigure(locale, 'money', record.due)
      }
    />,
    <FunctionField key="status" source="status" label={label('status')} sortable={false} render={(record: RaRecord) => <BillStatusChip status={String(record.status)} />} />,
  ];
}
