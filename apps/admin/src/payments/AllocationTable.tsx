import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';

export interface AllocationRow {
  invoice_id: string;
  code: string;
  date: string | null;
  grand_total: string | null;
  /** What the amount may not exceed: the due (a receipt) or what was paid and not refunded (a refund). */
  limit: string | null;
  paid?: string | null;
}

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The invoices a receipt or refund names (or the bills a voucher pays), each with its limit and the amount typed against it. */
export function AllocationTable({
  rows,
  amounts,
  onChange,
  errors,
  readOnly,
  locale,
  limitLabel,
  amountLabel,
  showPaid,
  documentLabel,
  dateLabel,
}: {
  rows: AllocationRow[];
  amounts: Record<string, string>;
  onChange: (invoiceId: string, amount: string) => void;
  errors: Record<string, string | undefined>;
  readOnly: boolean;
  locale: Locale;
  limitLabel: string;
  amountLabel: string;
  showPaid?: boolean;
  /** The allocated document's column headers; receipts' and refunds' are the invoice's. */
  documentLabel?: string;
  dateLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="allocation-table">
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 600 } }}>
          <TableCell>{documentLabel ?? translate('app.payments.invoice')}</TableCell>
          <TableCell>{dateLabel ?? translate('app.payments.invoice_date')}</TableCell>
          <TableCell align="right">{translate('app.payments.grand_total')}</TableCell>
          {showPaid && <TableCell align="right">{translate('app.payments.paid')}</TableCell>}
          <TableCell align="right">{limitLabel}</TableCell>
          <TableCell align="right" sx={{ width: 180 }}>
            {amountLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.invoice_id} data-testid={`allocation-${row.code}`}>
            <TableCell sx={{ fontWeight: 500 }}>{row.code}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date ? formatDate(locale, row.date) : ''}</TableCell>
            <TableCell align="right" sx={figure}>
              {formatFigure(locale, 'money', row.grand_total)}
            </TableCell>
            {showPaid && (
              <TableCell align="right" sx={figure}>
                {formatFigure(locale, 'money', row.paid)}
              </TableCell>
            )}
            <TableCell align="right" sx={figure}>
              {formatFigure(locale, 'money', row.limit)}
            </TableCell>
            <TableCell align="right">
              {readOnly ? (
                <Typography variant="body2" sx={figure}>
                  {formatFigure(locale, 'money', amounts[row.invoice_id])}
                </Typography>
              ) : (
                <TextField
                  size="small"
                  value={amounts[row.invoice_id] ?? ''}
                  onChange={(e) => onChange(row.invoice_id, e.target.value)}
                  error={Boolean(errors[row.invoice_id])}
                  helperText={errors[row.invoice_id]}
                  slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, 'aria-label': `${amountLabel} ${row.code}` } }}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
