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
    />
  );
}
