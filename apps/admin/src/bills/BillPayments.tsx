import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { voucherLinks } from '../vouchers/voucherScreens';
import { billActions } from './billActions';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The vouchers that paid a confirmed bill, each opening its voucher; one taken back (its voucher
 * deleted) stays listed, struck through, with the day it was taken back.
 */
export function BillPayments({ billId, base, locale }: { billId: string; base: string; locale: Locale }) {
  const translate = useTranslate();
  const { data: payments = [] } = useQuery({ queryKey: ['bills', 'payments', billId], queryFn: () => billActions.getBillPayments(billId) });
  const label = (name: string) => translate(`app.bills.payments.${name}`);
  if (payments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="bill-payments-none">
        {label('none')}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="bill-payments">
      <TableHead>
        <TableRow>
          <TableCell>{label('voucher')}</TableCell>
          <TableCell>{label('date')}</TableCell>
          <TableCell>{label('account')}</TableCell>
          <TableCell sx={figure}>{label('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => {
          const taken = payment.reversed_on !== null;
          return (
            <TableRow key={`${payment.voucher_id}.${payment.date}`} data-testid="bill-payment" sx={taken ? { '& td': { color: 'text.disabled' } } : undefined}>
              <TableCell>
                <Link component={RouterLink} to={voucherLinks(base).edit(payment.voucher_id)}>
                  {payment.voucher_code}
                </Link>
                {taken && (
                  <Typography variant="caption" component="div">
                    {translate('app.bills.payments.taken_back', { date: formatDate(locale, payment.reversed_on ?? '') })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, payment.date)}</TableCell>
              <TableCell>{payment.account_name}</TableCell>
              <TableCell sx={{ ...figure, textDecoration: taken ? 'line-through' : undefined }}>{formatFigure(locale, 'money', payment.amount)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
