import { useMemo } from 'react';
import { Box, Button, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import type { BillLineTotals, Locale } from '@ginuma/domain';
import { CreatablePicker } from '../forms/CreatablePicker';
import { stackedLinesBelowSm } from '../forms/stackedLines';
import { formatFigure } from '../records/recordFormat';
import { emptyBillLine, lineWithItem, type BillItem } from './billDraft';
import type { BillForm } from './useBillForm';

export interface BillProduct {
  id: string;
  name: string;
  unit_cost: string | null;
}

export interface BillOption {
  id: string;
  name: string;
}

export interface BillTaxOption extends BillOption {
  rate: string;
  abbreviation: string | null;
}

/** "18.00" → "18", "2.50" → "2.5": a rate as people say it (text only, never a number). */
const shortRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);
/** The chosen tax in its narrow cell: its abbreviation and rate ("VAT 18%"). */
const taxShort = (tax: BillTaxOption) => `${tax.abbreviation || tax.name} ${shortRate(tax.rate)}%`;

interface BillLinesProps {
  form: BillForm;
  products: readonly BillProduct[];
  categories: readonly BillOption[];
  taxes: readonly BillTaxOption[];
  locale: Locale;
  readOnly: boolean;
}

const cell = { px: 0.75, py: 0.75, verticalAlign: 'top' } as const;
// A line's item is either kind, so a name not in the list can become a product or an expense category.
const ITEM_RESOURCES = ['products', 'expenses-categories'];
// Goods lines bring stock in: a product made here keeps stock, or the line could not take it.
const CREATED_ITEM_FIXED = { products: { type: 'Stockable' } };
const createdItem = (record: RaRecord, resource: string): BillItem =>
  resource === 'products'
    ? { kind: 'product', id: String(record.id), name: String(record.name), unit_cost: typeof record.unit_cost === 'string' ? record.unit_cost : null }
    : { kind: 'expense', id: String(record.id), name: String(record.name), unit_cost: null };
const figure = { ...cell, pt: 1.75, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The bill's lines. Each is goods (a product, its quantity and the unit cost the supplier billed:
 * stock comes in at that cost) or an expense (a category and its amount), as its one item picker
 * offers both; each has its own input tax. Every input is named "<field> <line number>" for
 * screen readers (and the browser specs); the line's amount before tax and its total follow as typed.
 */
export function BillLines({ form, products, categories, taxes, locale, readOnly }: BillLinesProps) {
  const translate = useTranslate();
  const { draft, setLine, totals, lineError } = form;
  const label = (name: string) => translate(`app.bills.lines.${name}`);
  const named = (name: string, n: number) => ({ 'aria-label': `${label(name)} ${n}` });
  const money = (value: { toFixed(): string }) => formatFigure(locale, 'money', value.toFixed());
  const remove = (key: string) => form.set({ lines: draft.lines.filter((line) => line.key !== key) });
  const items = useMemo(
    (): BillItem[] => [...products.map((p) => ({ kind: 'product' as const, ...p })), ...categories.map((c) => ({ kind: 'expense' as const, ...c, unit_cost: null }))],
    [products, categories],
  );

  return (
    <Box data-testid="bill-lines">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={[{ minWidth: 960, tableLayout: 'fixed', '& td, & th': { borderBottomColor: 'divider' } }, stackedLinesBelowSm]}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...cell, width: '24%' }}>{label('item')}</TableCell>
              <TableCell sx={cell}>{label('description')}</TableCell>
              <TableCell sx={{ ...cell, width: 96, textAlign: 'right' }}>{label('quantity')}</TableCell>
              <TableCell sx={{ ...cell, width: 124, textAlign: 'right' }}>{label('unit_cost')}</TableCell>
              <TableCell sx={{ ...cell, width: 170 }}>{label('tax')}</TableCell>
              <TableCell sx={{ ...cell, width: 104, textAlign: 'right' }}>{label('amount')}</TableCell>
              <TableCell sx={{ ...cell, width: 104, textAlign: 'right' }}>{label('total')}</TableCell>
              <TableCell sx={{ ...cell, width: 44 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.lines.map((line, index) => {
              const n = index + 1;
              const lineTotals: BillLineTotals | undefined = totals.lines[index];
              const error = (field: string) => lineError(line.key, field);
              const expense = line.kind === 'expense';
              const itemError = error('product_id') ?? error('expense_category_id');
              return (
                <TableRow key={line.key} data-testid="bill-line">
                  <TableCell data-label={label('item')} sx={cell}>
                    <CreatablePicker
                      resources={ITEM_RESOURCES}
                      options={items}
                      value={items.find((item) => item.kind === line.kind && item.id === (expense ? line.expense_category_id : line.product_id)) ?? null}
                      disabled={readOnly}
                      groupOf={(item) => label(item.kind === 'product' ? 'products' : 'expense_categories')}
                      kindOf={(item) => item.kind}
                      optionOf={createdItem}
                      createFixed={CREATED_ITEM_FIXED}
                      onChange={(item) => setLine(line.key, lineWithItem(line, item))}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          size="small"
                          placeholder={label('item_placeholder')}
                          error={Boolean(itemError)}
                          helperText={itemError}
                          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...named('item', n) } }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell data-label={label('description')} sx={cell}>
                    <TextField
                      fullWidth
                      size="small"
                      value={line.description}
                      disabled={readOnly}
                      onChange={(event) => setLine(line.key, { description: event.target.value })}
                      error={Boolean(error('description'))}
                      helperText={error('description')}
                      slotProps={{ htmlInput: { ...named('description', n), maxLength: 1000 } }}
                    />
                  </TableCell>
                  <TableCell data-label={label('quantity')} sx={cell}>
                    {!expense && (
                      <TextField
                        fullWidth
                        size="small"
                        value={line.quantity}
                        disabled={readOnly}
                        onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                        error={Boolean(error('quantity'))}
                        helperText={error('quantity')}
                        slotProps={{ htmlInput: { ...named('quantity', n), inputMode: 'decimal', style: { textAlign: 'right' } } }}
                      />
                    )}
                  </TableCell>
                  <TableCell data-label={label('unit_cost')} sx={cell}>
                    <TextField
                      fullWidth
                      size="small"
                      value={line.unit_cost}
                      disabled={readOnly}
                      onChange={(event) => setLine(line.key, { unit_cost: event.target.value })}
                      error={Boolean(error('unit_cost'))}
                      helperText={error('unit_cost')}
                      // An expense line is one of its amount: the same field, named for what it is.
                      slotProps={{ htmlInput: { ...named(expense ? 'expense_amount' : 'unit_cost', n), inputMode: 'decimal', style: { textAlign: 'right' } } }}
                    />
                  </TableCell>
                  <TableCell data-label={label('tax')} sx={cell}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      value={line.tax_id ?? ''}
                      disabled={readOnly}
                      onChange={(event) => setLine(line.key, { tax_id: event.target.value || null })}
                      error={Boolean(error('tax_id'))}
                      helperText={error('tax_id')}
                      slotProps={{
                        select: {
                          displayEmpty: true,
                          SelectDisplayProps: named('tax', n),
                          renderValue: (id) => {
                            const tax = taxes.find((t) => t.id === id);
                            return tax ? taxShort(tax) : <em>{label('no_tax')}</em>;
                          },
                        },
                      }}
                    >
                      <MenuItem value="">
                        <em>{label('no_tax')}</em>
                      </MenuItem>
                      {taxes.map((tax) => (
                        <MenuItem key={tax.id} value={tax.id}>
                          {`${tax.name} (${shortRate(tax.rate)}%)`}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell data-label={label('amount')} sx={figure} data-testid={`bill-line-amount-${index}`}>
                    {lineTotals ? money(lineTotals.amount) : ''}
                  </TableCell>
                  <TableCell data-label={label('total')} sx={figure} data-testid={`bill-line-total-${index}`}>
                    {lineTotals ? money(lineTotals.total) : ''}
                  </TableCell>
                  <TableCell sx={{ ...cell, pt: 1.25 }}>
                    {!readOnly && draft.lines.length > 1 && (
                      <Tooltip title={label('remove')}>
                        <IconButton size="small" aria-label={`${label('remove')} ${n}`} onClick={() => remove(line.key)}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {!readOnly && (
        <Button size="small" sx={{ mt: 1 }} startIcon={<AddIcon />} onClick={() => form.set({ lines: [...draft.lines, emptyBillLine()] })}>
          {label('add')}
        </Button>
      )}
    </Box>
  );
}
