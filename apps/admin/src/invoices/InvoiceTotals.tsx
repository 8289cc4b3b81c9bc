import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentTotals, Locale } from '@ginuma/domain';
import { formatFigure } from '../records/recordFormat';
import type { Invoice } from './invoiceApi';

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        data-testid={testId}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Live totals as typed; a confirmed invoice adds what the ledger says was paid and is due. */
export function InvoiceTotals({ totals, locale, settled }: { totals: DocumentTotals; locale: Locale; settled?: Invoice }) {
  const translate = useTranslate();
  const money = (value: { toFixed: () => string } | string) => formatFigure(locale, 'money', typeof value === 'string' ? value : value.toFixed());
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  return (
    <Box data-testid="invoice-totals">
      <Row label={label('sub_total')} value={money(totals.subTotal)} testId="total-sub_total" />
      {!totals.otherDiscount.isZero() && <Row label={label('other_discount')} value={`− ${money(totals.otherDiscount)}`} testId="total-other_discount" />}
      {totals.taxes.map((tax) => (
        <Row key={tax.taxId} label={`${tax.name} (${tax.rate}%)`} value={money(tax.amount)} testId={`total-tax-${tax.abbreviation}`} />
      ))}
      {totals.parameterTotal.isZero() ? null : <Row label={label('parameters')} value={money(totals.parameterTotal)} testId="total-parameters" />}
      <Divider sx={{ my: 0.5 }} />
      <Row label={label('grand_total')} value={money(totals.grandTotal)} testId="total-grand_total" strong />
      {settled && (
        <>
          <Row label={label('paid')} value={money(settled.paid)} testId="total-paid" />
          <Row label={label('refunded')} value={money(settled.refunded)} testId="total-refunded" />
          <Row label={label('due')} value={money(settled.due)} testId="total-due" strong />
        </>
      )}
    </Box>
  );
}
