import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS, type StockLevelView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { ConfirmButton } from '../records/ConfirmButton';
import { formatFigure } from '../records/recordFormat';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { formatInstant } from '../ledger/ledgerFormat';
import { formatDate, businessToday } from '../i18n/format';
import { errorNotice, fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { userCanAccess } from '../providers/canAccess';
import { useAppDataProvider } from '../providers/dataProvider';
import type { CostEntry, CostValues, ProductRecord } from '../providers/stockActions';
import { useReport } from '../reports/useReport';
import type { PageProps } from '../routing/pageProps';
import { ProductPicker } from '../stock/ProductPicker';
import { SaveActions } from '../stock/SaveActions';
import { StockUpdateDialog, useCanUpdateStock } from '../stock/StockUpdateDialog';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface Loaded {
  product: ProductRecord;
  costs: CostEntry[];
  level: StockLevelView | undefined;
}

const costingKey = (productId: string | undefined) => ['stock', 'costing', productId];

/** The product, its cost history and its stock row, asked together: the page shows all three or says the product is missing. */
function useCosting(productId: string | undefined) {
  const answer = useReport(
    costingKey(productId),
    async (dataProvider): Promise<Loaded> => {
      const id = productId ?? '';
      const [{ data: product }, costs, level] = await Promise.all([
        dataProvider.getOne<ProductRecord>('products', { id }),
        dataProvider.getProductCosts(id),
        // A product that keeps no stock has no stock row: its average cost shows as "—".
        dataProvider.getStockLevel(id).catch(() => undefined),
      ]);
      return { product, costs, level };
    },
    { enabled: Boolean(productId), keepPrevious: false },
  );
  return { loaded: answer.data, missing: answer.isError };
}

/**
 * A change to a product's cost history; on success the costing and the product (its unit cost
 * is the newest entry's) are asked again, and a failure is notified with `event`'s title.
 */
function useCostChange<V>(productId: string, event: 'create' | 'update' | 'delete', change: (values: V) => Promise<void>, onFailed?: (error: unknown) => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      notify(`stock.costing.notify.${event}_done`, { type: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: costingKey(productId) }), queryClient.invalidateQueries({ queryKey: ['products'] })]);
    },
    onError: (error) => {
      onFailed?.(error);
      notify(errorNotice(error).message, { type: 'error', title: translate(`stock.costing.notify.${event}_failed`) });
    },
  });
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function CostDialog({ productId, entry, onClose }: { productId: string; entry: CostEntry | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [values, setValues] = useState<CostValues>({
    effective_on: entry?.effective_on.slice(0, 10) ?? businessToday(),
    unit_cost: entry?.unit_cost ?? '',
    note: entry?.note ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useCostChange(productId, entry ? 'update' : 'create', (asked: CostValues) => dataProvider.saveProductCost(productId, entry?.id ?? null, asked), (error) =>
    setErrors(fieldErrorsOf(error)),
  );
  const busy = saving.isPending;
  const field = (name: keyof CostValues) => ({
    name,
    label: translate(`stock.costing.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: e.target.value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    size: 'small' as const,
    disabled: busy,
  });
  const save = () => saving.mutate({ ...values, unit_cost: values.unit_cost.trim(), note: values.note.trim() }, { onSuccess: onClose });
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cost-dialog-title" data-testid="cost-dialog">
      <DialogTitle id="cost-dialog-title">{translate(entry ? 'stock.costing.edit_cost' : 'stock.costing.add_cost')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField type="date" {...field('effective_on')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...field('unit_cost')} autoFocus slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }} />
          <TextField {...field('note')} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <SaveActions busy={busy} onCancel={onClose} onSave={save} />
    </Dialog>
  );
}

function CostHistory({ loaded, canEdit, onEdit }: { loaded: Loaded; canEdit: boolean; onEdit: (entry: CostEntry) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const deletion = useCostChange(loaded.product.id, 'delete', (costId: string) => dataProvider.deleteProductCost(costId));
  // The failure is notified by the mutation: the confirmation only waits for the outcome.
  const remove = (entry: CostEntry) => deletion.mutateAsync(entry.id).catch(() => undefined);
  if (loaded.costs.length === 0) {
    return <MessagePanel headingLevel="h2" icon={<PriceChangeOutlinedIcon />} title={translate('stock.costing.empty_title')} body={translate('stock.costing.empty_body')} />;
  }
  return (
    <TableContainer>
      <Table size="small" data-testid="cost-history">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'background.default' } }}>
            <TableCell>{translate('stock.costing.fields.effective_on')}</TableCell>
            <TableCell sx={figure}>{translate('stock.costing.fields.unit_cost')}</TableCell>
            <TableCell>{translate('stock.costing.fields.note')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate('stock.costing.fields.created_at')}</TableCell>
            {canEdit && <TableCell data-print="hide" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded.costs.map((entry, index) => (
            <TableRow key={entry.id} data-testid="cost-row" selected={index === 0}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(locale, entry.effective_on)}
                {index === 0 && (
                  <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
                    {translate('stock.costing.current')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={figure}>{formatFigure(locale, 'money', entry.unit_cost)}</TableCell>
              <TableCell>{entry.note ?? ''}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatInstant(locale, entry.created_at)}</TableCell>
              {canEdit && (
                <TableCell data-print="hide" sx={{ textAlign: 'right', whiteSpace: 'nowrap', width: 96 }}>
                  <Tooltip title={translate('stock.costing.edit_cost')}>
                    <IconButton size="small" aria-label={translate('stock.costing.edit_cost')} onClick={() => onEdit(entry)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <ConfirmButton
                    label={translate('stock.costing.delete_cost')}
                    icon={<DeleteOutlineIcon fontSize="small" />}
                    color="error"
                    confirmLabel={translate('app.records.confirm.delete')}
                    content={translate('app.records.confirm.delete_body')}
                    onConfirm={() => remove(entry)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * products/costing/:id (and products/costing, which asks for a product first): the unit cost
 * history. The newest entry is the product's unit cost; stock in without a value is taken at it,
 * and sales leave at the moving average of what is on hand.
 */
export function CostingPage({ params }: PageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base, locale, user } = useWorkspace();
  const productId = params.id;
  const { loaded, missing } = useCosting(productId);
  const canEdit = userCanAccess(user, 'edit', 'products');
  const canUpdateStock = useCanUpdateStock() && loaded?.product.type === 'Stockable';
  const [editing, setEditing] = useState<CostEntry | 'new' | null>(null);
  const [updating, setUpdating] = useState(false);
  const product = loaded?.product;

  const picker = (
    <ProductPicker
      value={productId ?? null}
      onChange={(id) => navigate(id ? `${base}/products/costing/${id}` : `${base}/products/costing`)}
      label={translate('stock.costing.product')}
      placeholder={translate('stock.costing.pick_product')}
      sx={{ width: { xs: '100%', sm: 340 } }}
      testId="costing-product"
    />
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={translate('stock.costing.title')}
        subtitle={product ? `${product.code} · ${product.name}` : translate('stock.costing.subtitle')}
        actions={
          product && (
            <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="text" startIcon={<WarehouseOutlinedIcon />} component={RouterLink} to={`${base}/stock`}>
                {translate('stock.inventory.title')}
              </Button>
              {canUpdateStock && (
                <Button variant="outlined" startIcon={<SwapVertOutlinedIcon />} onClick={() => setUpdating(true)}>
                  {translate('stock.inventory.update_stock')}
                </Button>
              )}
              {canEdit && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                  {translate('stock.costing.add_cost')}
                </Button>
              )}
            </Box>
          )
        }
      />
      <Card data-print="hide" sx={{ p: 2, mb: 2 }}>
        {picker}
      </Card>
      {!productId && (
        <Card>
          <MessagePanel headingLevel="h2" icon={<PriceChangeOutlinedIcon />} title={translate('stock.costing.choose_title')} body={translate('stock.costing.choose_body')} />
        </Card>
      )}
      {productId && missing && <Alert severity="warning">{translate('stock.costing.not_found')}</Alert>}
      {productId && !missing && (
        <>
          <Box sx={{ display: 'grid', gap: 1, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }} data-testid="costing-figures">
            <Figure label={translate('stock.costing.unit_cost')} testId="costing-unit-cost">
              {product ? formatFigure(locale, 'money', product.unit_cost ?? '0') : <Skeleton variant="text" />}
            </Figure>
            <Figure label={translate('stock.costing.average_cost')} testId="costing-average-cost">
              {loaded ? (loaded.level ? formatFigure(locale, 'money', loaded.level.average_cost) : '—') : <Skeleton variant="text" />}
            </Figure>
            <Figure label={translate('stock.costing.on_hand')} testId="costing-on-hand">
              {product ? (
                product.type === 'Stockable' ? (
                  <LedgerAmount account={ACCOUNTS.inventory} commodity={`product:${product.id}`} measure="quantity" value={product.stock_quantity ?? '0'} title={`${product.code} · ${product.name}`} />
                ) : (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {translate('stock.costing.not_stockable')}
                  </Typography>
                )
              ) : (
                <Skeleton variant="text" />
              )}
            </Figure>
          </Box>
          <Card>
            <Box sx={{ px: 2, pt: 2, pb: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {translate('stock.costing.history')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('stock.costing.history_hint')}
              </Typography>
            </Box>
            {loaded ? (
              <CostHistory loaded={loaded} canEdit={canEdit} onEdit={setEditing} />
            ) : (
              <Stack spacing={1} sx={{ p: 2 }}>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} variant="text" />
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
      {editing && productId && <CostDialog productId={productId} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {updating && productId && <StockUpdateDialog productId={productId} onClose={() => setUpdating(false)} />}
    </Box>
  );
}
