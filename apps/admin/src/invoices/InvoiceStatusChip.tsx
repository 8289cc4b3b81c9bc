import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceStatus } from './invoiceScreen';

const COLOURS: Record<InvoiceStatus, 'default' | 'warning' | 'info' | 'success' | 'secondary' | 'error'> = {
  pending: 'default',
  due: 'warning',
  partial: 'info',
  paid: 'success',
  refund: 'secondary',
  reversed: 'error',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`app.invoices.status.${status}`, { _: status })}
      data-testid="invoice-status"
    />
  );
}
