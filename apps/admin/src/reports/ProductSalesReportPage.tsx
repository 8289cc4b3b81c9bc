import { useState } from 'react';
import type { ProductSaleView as ProductSale } from '@ginuma/domain';
import {
  Alert,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { formatFigure } from '../records/recordFormat';
import { sumFigures } from '../ledger/ledgerFormat';
import { formatDate } from '../i18n/format';
import type { PageProps } from '../routing/pageProps';
import { EventDrawer, positionOf, useCanReadEvents } from '../stock/EventDrawer';
import { PrintStyles } from '../layout/PrintStyles';
import { ReportActions } from './ReportActions';
import { SkeletonRows } from './ReportParts';
import { useReport } from './useReport';
import { searchOf } from '../providers/reportActions';

type Period = {
  from?: string;
  to?: string;
};

const MONEY = ['revenue', 'cost', 'profit'] as const;
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const head = { fontWeight: 600, lineHeight: 1.3, bgcolor: 'background.default' } as const;

/** A report's rows; none when the call failed (the failure is notified), undefined while the first answer loads. */
function rowsOf<T>(answer: { data?: T[]; isError: boolean }): T[] | undefined {
  return answer.isError ? [] : answer.data;
}

/** The invoice lines behind one product's figures: each opens its invoice and its ledger event. */
function SaleLinesDialog({ product, period, onClose }: { product: ProductSale; period: Period; onClose: () => void }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const canOpen = useCanReadEvents();
  const [event, setEvent] = useState<number>();
  const lines = rowsOf(
    useReport(['stock', 'sale-lines', product.product_id, searchOf(period)], (dataProvider) => dataProvider.getProductSaleLines(product.product_id, period), { keepPrevious: false }),
  );
  const money = (value: string) => formatFigure(locale, 'money', value);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="sale-lines-title" data-testid="sale-lines-dialog">
      <DialogTitle id="sale-lines-title" sx={{ pb: 0.5 }}>
        {translate('stock.sales.lines_title')}
        <Typography variant="body2" color="text.secondary" component="div">
          {product.code} · {product.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {lines && lines.length === 0 ? (
          <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
            {translate('stock.sales.lines_empty')}
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="sale-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('stock.sales.columns.date')}</TableCell>
                  <TableCell>{translate('stock.sales.columns.invoice')}</TableCell>
                  <TableCell>{translate('stock.sales.columns.kind')}</TableCell>
                  <TableCell sx={figure}>{translate('stock.sales.columns.quantity')}</TableCell>
                  {MONEY.map((column) => (
                    <TableCell key={column} sx={figure}>
                      {translate(`stock.sales.columns.${column}`)}
                    </TableCell>
                  ))}
                  <TableCell sx={figure}>{translate('stock.sales.columns.event')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!lines && <SkeletonRows columns={8} rows={2} />}
                {(lines ?? []).map((line, index) => {
                  const position = positionOf(line.event_id);
                  return (
                    <TableRow key={`${line.event_id}-${index}`} data-testid="sale-line">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, line.date)}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`${base}/invoices/${line.invoice_id}`} underline="hover" onClick={onClose}>
                          {line.invoice_code}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={line.kind === 'sale' ? 'primary' : 'default'} label={translate(`stock.sales.kinds.${line.kind}`)} />
                      </TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      {MONEY.map((column) => (
                        <TableCell key={column} sx={figure}>
                          {money(line[column])}
                        </TableCell>
                      ))}
                      <TableCell sx={figure}>
                        {position && canOpen ? (
                          <Button size="small" onClick={() => setEvent(position)} aria-label={translate('stock.movement.open_event', { position })} sx={{ minWidth: 0, px: 0.5 }} data-testid="sale-line-event">
                            #{position}
                          </Button>
                        ) : position ? (
                          `#${position}`
                        ) : (
                          ''
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('stock.close')}</Button>
      </DialogActions>
      <EventDrawer position={event} onClose={() => setEvent(undefined)} />
    </Dialog>
  );
}

/** reports/product: per product, what sold in a period, for how much, at what cost and with what profit. */
export function ProductSalesReportPage(_props: PageProps) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const [period, setPeriod] = useState<Period>({});
  const [open, setOpen] = useState<ProductSale | null>(null);
  const rows = rowsOf(useReport(['stock', 'product-sales', searchOf(period)], (dataProvider) => dataProvider.getProductSales(period)));
  const money = (value: string) => formatFigure(locale, 'money', value);
  const total = (column: (typeof MONEY)[number]) => sumFigures((rows ?? []).map((row) => row[column]), 'money');

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={translate('stock.sales.title')}
        subtitle={translate('stock.sales.subtitle')}
        actions={<ReportActions exportPath={`/api/products/report/export?${searchOf(period)}`} filename={`product-sales${period.from ? `-${period.from}` : ''}${period.to ? `-${period.to}` : ''}.xlsx`} />}
      />
      <Card data-print="hide" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={translate(`stock.sales.${end}`)}
            value={period[end] ?? ''}
            onChange={(event) => setPeriod((current) => ({ ...current, [end]: event.target.value || undefined }))}
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `sales-${end}` } }}
          />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', maxWidth: 520 }}>
          {translate('stock.sales.method')}
        </Typography>
      </Card>
      <Card data-testid="sales-report" sx={{ contain: 'inline-size' }}>
        {rows && rows.length === 0 ? (
          <MessagePanel headingLevel="h2" icon={<InsightsOutlinedIcon />} title={translate('stock.sales.empty_title')} body={translate('stock.sales.empty_body')} />
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow sx={{ '& th': head }}>
                  <TableCell>{translate('stock.sales.columns.code')}</TableCell>
                  <TableCell>{translate('stock.sales.columns.name')}</TableCell>
                  <TableCell sx={figure}>{translate('stock.sales.columns.quantity')}</TableCell>
                  {MONEY.map((column) => (
                    <TableCell key={column} sx={figure}>
                      {translate(`stock.sales.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {!rows && <SkeletonRows columns={6} rows={3} />}
                {(rows ?? []).map((row) => (
                  <TableRow
                    key={row.product_id}
                    hover
                    onClick={() => setOpen(row)}
                    sx={{ cursor: 'pointer' }}
                    data-testid="sales-row"
                    tabIndex={0}
                    onKeyDown={(event) => event.key === 'Enter' && setOpen(row)}
                    aria-label={translate('stock.sales.open_lines', { name: row.name })}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code}</TableCell>
                    <TableCell>
                      <Link component="button" type="button" underline="hover" sx={{ font: 'inherit', textAlign: 'left' }}>
                        {row.name}
                      </Link>
                    </TableCell>
                    <TableCell sx={figure}>{formatFigure(locale, 'quantity', row.quantity)}</TableCell>
                    {MONEY.map((column) => (
                      <TableCell key={column} sx={{ ...figure, color: column === 'profit' && row.profit.startsWith('-') ? 'error.main' : undefined }}>
                        {money(row[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              {rows && rows.length > 0 && (
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary', borderTop: 2, borderColor: 'divider' } }} data-testid="sales-totals">
                    <TableCell colSpan={3}>
                      {translate('stock.total')}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({translate('stock.sales.products', { smart_count: rows.length })})
                      </Typography>
                    </TableCell>
                    {MONEY.map((column) => (
                      <TableCell key={column} sx={figure} data-testid={`sales-total-${column}`}>
                        {money(total(column))}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
        )}
      </Card>
      {open && <SaleLinesDialog product={open} period={period} onClose={() => setOpen(null)} />}
    </>
  );
}
