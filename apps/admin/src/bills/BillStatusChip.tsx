import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  due: 'warning',
  partial: 'info',
  paid: 'success',
  reversed: 'error',
};

/** A bill's status: its stage until confirmed, then what the ledger says is still owed. */
export function BillStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[status] ?? 'default'} label={translate(`app.bills.status.${status}`, { _: status })} data-testid="bill-status" />;
}
