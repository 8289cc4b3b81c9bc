import { useState } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Money, Quantity, STOCK_ADJUSTMENT_REASONS, STOCK_TRANSACTION_TYPES, type StockAdjustmentReason, type StockTransactionType } from '@ginuma/domain';
import { errorNotice, fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import type { Choice, ProductRecord, StockUpdate } from '../providers/stockActions';
import { userCanAccess } from '../providers/canAccess';
import { businessToday } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import { useReport } from '../reports/useReport';
import { ProductPicker } from './ProductPicker';
import { SaveActions } from './SaveActions';

// The role guard's refusal carries no rule code; it is said in the user's language here.
const SERVER_MESSAGES: Record<string, string> = {
  'You do not have permission to update stock.': 'stock.update.no_permission',
};

/** What a stock update changes: the stock screens, the product's on hand and cost, the dashboard's alert. */
const AFFECTED_QUERIES = ['stock', 'stocks', 'stock-logs', 'products', 'dashboard'];

/** Stock updates are data entry: Admin and Entry, never Audit. */
export function useCanUpdateStock(): boolean {
  const { user } = useWorkspace();
  return userCanAccess(user, 'create', 'stock');
}

interface Values {
  product_id: string | null;
  transaction_type: StockTransactionType;
  quantity: string;
  date: string;
  po_number: string;
  remark: string;
  reason: StockAdjustmentReason;
  unit_cost: string;
}

export interface StockUpdateDialogProps {
  /** The product to start with (a row's "Update stock"); the user may pick another. */
  productId?: string | null;
  onClose: () => void;
}

/**
 * Stock in or out of one product for a reason (a stock adjustment), at a value the user sees
 * before saving: an in at the unit cost typed, else the moving-average cost on hand; an out at
 * the moving average. The server refuses an out beyond on hand.
 */
export function StockUpdateDialog({ productId = null, onClose }: StockUpdateDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const allowed = useCanUpdateStock();
  const [values, setValues] = useState<Values>({
    product_id: productId,
    transaction_type: 'in',
    quantity: '',
    date: businessToday(),
    po_number: '',
    remark: '',
    reason: 'count',
    unit_cost: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The server's names of the types; without them the dialog still offers in and out.
  const served = useReport(['stock', 'transaction-types'], (provider) => provider.getStockTransactionTypes(), { notify: false }).data;
  const types: readonly Choice[] = served?.length ? served : STOCK_TRANSACTION_TYPES;
  const product = useGetOne<ProductRecord>('products', { id: values.product_id ?? '' }, { enabled: Boolean(values.product_id), retry: false }).data;
  const level = useReport(['stocks', 'level', values.product_id], (provider) => provider.getStockLevel(values.product_id ?? ''), {
    enabled: Boolean(values.product_id),
    notify: false,
  }).data;
  const out = values.transaction_type === 'out';
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: StockUpdate }) => dataProvider.updateStock(id, body),
    onSuccess: async () => {
      notify('stock.update.saved', { type: 'success' });
      onClose();
      await Promise.all(AFFECTED_QUERIES.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      const { message: text } = errorNotice(error);
      const shown = translate(SERVER_MESSAGES[text] ?? text, { _: text });
      notify(shown, { type: 'error', title: translate('stock.update.failed') });
    },
  });
  const busy = update.isPending;

  const set = (field: keyof Values) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const message = (field: string) => {
    const text = errors[field];
    return text ? translate(SERVER_MESSAGES[text] ?? text, { _: text }) : undefined;
  };
  const field = (name: keyof Values) => ({
    name,
    label: translate(`stock.update.${name}`),
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: message(name),
    fullWidth: true,
    size: 'small' as const,
    disabled: !allowed || busy,
  });

  const save = () => {
    if (!values.product_id) {
      setErrors({ product_id: translate('stock.update.pick_product') });
      return;
    }
    update.mutate({
      id: values.product_id,
      body: {
        quantity: values.quantity.trim(),
        transaction_type: values.transaction_type,
        date: values.date,
        po_number: values.po_number.trim() || undefined,
        remark: values.remark.trim() || undefined,
        reason: values.reason,
        unit_cost: out ? undefined : values.unit_cost.trim() || undefined,
      },
    });
  };

  const typeLabel = (type: Choice) => translate(`stock.types.${type.id}`, { _: type.name });
  const onHand = product ? `${formatFigure(locale, 'quantity', product.stock_quantity)}` : undefined;
  // What the server values the adjustment at when no unit cost is typed (see defaultUnitCost).
  const averageCost = level && !Quantity.of(level.stock_quantity).isZero() ? level.average_cost : (product?.unit_cost ?? null);
  const unitCost = out ? (level?.average_cost ?? null) : values.unit_cost.trim() || averageCost;
  const value = adjustmentValue(values.quantity, unitCost);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="stock-update-title" data-testid="stock-update-dialog">
      <DialogTitle id="stock-update-title">{translate('stock.update.title')}</DialogTitle>
      <DialogContent dividers>
        {!allowed && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="no-permission">
            {translate('stock.update.no_permission')}
          </Alert>
        )}
        <Stack spacing={2}>
          <ProductPicker
            value={values.product_id}
            onChange={set('product_id')}
            label={translate('stock.update.product_id')}
            placeholder={translate('stock.update.pick_product')}
            stockableOnly
            error={message('product_id')}
            disabled={!allowed || busy}
            autoFocus={!productId && allowed}
            testId="stock-update-product"
          />
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
            data-testid="stock-update-on-hand"
          >
            <Typography variant="body2" color="text.secondary">
              {translate('stock.update.on_hand')}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {values.product_id ? (onHand ?? <Skeleton variant="text" sx={{ width: 64 }} />) : '—'}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextField select {...field('transaction_type')} slotProps={{ htmlInput: { 'data-testid': 'stock-update-type' } }}>
              {types.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {typeLabel(type)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...field('quantity')}
              autoFocus={Boolean(productId) && allowed}
              slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, 'data-testid': 'stock-update-quantity' } }}
            />
            <TextField select {...field('reason')} slotProps={{ htmlInput: { 'data-testid': 'stock-update-reason' } }} helperText={message('reason') ?? translate(`stock.update.reason_help.${values.reason}`)}>
              {STOCK_ADJUSTMENT_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {translate(`stock.reasons.${reason}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...field('unit_cost')}
              disabled={out || !allowed || busy}
              placeholder={averageCost && !out ? formatFigure(locale, 'money', averageCost) : undefined}
              helperText={message('unit_cost') ?? translate(out ? 'stock.update.unit_cost_out' : 'stock.update.unit_cost_help')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, 'data-testid': 'stock-update-unit-cost' } }}
            />
            <TextField type="date" {...field('date')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField {...field('po_number')} />
          </Box>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
            data-testid="stock-update-value"
          >
            <Typography variant="body2" color="text.secondary">
              {translate(values.reason === 'opening' ? 'stock.update.value_opening' : 'stock.update.value')}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value ? formatFigure(locale, 'money', value) : '—'}
            </Typography>
          </Box>
          <TextField {...field('remark')} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <SaveActions busy={busy} onCancel={onClose} onSave={save} canSave={allowed} />
    </Dialog>
  );
}

/** Quantity × unit cost as the server computes an in's value; null until both read as numbers. */
function adjustmentValue(quantity: string, unitCost: string | null): string | null {
  if (!unitCost) return null;
  try {
    return Money.of(unitCost).times(Quantity.of(quantity.trim()).toDecimal()).toFixed();
  } catch {
    return null;
  }
}
