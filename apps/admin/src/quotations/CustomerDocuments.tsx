import { useState } from 'react';
import { Box, Card, Link, Skeleton, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { HttpError, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import { InvoiceStatusChip } from '../invoices/InvoiceStatusChip';
import { invoiceLinks } from '../invoices/invoiceScreen';
import { quotationLinks } from './quotationScreen';
import { CustomerReceipts } from '../payments/CustomerReceipts';

interface DocumentRow {
  id: string;
  code: string;
  customer_id?: string | null;
  date: string;
  grand_total: string;
  due?: string;
  status: string;
}

type Kind = 'invoices' | 'quotations';

/** `GET /api/customers/get/{invoice|quotation}/:id`; where the API lacks it, the list filtered by the customer's name. */
async function documentsOf(kind: Kind, customerId: string, customerName: string): Promise<DocumentRow[]> {
  const singular = kind === 'invoices' ? 'invoice' : 'quotation';
  try {
    return (await httpClient(`/api/customers/get/${singular}/${customerId}`)).json as DocumentRow[];
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    const query = new URLSearchParams({ filter: JSON.stringify({ q: customerName }), range: JSON.stringify([0, 499]), sort: JSON.stringify(['date', 'DESC']) });
    const rows = (await httpClient(`/api/${kind}?${query.toString()}`)).json as DocumentRow[];
    return rows.filter((row) => row.customer_id === customerId);
  }
}

function DocumentTable({ kind, customerId, customerName }: { kind: Kind; customerId: string; customerName: string }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const links = kind === 'invoices' ? invoiceLinks(base) : quotationLinks(base);
  const { data, isPending, error } = useQuery({ queryKey: [kind, 'customer', customerId], queryFn: () => documentsOf(kind, customerId, customerName) });
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  if (isPending) return <Skeleton variant="rounded" height={96} sx={{ m: 2 }} />;
  if (error) return <Typography sx={{ p: 2 }} color="error">{error.message}</Typography>;
  if (data.length === 0) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.quotations.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={`customer-${kind}`}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600 } }}>
            <TableCell>{label('code')}</TableCell>
            <TableCell>{label('date')}</TableCell>
            <TableCell align="right">{label('grand_total')}</TableCell>
            {kind === 'invoices' && <TableCell align="right">{label('due')}</TableCell>}
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date ? formatDate(locale, new Date(row.date)) : ''}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatFigure(locale, 'money', row.grand_total)}</TableCell>
              {kind === 'invoices' && (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatFigure(locale, 'money', row.due)}</TableCell>
              )}
              <TableCell>
                <InvoiceStatusChip status={row.status} kind={kind} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The customer page's invoices, quotations and receipts, each linking to its editor. */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<Kind | 'payments'>('invoices');
  const { data: customer } = useQuery({
    queryKey: ['customers', 'name', customerId],
    queryFn: async () => ((await httpClient(`/api/customers/${customerId}`)).json as { name: string }).name,
  });
  return (
    <Card sx={{ maxWidth: 960, mt: 2 }} data-testid="customer-documents">
      <Tabs value={tab} onChange={(_event, value: Kind | 'payments') => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        <Tab value="invoices" label={translate('app.quotations.customer_invoices')} />
        <Tab value="quotations" label={translate('app.quotations.customer_quotations')} />
        <Tab value="payments" label={translate('app.payments.customer_receipts')} />
      </Tabs>
      {tab === 'payments' ? (
        <CustomerReceipts customerId={customerId} />
      ) : (
        customer !== undefined && <DocumentTable key={tab} kind={tab} customerId={customerId} customerName={customer} />
      )}
    </Card>
  );
}
