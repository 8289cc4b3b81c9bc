import { Box, Button, IconButton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { amountInWords, Money, parseMoney } from '@ginuma/domain';
import { CreatablePicker } from '../forms/CreatablePicker';
import { stackedLinesBelowSm } from '../forms/stackedLines';
import { formatFigure } from '../ledger/ledgerFormat';
import { useWorkspace } from '../workspace/useWorkspace';

export type Option = { id: string; name: string; category_id?: string };

/** One expense line as the editor holds it: ids and the amount as typed. */
export interface ExpenseLine {
  key: number;
  expense_category_id: string;
  expense_sub_category_id: string;
  description: string;
  amount: string;
}

let nextKey = 0;
export function emptyLine(categoryId = ''): ExpenseLine {
  nextKey += 1;
  return { key: nextKey, expense_category_id: categoryId, expense_sub_category_id: '', description: '', amount: '' };
}

/** The lines' total as the voucher's amount; a line still being typed (or mistyped) counts as nothing yet. */
export function totalOf(lines: readonly ExpenseLine[]): Money {
  return Money.sum(
    lines.map((line) => {
      const amount = parseMoney(line.amount, { sign: 'positive' });
      return amount.ok ? amount.value : Money.ZERO;
    }),
  );
}

type LineField = Exclude<keyof ExpenseLine, 'key'>;
const CATEGORIES = ['expenses-categories'];
const SUB_CATEGORIES = ['expenses-sub-categories'];

interface VoucherExpenseLinesProps {
  lines: ExpenseLine[];
  onChange: (lines: ExpenseLine[]) => void;
  categories: Option[];
  /** Sub-categories per category id, loaded as categories are chosen. */
  subCategories: Record<string, Option[]>;
  errors: Record<string, string[]>;
  disabled: boolean;
  /** What the voucher pays besides its lines (on bills, with any over-payment): part of its amount. */
  also?: Money;
}

/**
 * The voucher's expense lines (category, sub-category, description, amount) with their live
 * total and the total in words in English and Sinhala, as a cheque or the printed voucher says it.
 */
export function VoucherExpenseLines({ lines, onChange, categories, subCategories, errors, disabled, also }: VoucherExpenseLinesProps) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const total = also ? totalOf(lines).plus(also) : totalOf(lines);
  const set = (index: number, patch: Partial<ExpenseLine>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const error = (index: number, field: string) => errors[`expenses.${index}.${field}`]?.[0];
  const label = (name: string) => translate(`app.vouchers.lines.${name}`);
  const cell = { px: 0.75, py: 0.75, verticalAlign: 'top' } as const;
  // Each input is named "<field> <line number>" for screen readers (and the browser specs).
  const named = (name: string, n: number): object => ({ 'aria-label': `${label(name)} ${n}` });
  const input = (index: number, field: LineField, message = error(index, field)) => ({
    fullWidth: true,
    size: 'small' as const,
    value: lines[index]![field],
    error: Boolean(message),
    helperText: message,
    disabled,
  });

  return (
    <Box data-testid="voucher-lines">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {label('title')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={[{ minWidth: 640, '& td, & th': { borderBottomColor: 'divider' } }, stackedLinesBelowSm]}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...cell, width: '24%' }}>{label('category')}</TableCell>
              <TableCell sx={{ ...cell, width: '20%' }}>{label('sub_category')}</TableCell>
              <TableCell sx={cell}>{label('description')}</TableCell>
              <TableCell sx={{ ...cell, width: '17%', textAlign: 'right' }}>{label('amount')}</TableCell>
              <TableCell sx={{ ...cell, width: 40 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => {
              // The voucher's own category refusal, in the user's language, stands under each line that has none.
              const missingCategory = line.expense_category_id ? undefined : errors.expense_category_id?.[0];
              const categoryError = error(index, 'expense_category_id') ?? missingCategory;
              const n = index + 1;
              return (
                <TableRow key={line.key} data-testid="voucher-line">
                  <TableCell data-label={label('category')} sx={cell}>
                    <CreatablePicker
                      resources={CATEGORIES}
                      options={categories}
                      value={categories.find((o) => o.id === line.expense_category_id) ?? null}
                      disabled={disabled}
                      onChange={(category) => set(index, { expense_category_id: category ? String(category.id) : '', expense_sub_category_id: '' })}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          size="small"
                          error={Boolean(categoryError)}
                          helperText={categoryError}
                          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...named('category', n) } }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell data-label={label('sub_category')} sx={cell}>
                    <CreatablePicker
                      resources={SUB_CATEGORIES}
                      options={subCategories[line.expense_category_id] ?? []}
                      value={subCategories[line.expense_category_id]?.find((o) => o.id === line.expense_sub_category_id) ?? null}
                      disabled={disabled || !line.expense_category_id}
                      onChange={(sub) => set(index, { expense_sub_category_id: sub ? String(sub.id) : '' })}
                      // A sub-category made here belongs to the line's category.
                      createFixed={{ 'expenses-sub-categories': { category_id: line.expense_category_id } }}
                      renderInput={(params) => {
                        const message = error(index, 'expense_sub_category_id');
                        return (
                          <TextField
                            {...params}
                            size="small"
                            placeholder={label('none')}
                            error={Boolean(message)}
                            helperText={message}
                            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...named('sub_category', n) } }}
                          />
                        );
                      }}
                    />
                  </TableCell>
                  <TableCell data-label={label('description')} sx={cell}>
                    <TextField
                      {...input(index, 'description')}
                      onChange={(e) => set(index, { description: e.target.value })}
                      slotProps={{ htmlInput: { ...named('description', n), maxLength: 1000 } }}
                    />
                  </TableCell>
                  <TableCell data-label={label('amount')} sx={cell}>
                    <TextField
                      {...input(index, 'amount')}
                      onChange={(e) => set(index, { amount: e.target.value })}
                      slotProps={{ htmlInput: { ...named('amount', n), inputMode: 'decimal', style: { textAlign: 'right' } } }}
                    />
                  </TableCell>
                  <TableCell sx={{ ...cell, pt: 1.25 }}>
                    {!disabled && lines.length > 1 && (
                      <Tooltip title={label('remove')}>
                        <IconButton size="small" aria-label={`${label('remove')} ${n}`} onClick={() => onChange(lines.filter((_, i) => i !== index))}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontSize: '0.875rem', color: 'text.primary', borderBottom: 0 } }}>
              <TableCell sx={cell} colSpan={3}>
                {!disabled && (
                  <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...lines, emptyLine(lines.at(-1)?.expense_category_id)])}>
                    {label('add')}
                  </Button>
                )}
              </TableCell>
              <TableCell sx={{ ...cell, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="voucher-total">
                <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1, whiteSpace: 'nowrap' }}>
                  {also ? translate('app.vouchers.bills.total') : label('total')}
                </Typography>
                {formatFigure(locale, total.toFixed(), 'money')}
                {errors.amount && (
                  <Typography variant="caption" color="error" component="div" sx={{ fontWeight: 400 }}>
                    {errors.amount[0]}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={cell} />
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {label('words_en')}
        </Typography>
        <Typography variant="body2" data-testid="amount-in-words" lang="en">
          {amountInWords(total, 'en')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label('words_si')}
        </Typography>
        <Typography variant="body2" data-testid="amount-in-words-si" lang="si">
          {amountInWords(total, 'si')}
        </Typography>
      </Box>
    </Box>
  );
}
