import { useState } from 'react';
import type { StockMovementSummaryView as StockMovementSummary, StockMovementView as StockMovement } from '@ginuma/domain';
import { Box, Button, Card, Chip, InputAdornment, Link, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, FunctionField, ListBase, useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { RecordPagination } from '../records/RecordPagination';
import { formatFigure } from '../records/recordFormat';
import { formatDate } from '../i18n/format';
import type { PageProps } from '../routing/pageProps';
import { EventDrawer, positionOf, useCanReadEvents } from '../stock/EventDrawer';
import { PrintStyles } from '../layout/PrintStyles';
import { ReportActions } from './ReportActions';
import { ProductPicker } from '../stock/ProductPicker';
import { cleanFilter } from '../providers/stockActions';
import { useReport } from './useReport';

interface MovementFilter {
  q?: string;
  from?: string;
  to?: string;
  product_id?: string;
  category_id?: string;
  transaction_type?: string;
  source?: string;
}

const CATEGORIES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const SOURCES = ['opening', 'stock_update', 'invoice', 'invoice_reversal', 'bill', 'bill_reversal', 'credit_note', 'credit_note_reversal', 'debit_note', 'debit_note_reversal'] as const;

function useSummary(filter: MovementFilter): StockMovementSummary | null {
  const asked = cleanFilter(filter);
  return useReport(['stock', 'movement-summary', JSON.stringify(asked)], (dataProvider) => dataProvider.getStockMovementSummary(asked)).data ?? null;
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as MovementFilter;
  const [search, setSearch] = useState(filter.q ?? '');
  const categories = useGetList<RaRecord & { name: string }>('product-category', CATEGORIES).data ?? [];
  const change = (patch: MovementFilter, debounce = false) => setFilters(cleanFilter({ ...filter, ...patch }), {}, debounce);
  const select = (name: 'category_id' | 'transaction_type' | 'source', all: string, choices: { id: string; name: string }[], width: number) => (
    <TextField
      select
      size="small"
      label={translate(`stock.movement.${name}`)}
      value={filter[name] ?? ''}
      onChange={(event) => change({ [name]: event.target.value })}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `movement-${name}` } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Card data-print="hide" sx={{ p: 2, mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        type="date"
        size="small"
        label={translate('stock.movement.from')}
        value={filter.from ?? ''}
        onChange={(event) => change({ from: event.target.value })}
        sx={{ width: 170 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'movement-from' } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('stock.movement.to')}
        value={filter.to ?? ''}
        onChange={(event) => change({ to: event.target.value })}
        sx={{ width: 170 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'movement-to' } }}
      />
      <ProductPicker
        value={filter.product_id ?? null}
        onChange={(id) => change({ product_id: id ?? undefined })}
        label={translate('stock.movement.product')}
        placeholder={translate('stock.movement.all_products')}
        stockableOnly
        sx={{ width: { xs: '100%', sm: 260 } }}
        testId="movement-product"
      />
      {select('category_id', translate('stock.movement.all_categories'), categories.map((c) => ({ id: String(c.id), name: c.name })), 190)}
      {select('transaction_type', translate('stock.movement.all_types'), [{ id: 'in', name: translate('stock.types.in') }, { id: 'out', name: translate('stock.types.out') }], 160)}
      {select('source', translate('stock.movement.all_sources'), SOURCES.map((id) => ({ id, name: translate(`stock.sources.${id}`) })), 190)}
      <TextField
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          change({ q: event.target.value }, true);
        }}
        placeholder={translate('stock.movement.search')}
        size="small"
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('stock.movement.search'), type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
    </Card>
  );
}

function Figure({ label, value, testId, strong = false }: { label: string; value: string | undefined; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: strong ? 'action.hover' : 'background.paper', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body1'} component="div" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontWeight: strong ? 600 : 500 }} data-testid={testId}>
        {value ?? <Skeleton variant="text" />}
      </Typography>
    </Box>
  );
}

function Totals({ summary, oneProduct }: { summary: StockMovementSummary | null; oneProduct: boolean }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const quantity = (value: string | undefined) => (summary ? formatFigure(locale, 'quantity', value ?? '0') : undefined);
  const money = (value: string | undefined) => (summary ? formatFigure(locale, 'money', value ?? '0') : undefined);
  const figures: { key: string; value: string | undefined; strong?: boolean }[] = [
    ...(oneProduct ? [{ key: 'opening_quantity', value: quantity(summary?.opening_quantity), strong: true }] : []),
    { key: 'in_quantity', value: quantity(summary?.in_quantity) },
    { key: 'out_quantity', value: quantity(summary?.out_quantity) },
    { key: 'in_value', value: money(summary?.in_value) },
    { key: 'out_value', value: money(summary?.out_value) },
    ...(oneProduct ? [{ key: 'closing_quantity', value: quantity(summary?.closing_quantity), strong: true }] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${figures.length}, minmax(0, 1fr))` } }} data-testid="movement-totals">
      {figures.map((figure) => (
        <Figure key={figure.key} label={translate(`stock.movement.totals.${figure.key}`)} value={figure.value} testId={`movement-total-${figure.key}`} strong={figure.strong} />
      ))}
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <MessagePanel
      headingLevel="h2"
      icon={filtered ? <SearchOffOutlinedIcon /> : <SwapVertOutlinedIcon />}
      title={translate(filtered ? 'stock.movement.no_match' : 'stock.movement.empty_title')}
      body={translate(filtered ? 'stock.movement.no_match_body' : 'stock.movement.empty_body')}
      actions={
        filtered ? (
          <Button variant="outlined" onClick={() => setFilters({}, {})}>
            {translate('stock.movement.clear_filters')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The screens a movement's stream opens in, by the stream's prefix. */
const DOCUMENT_SCREENS = [
  { prefix: 'invoice-', path: 'invoices' },
  { prefix: 'bill-', path: 'bills' },
  { prefix: 'credit-note-', path: 'credit-notes' },
  { prefix: 'debit-note-', path: 'debit-notes' },
] as const;

/** Where a movement came from: an invoice, a bill or a credit note links to its editor; a stock update shows its PO number. */
function Reference({ row }: { row: StockMovement }) {
  const { base } = useWorkspace();
  const screen = DOCUMENT_SCREENS.find((s) => row.stream.startsWith(s.prefix));
  if (screen && row.reference) {
    return (
      <Link component={RouterLink} to={`${base}/${screen.path}/${row.stream.slice(screen.prefix.length)}`} underline="hover" onClick={(event) => event.stopPropagation()}>
        {row.reference}
      </Link>
    );
  }
  return <>{row.reference ?? ''}</>;
}

function MovementTable({ onOpen }: { onOpen: (position: number) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const canOpen = useCanReadEvents();
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={canOpen ? (_id, _resource, record) => {
        const position = positionOf((record as StockMovement).position);
        if (position) onOpen(position);
        return false;
      } : false}
      empty={<Empty />}
      sx={{
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
        '& .RaDatagrid-headerCell': { fontWeight: 600, lineHeight: 1.3, bgcolor: 'background.default' },
        '& .RaDatagrid-rowCell': { py: 0.75 },
        '& .column-date, & .column-code, & .column-reference, & .column-position': { whiteSpace: 'nowrap' },
      }}
    >
      <FunctionField source="date" label={translate('stock.movement.columns.date')} render={(row: StockMovement) => formatDate(locale, row.date)} />
      <FunctionField source="code" sortable={false} label={translate('stock.movement.columns.code')} render={(row: StockMovement) => row.code} />
      <FunctionField source="name" sortable={false} label={translate('stock.movement.columns.name')} render={(row: StockMovement) => row.name} />
      <FunctionField source="source" sortable={false} label={translate('stock.movement.columns.source')} render={(row: StockMovement) => [translate(`stock.sources.${row.source}`, { _: row.source }), row.reason && translate(`stock.reasons.${row.reason}`)].filter(Boolean).join(' · ')} />
      <FunctionField source="reference" sortable={false} label={translate('stock.movement.columns.reference')} render={(row: StockMovement) => <Reference row={row} />} />
      <FunctionField
        source="transaction_type"
        sortable={false}
        label={translate('stock.movement.columns.transaction_type')}
        render={(row: StockMovement) => (
          <Chip size="small" variant="outlined" color={row.transaction_type === 'in' ? 'success' : 'default'} label={translate(`stock.types.${row.transaction_type}`)} data-testid="movement-type" />
        )}
      />
      <FunctionField
        source="quantity"
        sortable={false}
        textAlign="right"
        label={translate('stock.movement.columns.quantity')}
        render={(row: StockMovement) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="movement-quantity">
            {row.transaction_type === 'out' ? '−' : '+'}
            {formatFigure(locale, 'quantity', row.quantity)}
          </Box>
        )}
      />
      <FunctionField
        source="value"
        sortable={false}
        textAlign="right"
        label={translate('stock.movement.columns.value')}
        render={(row: StockMovement) => <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatFigure(locale, 'money', row.value)}</Box>}
      />
      <FunctionField source="remark" sortable={false} label={translate('stock.movement.columns.remark')} render={(row: StockMovement) => row.remark ?? ''} />
      <FunctionField
        source="position"
        sortable={false}
        textAlign="right"
        label={translate('stock.movement.columns.event')}
        render={(row: StockMovement) => {
          const position = positionOf(row.position);
          if (!position) return '';
          if (!canOpen) return `#${position}`;
          return (
            <Button
              size="small"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(position);
              }}
              aria-label={translate('stock.movement.open_event', { position })}
              sx={{ minWidth: 0, px: 0.5, fontVariantNumeric: 'tabular-nums' }}
              data-testid="movement-event"
            >
              #{position}
            </Button>
          );
        }}
      />
    </Datagrid>
  );
}

function StockMovementReport() {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const filter = filterValues as MovementFilter;
  const summary = useSummary(filter);
  const [event, setEvent] = useState<number>();
  const exportQuery = new URLSearchParams({ filter: JSON.stringify(cleanFilter(filter)), sort: JSON.stringify([sort.field, sort.order]) });

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={translate('stock.movement.title')}
        subtitle={translate('stock.movement.subtitle')}
        actions={
          <ReportActions
            exportPath={`/api/stock-logs/export?${exportQuery.toString()}`}
            filename={`stock-movement${filter.from ? `-${filter.from}` : ''}${filter.to ? `-${filter.to}` : ''}.xlsx`}
          />
        }
      />
      <Filters />
      <Totals summary={summary} oneProduct={Boolean(filter.product_id)} />
      <Card data-testid="movement-report">
        <MovementTable onOpen={setEvent} />
        <RecordPagination />
      </Card>
      <EventDrawer position={event} onClose={() => setEvent(undefined)} />
    </>
  );
}

/** reports/stock_logs: every stock movement (opening, updates, invoices and their reversals), each opening into its ledger event. */
export function StockMovementReportPage(_props: PageProps) {
  return (
    <ListBase resource="stock-logs" sort={{ field: 'date', order: 'DESC' }} perPage={25} disableSyncWithLocation storeKey={false} disableAuthentication>
      <StockMovementReport />
    </ListBase>
  );
}
