import { useState } from 'react';
import { Box, Button, Card, Chip, IconButton, InputAdornment, MenuItem, Tab, Tabs, TextField, Tooltip, alpha, useTheme } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Datagrid, FunctionField, ListBase, useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ACCOUNTS, type StockLevelView as StockLevel } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { RecordPagination } from '../records/RecordPagination';
import { formatFigure } from '../records/recordFormat';
import { businessToday } from '../i18n/format';
import { userCanAccess } from '../providers/canAccess';
import type { PageProps } from '../routing/pageProps';
import { PrintStyles } from '../layout/PrintStyles';
import { ExportButton } from '../reports/ReportActions';
import { ProductPicker } from './ProductPicker';
import { StockUpdateDialog, useCanUpdateStock } from './StockUpdateDialog';
import { cleanFilter } from '../providers/stockActions';

interface InventoryFilter {
  q?: string;
  category_id?: string;
  product_id?: string;
  as_of?: string;
  below_level?: boolean;
}

const CATEGORIES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The number of products below their stock level on the same question, whatever the tab. */
function useBelowCount(filter: InventoryFilter): number | undefined {
  const { total } = useGetList('stocks', { pagination: { page: 1, perPage: 1 }, sort: { field: 'code', order: 'ASC' }, filter: cleanFilter({ ...filter, below_level: true }) });
  return total;
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as InventoryFilter;
  const [search, setSearch] = useState(filter.q ?? '');
  const categories = useGetList<RaRecord & { name: string }>('product-category', CATEGORIES).data ?? [];
  const change = (patch: InventoryFilter, debounce = false) => setFilters(cleanFilter({ ...filter, ...patch }), {}, debounce);
  return (
    <Box data-print="hide" sx={{ px: 2, pt: 2, pb: 1, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          change({ q: event.target.value }, true);
        }}
        placeholder={translate('stock.inventory.search')}
        size="small"
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('stock.inventory.search'), type: 'search' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
      <TextField
        select
        size="small"
        label={translate('stock.inventory.category')}
        value={filter.category_id ?? ''}
        onChange={(event) => change({ category_id: event.target.value })}
        sx={{ width: { xs: '100%', sm: 200 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('stock.inventory.all_categories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <ProductPicker
        value={filter.product_id ?? null}
        onChange={(id) => change({ product_id: id ?? undefined })}
        label={translate('stock.inventory.product')}
        placeholder={translate('stock.inventory.all_products')}
        stockableOnly
        sx={{ width: { xs: '100%', sm: 260 } }}
        testId="inventory-product"
      />
      <TextField
        type="date"
        size="small"
        label={translate('stock.inventory.as_of')}
        value={filter.as_of ?? ''}
        onChange={(event) => change({ as_of: event.target.value })}
        helperText={translate('stock.inventory.as_of_help')}
        sx={{ width: 190 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'inventory-as-of' } }}
      />
    </Box>
  );
}

function InventoryTabs({ belowCount }: { belowCount: number | undefined }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as InventoryFilter;
  const tab = filter.below_level ? 'below' : 'all';
  return (
    <Box data-print="hide" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={tab} onChange={(_, next: string) => setFilters(cleanFilter({ ...filter, below_level: next === 'below' }), {})} aria-label={translate('stock.inventory.title')}>
        <Tab value="all" label={translate('stock.inventory.tab_all')} />
        <Tab
          value="below"
          data-testid="inventory-tab-below"
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {translate('stock.inventory.tab_below')}
              {belowCount ? <Chip size="small" color="warning" label={belowCount} data-testid="inventory-below-count" sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }} /> : null}
            </Box>
          }
        />
      </Tabs>
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as InventoryFilter;
  if (filter.below_level && Object.keys(filter).length === 1) {
    return <MessagePanel headingLevel="h2" icon={<WarehouseOutlinedIcon />} title={translate('stock.inventory.empty_below_title')} body={translate('stock.inventory.empty_below_body')} />;
  }
  if (Object.keys(filter).length > 0) {
    return (
      <MessagePanel
        headingLevel="h2"
        icon={<SearchOffOutlinedIcon />}
        title={translate('stock.inventory.no_match')}
        body={translate('stock.inventory.no_match_body')}
        actions={
          <Button variant="outlined" onClick={() => setFilters({}, {})}>
            {translate('stock.inventory.clear_filters')}
          </Button>
        }
      />
    );
  }
  return <MessagePanel headingLevel="h2" icon={<WarehouseOutlinedIcon />} title={translate('stock.inventory.empty_title')} body={translate('stock.inventory.empty_body')} />;
}

function RowActions({ row, onUpdate }: { row: StockLevel; onUpdate: (id: string) => void }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const canUpdate = useCanUpdateStock();
  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {canUpdate && (
        <Tooltip title={translate('stock.inventory.update_stock')}>
          <IconButton size="small" aria-label={translate('stock.inventory.update_stock')} onClick={() => onUpdate(row.id)}>
            <SwapVertOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={translate('stock.inventory.costing')}>
        <IconButton size="small" aria-label={translate('stock.inventory.costing')} component={RouterLink} to={`${base}/products/costing/${row.id}`}>
          <PriceChangeOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function InventoryTable({ onUpdate }: { onUpdate: (id: string) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const { filterValues } = useListContext();
  const asOf = (filterValues as InventoryFilter).as_of || undefined;
  const lowRow = alpha(useTheme().palette.warning.main, 0.06);
  const quantity = (value: string | null) => formatFigure(locale, 'quantity', value);
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={<Empty />}
      rowSx={(row) => ((row as StockLevel).below_level ? { bgcolor: lowRow } : {})}
      sx={{
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
        '& .RaDatagrid-headerCell': { fontWeight: 600, lineHeight: 1.3, bgcolor: 'background.default' },
        '& .RaDatagrid-rowCell': { py: 0.75 },
        '& .column-code': { whiteSpace: 'nowrap' },
        '& .column-actions': { width: 96 },
      }}
    >
      <FunctionField source="code" label={translate('stock.inventory.columns.code')} render={(row: StockLevel) => row.code} />
      <FunctionField
        source="name"
        label={translate('stock.inventory.columns.name')}
        render={(row: StockLevel) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{row.name}</span>
            {row.below_level && (
              <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberOutlinedIcon />} label={translate('stock.inventory.low')} data-testid="low-stock-chip" />
            )}
          </Box>
        )}
      />
      <FunctionField source="category_name" sortable={false} label={translate('stock.inventory.columns.category_name')} render={(row: StockLevel) => row.category_name ?? ''} />
      <FunctionField source="unit_name" sortable={false} label={translate('stock.inventory.columns.unit_name')} render={(row: StockLevel) => row.unit_name ?? ''} />
      <FunctionField source="stock_level" sortable={false} textAlign="right" label={translate('stock.inventory.columns.stock_level')} render={(row: StockLevel) => quantity(row.stock_level)} />
      <FunctionField
        source="stock_quantity"
        textAlign="right"
        label={translate('stock.inventory.columns.stock_quantity')}
        render={(row: StockLevel) => (
          <Box component="strong" sx={{ color: row.below_level ? 'warning.dark' : undefined }}>
            <LedgerAmount account={ACCOUNTS.inventory} commodity={`product:${row.id}`} measure="quantity" value={row.stock_quantity} asOf={asOf} title={`${row.code} · ${row.name}`} />
          </Box>
        )}
      />
      <FunctionField source="average_cost" sortable={false} textAlign="right" label={translate('stock.inventory.columns.average_cost')} render={(row: StockLevel) => formatFigure(locale, 'money', row.average_cost)} />
      <FunctionField
        source="stock_value"
        textAlign="right"
        label={translate('stock.inventory.columns.stock_value')}
        render={(row: StockLevel) => <LedgerAmount account={ACCOUNTS.inventory} party={`product:${row.id}`} value={row.stock_value} asOf={asOf} title={`${row.code} · ${row.name}`} />}
      />
      <FunctionField source="actions" label="" sortable={false} textAlign="right" render={(row: StockLevel) => <RowActions row={row} onUpdate={onUpdate} />} />
    </Datagrid>
  );
}

function Inventory() {
  const translate = useTranslate();
  const { user } = useWorkspace();
  const canUpdate = useCanUpdateStock();
  const canExport = userCanAccess(user, 'export', 'stock');
  const { filterValues, sort } = useListContext();
  const filter = filterValues as InventoryFilter;
  const belowCount = useBelowCount({ ...filter, below_level: undefined });
  const [updating, setUpdating] = useState<{ productId: string | null } | null>(null);

  const exportQuery = new URLSearchParams({ filter: JSON.stringify(cleanFilter(filter)), sort: JSON.stringify([sort.field, sort.order]) });

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={translate('stock.inventory.title')}
        subtitle={
          belowCount ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }} data-testid="inventory-alert">
              <WarningAmberOutlinedIcon fontSize="inherit" />
              {translate('stock.inventory.below_count', { smart_count: belowCount })}
            </Box>
          ) : (
            translate('stock.inventory.subtitle')
          )
        }
        actions={
          <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="text" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {translate('app.records.print')}
            </Button>
            {canExport && <ExportButton variant="text" path={`/api/stocks/export?${exportQuery.toString()}`} filename={`inventory-${filter.as_of || businessToday()}.xlsx`} />}
            {canUpdate && (
              <Button variant="contained" startIcon={<SwapVertOutlinedIcon />} onClick={() => setUpdating({ productId: filter.product_id ?? null })}>
                {translate('stock.inventory.update_stock')}
              </Button>
            )}
          </Box>
        }
      />
      <Card data-testid="inventory-list">
        <Filters />
        <InventoryTabs belowCount={belowCount} />
        <InventoryTable onUpdate={(productId) => setUpdating({ productId })} />
        <RecordPagination />
      </Card>
      {updating && <StockUpdateDialog productId={updating.productId} onClose={() => setUpdating(null)} />}
    </>
  );
}

/** `stock` (menu "Inventory"): every stockable product's on hand and value as of a date, with its low-stock alerts. */
export function InventoryPage(_props: PageProps) {
  // The dashboard's low-stock alert links here with `?below_level=true`: open on that tab.
  const [params] = useSearchParams();
  const below = params.get('below_level') === 'true';
  return (
    <ListBase
      key={String(below)}
      resource="stocks"
      sort={{ field: 'code', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={below ? 'stocks.list.below' : 'stocks.list'}
      filterDefaultValues={below ? { below_level: true } : undefined}
      disableAuthentication
    >
      <Inventory />
    </ListBase>
  );
}
