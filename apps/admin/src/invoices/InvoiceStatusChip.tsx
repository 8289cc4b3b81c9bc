import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success' | 'secondary' | 'error'> = {
  pending: 'default',
  due: 'warning',
  partial: 'info',
  paid: 'success',
  refund: 'secondary',
  reversed: 'error',
  converted: 'success',
};

/** An invoice's or a quotation's status (`kind` names whose labels). */
export function InvoiceStatusChip({ status, kind = 'invoices' }: { status: string; kind?: 'invoices' | 'quotations' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`app.${kind}.status.${status}`, { _: status })}
      data-testid={kind === 'invoices' ? 'invoice-status' : 'quotation-status'}
      // A long label (Sinhala "partly paid", "made into an invoice") wraps rather than being cut or
      // pushed under the row actions when a list is narrow; the minimum width keeps its lines few.
      sx={{ height: 'auto', minHeight: 24, minWidth: '6.5em', '& .MuiChip-label': { whiteSpace: 'normal', textWrap: 'balance', textAlign: 'center', lineHeight: 1.25, py: '2px' } }}
    />
  );
}
