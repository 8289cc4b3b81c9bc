import { useRef, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { TAX_TREATMENTS, type LineTotals, type Locale, type TaxTreatment } from '@ginuma/domain';
import { CreatablePicker } from '../forms/CreatablePicker';
import { formatFigure } from '../records/recordFormat';
import { stackedLinesBelowSm } from '../forms/stackedLines';
import { productOptions, type ProductRow } from './documentReferences';
import { emptyLine, type DraftLine } from './invoiceDraft';

export interface ProductOption {
  id: string;
  name: string;
  selling_price: string | null;
  unit_cost: string | null;
  type: string;
  unit: string | null;
}

interface LinesGridProps {
  lines: DraftLine[];
  totals: LineTotals[];
  products: ProductOption[];
  locale: Locale;
  readOnly: boolean;
  /** Server errors by line key and field (`price`, `quantity` …). */
  errors: (key: string, field: string) => string | undefined;
  onChange: (lines: DraftLine[]) => void;
}

const numeric = { inputMode: 'decimal' as const, style: { textAlign: 'right' as const } };
const cellSx = { px: 0.5, py: 0.5, verticalAlign: 'top' };

/**
 * The invoice's items as a grid: Tab moves through a line, Enter on a line's last field adds
 * the next line and puts the cursor in its product.
 */
export function InvoiceLinesGrid({ lines, totals, products, locale, readOnly, errors, onChange }: LinesGridProps) {
  const translate = useTranslate();
  const table = useRef<HTMLTableSectionElement>(null);
  const label = (field: string) => translate(`app.invoices.fields.${field}`);

  const patch = (key: string, change: Partial<DraftLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const addLine = () => {
    onChange([...lines, emptyLine()]);
    // The new row exists after React's next render.
    setTimeout(() => table.current?.querySelector<HTMLInputElement>('tr:last-child input')?.focus(), 0);
  };
  const enterAdds = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      addLine();
    }
  };
  const pick = (line: DraftLine, product: ProductOption | null) =>
    patch(line.key, {
      product_id: product?.id ?? null,
      product_name: product?.name ?? '',
      description: product ? product.name : line.description,
      price: product?.selling_price ?? line.price,
      unit_cost: product?.unit_cost ?? line.unit_cost,
      unit: product?.unit ?? null,
      stockable: product?.type === 'Stockable',
    });

  return (
    // width 0 + min-width 100% keeps the grid's width out of the page's: it scrolls inside its card.
    // A read-only grid has no field to tab into, so the region itself takes focus to scroll by keyboard.
    <Box
      sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}
      {...(readOnly && { tabIndex: 0, role: 'region', 'aria-label': translate('app.invoices.items') })}
    >
      <Table size="small" sx={[{ minWidth: 1170, '& th': { fontWeight: 600, px: 0.5, whiteSpace: 'nowrap' } }, stackedLinesBelowSm]} data-testid="invoice-lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 190 }}>{label('product')}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{label('description')}</TableCell>
            <TableCell align="right" sx={{ width: 105 }}>{label('price')}</TableCell>
            <TableCell sx={{ width: 180 }}>{label('discount')}</TableCell>
            <TableCell align="right" sx={{ width: 115 }}>{`${label('quantity')} / ${label('unit')}`}</TableCell>
            <TableCell sx={{ width: 130 }}>{label('tax_treatment')}</TableCell>
            <TableCell align="right" sx={{ width: 100 }}>{label('unit_cost')}</TableCell>
            <TableCell align="right" sx={{ width: 90 }}>{label('profit')}</TableCell>
            <TableCell align="right" sx={{ width: 105 }}>{label('line_total')}</TableCell>
            {!readOnly && <TableCell sx={{ width: 40 }} />}
          </TableRow>
        </TableHead>
        <TableBody ref={table}>
          {lines.map((line, index) => {
            const t = totals[index];
            const error = (field: string) => errors(line.key, field);
            const product = products.find((p) => p.id === line.product_id) ?? null;
            const row = index + 1;
            return (
              <TableRow key={line.key} data-testid={`invoice-line-${index}`}>
                <TableCell data-label={label('product')} sx={cellSx}>
                  <CreatablePicker
                    resources={PRODUCTS}
                    options={products}
                    value={product}
                    disabled={readOnly}
                    optionOf={createdProduct}
                    onChange={(value) => pick(line, value)}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        placeholder={label('product')}
                        error={Boolean(error('product_id'))}
                        helperText={error('product_id')}
                        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `${label('product')} ${row}` } }}
                      />
                    )}
                  />
                </TableCell>
                <TableCell data-label={label('description')} sx={cellSx}>
                  <TextField
                    value={line.description}
                    disabled={readOnly}
                    onChange={(event) => patch(line.key, { description: event.target.value })}
                    error={Boolean(error('description'))}
                    helperText={error('description')}
                    slotProps={{ htmlInput: { 'aria-label': `${label('description')} ${row}` } }}
                  />
                </TableCell>
                <TableCell data-label={label('price')} sx={cellSx}>
                  <TextField
                    value={line.price}
                    disabled={readOnly}
                    onChange={(event) => patch(line.key, { price: event.target.value })}
                    error={Boolean(error('price'))}
                    helperText={error('price')}
                    slotProps={{ htmlInput: { ...numeric, 'aria-label': `${label('price')} ${row}` } }}
                  />
                </TableCell>
                <TableCell data-label={label('discount')} sx={cellSx}>
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <TextField
                      select
                      value={line.discount_type}
                      disabled={readOnly}
                      onChange={(event) => patch(line.key, { discount_type: event.target.value === 'percentage' ? 'percentage' : 'value' })}
                      sx={{ width: 88, flexShrink: 0 }}
                      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${label('discount_type')} ${row}` } } }}
                    >
                      <MenuItem value="value">{translate('app.invoices.discount_value')}</MenuItem>
                      <MenuItem value="percentage">%</MenuItem>
                    </TextField>
                    <TextField
                      value={line.discount_value}
                      disabled={readOnly}
                      onChange={(event) => patch(line.key, { discount_value: event.target.value })}
                      error={Boolean(error('discount_value'))}
                      helperText={error('discount_value')}
                      slotProps={{ htmlInput: { ...numeric, 'aria-label': `${label('discount')} ${row}` } }}
                    />
                  </Box>
                </TableCell>
                <TableCell data-label={`${label('quantity')} / ${label('unit')}`} sx={cellSx}>
                  <TextField
                    value={line.quantity}
                    disabled={readOnly}
                    onChange={(event) => patch(line.key, { quantity: event.target.value })}
                    onKeyDown={enterAdds}
                    error={Boolean(error('quantity'))}
                    helperText={error('quantity')}
                    slotProps={{
                      htmlInput: { ...numeric, 'aria-label': `${label('quantity')} ${row}` },
                      input: line.unit ? { endAdornment: <InputAdornment position="end">{line.unit}</InputAdornment> } : undefined,
                    }}
                  />
                </TableCell>
                <TableCell data-label={label('tax_treatment')} sx={cellSx}>
                  <TextField
                    select
                    value={line.tax_treatment}
                    disabled={readOnly}
                    onChange={(event) => patch(line.key, { tax_treatment: event.target.value as TaxTreatment })}
                    error={Boolean(error('tax_treatment'))}
                    helperText={error('tax_treatment')}
                    sx={{ width: '100%' }}
                    slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${label('tax_treatment')} ${row}` } } }}
                  >
                    {TAX_TREATMENTS.map((treatment) => (
                      <MenuItem key={treatment} value={treatment}>
                        {translate(`app.invoices.treatments.${treatment}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell data-label={label('unit_cost')} sx={cellSx}>
                  <TextField
                    value={line.unit_cost}
                    disabled={readOnly}
                    onChange={(event) => patch(line.key, { unit_cost: event.target.value })}
                    onKeyDown={enterAdds}
                    error={Boolean(error('unit_cost'))}
                    helperText={error('unit_cost')}
                    slotProps={{ htmlInput: { ...numeric, 'aria-label': `${label('unit_cost')} ${row}` } }}
                  />
                </TableCell>
                <TableCell data-label={label('profit')} align="right" sx={{ ...cellSx, pt: 1.5, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {t?.profit ? formatFigure(locale, 'money', t.profit.toFixed()) : ''}
                </TableCell>
                <TableCell data-label={label('line_total')}
                  align="right"
                  sx={{ ...cellSx, pt: 1.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  data-testid={`line-total-${index}`}
                >
                  {t ? formatFigure(locale, 'money', t.total.toFixed()) : ''}
                </TableCell>
                {!readOnly && (
                  <TableCell sx={cellSx}>
                    <Tooltip title={translate('app.invoices.remove_line')}>
                      <IconButton
                        size="small"
                        aria-label={`${translate('app.invoices.remove_line')} ${row}`}
                        onClick={() => onChange(lines.length > 1 ? lines.filter((l) => l.key !== line.key) : [emptyLine()])}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!readOnly && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <Button startIcon={<AddIcon />} onClick={addLine}>
            {translate('app.invoices.add_line')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {translate('app.invoices.add_line_hint')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

const PRODUCTS = ['products'];
// A product just created has no unit yet to name, so its line shows none.
const createdProduct = (record: RaRecord): ProductOption => productOptions([record as ProductRow], [])[0];
