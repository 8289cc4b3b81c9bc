import { Box, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import { PaymentStatusChip } from './PaymentColumns';
import { receiptLinks } from './paymentScreens';
import type { Receipt } from './paymentApi';

/** The customer page's receipts (`GET /api/customers/get/payment/:id`), each linking to its editor. */
export function CustomerReceipts({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const links = receiptLinks(base);
  const { data, isPending, error } = useQuery({
    queryKey: ['payments', 'customer', customerId],
    queryFn: async () => (await httpClient(`/api/customers/get/payment/${customerId}`)).json as Receipt[],
  });
  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  if (isPending) return <Skeleton variant="rounded" height={96} sx={{ m: 2 }} />;
  if (error) return <Typography sx={{ p: 2 }} color="error">{error.message}</Typography>;
  if (data.length === 0) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.quotations.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="customer-payments">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600 } }}>
            <TableCell>{label('code')}</TableCell>
            <TableCell>{label('date')}</TableCell>
            <TableCell>{label('pay_type')}</TableCell>
            <TableCell align="right">{label('paid_amount')}</TableCell>
            <TableCell>{label('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link component={RouterLink} to={links.edit(row.id)} sx={{ fontWeight: 500 }}>
                  {row.code}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, row.date)}</TableCell>
              <TableCell>{translate(`app.payments.pay_types.${row.pay_type}`, { _: row.pay_type })}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatFigure(locale, 'money', row.paid_amount)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
