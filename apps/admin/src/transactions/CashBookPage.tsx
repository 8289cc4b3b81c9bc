import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import { formatAmount, formatDate, localIsoDate } from '../i18n/format';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';

interface AccountPeriod {
  id: string;
  name: string;
  account: string;
  open: string;
  in: string;
  out: string;
  close: string;
}
interface Entry {
  id: string;
  code: string;
  kind: 'transfer' | 'income' | 'expense';
  date: string;
  from_account_name: string | null;
  to_account_name: string | null;
  amount: string;
  remark: string | null;
}
type Dialogue = 'transfer' | 'income' | 'expense' | null;

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** `transactions`: the cash book — each money account's open, in, out and close for a period, and its entries. */
export function CashBookPage() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  // The period starts empty: the server fills in this month up to the workspace's own today.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [accounts, setAccounts] = useState<AccountPeriod[]>([]);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dialogue, setDialogue] = useState<Dialogue>(null);

  const load = useCallback(async () => {
    try {
      const period = await httpClient(from && to ? `/api/transactions/banks/balance/filter?from=${from}&to=${to}` : '/api/transactions/banks/balance/filter');
      const body = period.json as { from: string; to: string; accounts: AccountPeriod[] };
      setAccounts(body.accounts);
      setFrom(body.from);
      setTo(body.to);
      const list = await httpClient(`/api/transactions?range=[0,49]`);
      setEntries(list.json as Entry[]);
      setError(null);
    } catch (e) {
      setError(e instanceof HttpError ? e.message : String(e));
    }
  }, [from, to]);
  useEffect(() => void load(), [load]);

  const money = (value: string) => formatAmount(locale, Number(value));
  return (
    <>
      <PageHeader
        title={translate('app.cashbook.title')}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            <Button variant="contained" onClick={() => setDialogue('transfer')}>{translate('app.cashbook.new_transfer')}</Button>
            <Button variant="outlined" onClick={() => setDialogue('income')}>{translate('app.cashbook.new_income')}</Button>
            <Button variant="outlined" onClick={() => setDialogue('expense')}>{translate('app.cashbook.new_expense')}</Button>
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField type="date" size="small" label={translate('app.cashbook.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.cashbook.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper sx={{ mb: 3 }}>
        <Table size="small" aria-label={translate('app.cashbook.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.cashbook.account')}</TableCell>
              {(['open', 'in', 'out', 'close'] as const).map((k) => (
                <TableCell key={k} align="right">{translate(`app.cashbook.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.id} data-account={a.name}>
                <TableCell>{a.id === 'cash' ? translate('app.cashbook.cash') : a.name}</TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.open} asOf={from ? dayBefore(from) : undefined} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.in} asOf={to} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.out} asOf={to} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.close} asOf={to} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.cashbook.entries')}
      </Typography>
      <Paper>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['code', 'kind', 'date', 'from_account_name', 'to_account_name'] as const).map((f) => (
                <TableCell key={f}>{translate(`resources.transactions.fields.${f}`)}</TableCell>
              ))}
              <TableCell align="right">{translate('resources.transactions.fields.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{e.code}</TableCell>
                <TableCell>{translate(`app.cashbook.kinds.${e.kind}`)}</TableCell>
                <TableCell>{formatDate(locale, e.date)}</TableCell>
                <TableCell>{e.from_account_name === 'Cash' ? translate('app.cashbook.cash') : e.from_account_name}</TableCell>
                <TableCell>{e.to_account_name === 'Cash' ? translate('app.cashbook.cash') : e.to_account_name}</TableCell>
                <TableCell align="right">{money(e.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {dialogue && <EntryDialog kind={dialogue} accounts={accounts} today={to} onClose={() => setDialogue(null)} onSaved={() => void load()} />}
    </>
  );
}

function EntryDialog({ kind, accounts, today, onClose, onSaved }: { kind: Exclude<Dialogue, null>; accounts: AccountPeriod[]; today: string; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Record<string, string>>({ date: today || localIsoDate() });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [categories, setCategories] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (kind === 'expense') void httpClient('/api/expenses-categories?range=[0,199]').then((r) => setCategories(r.json as { id: string; name: string }[]));
  }, [kind]);
  const set = (field: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const field = (name: string, label: string, extra: object = {}) => ({
    name,
    label: translate(label),
    value: values[name] ?? '',
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.join(' '),
    fullWidth: true,
    size: 'small' as const,
    ...extra,
  });
  const accountOptions = accounts.map((a) => (
    <MenuItem key={a.id} value={a.id}>{a.id === 'cash' ? translate('app.cashbook.cash') : a.name}</MenuItem>
  ));
  const save = async () => {
    try {
      await postJson(kind === 'transfer' ? '/api/transactions/transferFund' : `/api/transactions/${kind}s`, values);
      notify('app.cashbook.saved', { type: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string[]> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else throw e;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(`app.cashbook.new_${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'transfer' ? (
            <>
              <TextField select {...field('from_account', 'app.cashbook.from_account')}>{accountOptions}</TextField>
              <TextField select {...field('to_account', 'app.cashbook.to_account')}>{accountOptions}</TextField>
              <TextField {...field('value', 'app.cashbook.value', { slotProps: { htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } } })} />
            </>
          ) : (
            <>
              <TextField select {...field('account', 'app.cashbook.account')}>{accountOptions}</TextField>
              {kind === 'expense' && (
                <TextField select {...field('expense_category_id', 'app.cashbook.expense_category')}>
                  {categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
                </TextField>
              )}
              <TextField {...field('amount', 'app.cashbook.amount', { slotProps: { htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } } })} />
            </>
          )}
          <TextField type="date" {...field('date', 'app.cashbook.date', { slotProps: { inputLabel: { shrink: true } } })} />
          <TextField {...field('remark', 'app.cashbook.remark')} />
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{translate('app.cashbook.no_overdraft')}</Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.cashbook.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>{translate('app.cashbook.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
