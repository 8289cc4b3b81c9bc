import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentTotals, Locale } from '@ginuma/domain';
import { formatFigure } from '../records/recordFormat';
import { totalsRows, type Settlement, type TotalsRow } from './invoiceTotalsRows';

function Row({ row }: { row: TotalsRow }) {
  const translate = useTranslate();
  const { strong } = row;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'}>
        {'key' in row.label ? translate(row.label.key, row.label.options) : row.label.text}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        data-testid={row.testId}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
      >
        {row.value}
      </Typography>
    </Box>
  );
}

/** Live totals as typed; a confirmed invoice adds what the ledger says was paid and is due. */
export function InvoiceTotals({ totals, locale, settled }: { totals: DocumentTotals; locale: Locale; settled?: Settlement }) {
  const rows = totalsRows(totals, settled, (value) => formatFigure(locale, 'money', value));
  return (
    <Box data-testid="invoice-totals">
      {rows.map((row) => (
        <Box key={row.testId}>
          {row.ruled && <Divider sx={{ my: 0.5 }} />}
          <Row row={row} />
        </Box>
      ))}
    </Box>
  );
}
