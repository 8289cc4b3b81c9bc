import type { ReactElement } from 'react';
import { Chip } from '@mui/material';
import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import type { RecordScreen } from '../records/recordScreens';

const COLOURS: Record<string, 'default' | 'success' | 'error'> = { pending: 'default', confirmed: 'success', reversed: 'error' };

/** A receipt's or refund's stage. */
export function PaymentStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`app.payments.status.${status}`, { _: status })}
      data-testid="payment-status"
    />
  );
}

function TypeText({ value, group }: { value: unknown; group: 'pay_types' | 'refund_types' }) {
  const translate = useTranslate();
  return <>{value ? translate(`app.payments.${group}.${String(value)}`, { _: String(value) }) : ''}</>;
}

/** Receipt and refund columns: code, customer, date, type, account, amounts (right-aligned), status. */
export function paymentColumns(screen: RecordScreen, locale: Locale): ReactElement[] {
  const label = (source: string) => `resources.${screen.name}.fields.${source}`;
  const money = (source: string) => (
    <FunctionField
      key={source}
      source={source}
      label={label(source)}
      textAlign="right"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      render={(record: RaRecord) => formatFigure(locale, 'money', record[source])}
    />
  );
  const refund = screen.name !== 'payments';
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="customer_name" source="customer_name" label={label('customer_name')} />,
    <FunctionField
      key="date"
      source="date"
      label={label('date')}
      sx={{ whiteSpace: 'nowrap' }}
      render={(record: RaRecord) => (record.date ? formatDate(locale, String(record.date)) : '')}
    />,
    refund ? (
      <FunctionField key="type" source="refund_type" label={label('refund_type')} render={(r: RaRecord) => <TypeText value={r.refund_type} group="refund_types" />} />
    ) : (
      <FunctionField key="type" source="pay_type" label={label('pay_type')} render={(r: RaRecord) => <TypeText value={r.pay_type} group="pay_types" />} />
    ),
    <FunctionField key="account_name" source="account_name" label={label('account_name')} sortable={false} render={(r: RaRecord) => <AccountText record={r} />} />,
    ...(refund ? [money('amount')] : [money('paid_amount'), money('credit_amount')]),
    <FunctionField key="status" source="status" label={label('status')} sortable={false} render={(r: RaRecord) => <PaymentStatusChip status={String(r.status)} />} />,
  ];
}

/** A bank account's name; money in or out of hand shows as Cash. */
function AccountText({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (record.account_name) return <>{String(record.account_name)}</>;
  const cash = record.pay_type === 'Cash' || record.refund_type === 'Cash Refund';
  return <>{cash ? translate('app.payments.cash_account') : ''}</>;
}
