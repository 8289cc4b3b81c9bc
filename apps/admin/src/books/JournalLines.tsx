import { IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Tooltip, Typography, Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { Money, parseMoney } from '@ginuma/domain';
import type { Locale } from '@ginuma/domain';
import type { ChartRow } from './useChart';

export interface EditLine {
  account: string;
  party: string;
  debit: string;
  credit: string;
}

export interface Party {
  id: string;
  name: string;
}

export const emptyJournalLine = (): EditLine => ({ account: '', party: '', debit: '', credit: '' });

/** Debit and credit totals as typed so far; an amount that is not a number yet counts as nothing. */
export function liveTotals(lines: readonly EditLine[]): { debit: Money; credit: Money } {
  const amount = (value: string) => {
    const parsed = parseMoney(value || '0');
    return parsed.ok ? parsed.value : Money.ZERO;
  };
  return { debit: Money.sum(lines.map((l) => amount(l.debit))), credit: Money.sum(lines.map((l) => amount(l.credit))) };
}

interface Props {
  lines: EditLine[];
  onChange: (lines: EditLine[]) => void;
  accounts: readonly ChartRow[];
  parties: { customer: readonly Party[]; supplier: readonly Party[] };
  errors: Record<string, string[]>;
  disabled: boolean;
  locale: Locale;
}

/** A journal's lines: account, party where the account keeps a customer or supplier sub-ledger, debit or credit; totals live. */
export function JournalLines({ lines, onChange, accounts, parties, errors, disabled, locale }: Props) {
  const translate = useTranslate();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const totals = liveTotals(lines);
  const difference = totals.debit.minus(totals.credit).abs();
  const update = (i: number, patch: Partial<EditLine>) => onChange(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const cell = (i: number, name: keyof EditLine) => ({
    size: 'small' as const,
    fullWidth: true,
    disabled,
    error: Boolean(errors[`lines.${i}.${name}`]),
    helperText: errors[`lines.${i}.${name}`]?.join(' '),
    value: lines[i]![name],
    slotProps:
      name === 'account' || name === 'party'
        ? { select: { displayEmpty: name === 'party', SelectDisplayProps: { 'aria-label': `${translate(`app.books.journals.${name}`)} ${i + 1}` } as object } }
        : { htmlInput: { 'aria-label': `${translate(`app.books.journals.${name}`)} ${i + 1}`, inputMode: 'decimal' as const, style: { textAlign: 'right' as const } } },
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{translate('app.books.journals.lines')}</Typography>
      {errors.lines && <Typography color="error" variant="body2">{errors.lines.join(' ')}</Typography>}
      <Table size="small" data-testid="journal-lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '38%' }}>{translate('app.books.journals.account')}</TableCell>
            <TableCell sx={{ width: '24%' }}>{translate('app.books.journals.party')}</TableCell>
            <TableCell align="right">{translate('app.books.journals.debit')}</TableCell>
            <TableCell align="right">{translate('app.books.journals.credit')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => {
            const subLedger = byId.get(line.account)?.subLedger;
            const partyList = subLedger === 'customer' || subLedger === 'supplier' ? parties[subLedger] : null;
            return (
              <TableRow key={i}>
                <TableCell>
                  <TextField select {...cell(i, 'account')} onChange={(e) => update(i, { account: e.target.value, party: '' })}>
                    {accounts
                      .filter((a) => a.active || a.id === line.account)
                      .map((a) => (
                        <MenuItem key={a.id} value={a.id}>
                          {a.code} · {a.name[locale]}
                        </MenuItem>
                      ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField select {...cell(i, 'party')} disabled={disabled || !partyList} onChange={(e) => update(i, { party: e.target.value })}>
                    <MenuItem value="">
                      <em>{translate('app.books.journals.no_party')}</em>
                    </MenuItem>
                    {(partyList ?? []).map((p) => (
                      <MenuItem key={p.id} value={`${subLedger}:${p.id}`}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField {...cell(i, 'debit')} onChange={(e) => update(i, { debit: e.target.value, credit: e.target.value ? '' : line.credit })} />
                </TableCell>
                <TableCell>
                  <TextField {...cell(i, 'credit')} onChange={(e) => update(i, { credit: e.target.value, debit: e.target.value ? '' : line.debit })} />
                </TableCell>
                <TableCell>
                  <Tooltip title={translate('app.books.journals.remove_line')}>
                    <span>
                      <IconButton size="small" disabled={disabled || lines.length <= 2} onClick={() => onChange(lines.filter((_, j) => j !== i))} aria-label={translate('app.books.journals.remove_line')}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="body2" color={difference.isZero() ? 'success.main' : 'error'} data-testid="journal-balance">
                {difference.isZero() ? translate('app.books.journals.balanced') : translate('app.books.journals.unbalanced', { difference: difference.toFixed() })}
              </Typography>
            </TableCell>
            <TableCell align="right" data-testid="journal-total-debit">{totals.debit.toFixed()}</TableCell>
            <TableCell align="right" data-testid="journal-total-credit">{totals.credit.toFixed()}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
      {!disabled && (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...lines, emptyJournalLine()])}>
          {translate('app.books.journals.add_line')}
        </Button>
      )}
    </Stack>
  );
}
