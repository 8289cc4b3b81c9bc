import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { businessToday } from '../i18n/format';
import { formatFigure } from '../ledger/ledgerFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import type { CashTransactionKind } from './cashEntryScreens';

interface MoneyAccount {
  id: string;
  name: string;
  balance: string;
}

/** A customer or a supplier, as `customer:<id>` / `supplier:<id>`. */
interface Client {
  id: string;
  name: string;
  type: 'customer' | 'supplier';
}

/** What an edit starts from: the booked entry's values. */
export interface CashEntryValues {
  id: string;
  from_account: string;
  expense_category_id: string | null;
  client: string | null;
  amount: string;
  date: string;
  remark: string | null;
}

const valuesOf = (entry: CashEntryValues): Record<string, string> => ({
  account: entry.from_account.startsWith('bank:') ? entry.from_account.slice(5) : entry.from_account,
  expense_category_id: entry.expense_category_id ?? '',
  client: entry.client ?? '',
  amount: entry.amount,
  date: entry.date,
  remark: entry.remark ?? '',
});

function useClients(wanted: boolean): Client[] {
  const [clients, setClients] = useState<Client[]>([]);
  useEffect(() => {
    if (!wanted) return;
    void Promise.all([httpClient('/api/customers?range=[0,499]&sort=["name","ASC"]'), httpClient('/api/suppliers/getall')]).then(([customers, suppliers]) =>
      setClients([
        ...(customers.json as { id: string; name: string }[]).map((c) => ({ id: `customer:${c.id}`, name: c.name, type: 'customer' as const })),
        ...(suppliers.json as { id: string; name: string }[]).map((s) => ({ id: `supplier:${s.id}`, name: s.name, type: 'supplier' as const })),
      ]),
    );
  }, [wanted]);
  return clients;
}

/**
 * Books one cash-book entry: a transfer between accounts, an income or an expense. `path` is
 * where it is posted (the cash book's own calls, or the `expenses`/`incomes` resources). Given
 * `entry`, it edits that income or expense instead: the API reverses it and books the new values.
 */
export function CashEntryDialog({
  kind,
  path,
  today,
  entry,
  onClose,
  onSaved,
}: {
  kind: CashTransactionKind;
  path: string;
  today?: string;
  entry?: CashEntryValues;
  onClose: () => void;
  onSaved: (saved: { id: string }) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useWorkspace();
  const [values, setValues] = useState<Record<string, string>>(() => (entry ? valuesOf(entry) : { date: today || businessToday() }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [accounts, setAccounts] = useState<MoneyAccount[]>([]);
  const [categories, setCategories] = useState<{ id: string; name: string }[]>([]);
  const clients = useClients(kind !== 'transfer');
  useEffect(() => {
    void httpClient('/api/transactions/banks').then((r) => setAccounts(r.json as MoneyAccount[]));
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
    <MenuItem key={a.id} value={a.id}>
      {a.id === 'cash' ? translate('app.cashbook.cash') : a.name} ({formatFigure(locale, a.balance)})
    </MenuItem>
  ));
  const amountInput = { slotProps: { htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } } };
  const save = async () => {
    try {
      const saved = await httpClient(entry ? `${path}/${entry.id}` : path, { method: entry ? 'PUT' : 'POST', body: JSON.stringify(values) });
      notify(entry ? 'app.cash_entries.edited' : 'app.cashbook.saved', { type: 'success' });
      onSaved(saved.json as { id: string });
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string[]> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{entry ? translate('app.cash_entries.edit_title', { name: translate(`app.records.choices.${kind}`) }) : translate(`app.cashbook.new_${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'transfer' ? (
            <>
              <TextField select {...field('from_account', 'app.cashbook.from_account')}>{accountOptions}</TextField>
              <TextField select {...field('to_account', 'app.cashbook.to_account')}>{accountOptions}</TextField>
              <TextField {...field('value', 'app.cashbook.value', amountInput)} />
            </>
          ) : (
            <>
              <TextField select {...field('account', 'app.cashbook.account')}>{accountOptions}</TextField>
              {kind === 'expense' && (
                <TextField select {...field('expense_category_id', 'app.cashbook.expense_category')}>
                  {categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
                </TextField>
              )}
              <Autocomplete
                options={clients}
                groupBy={(c) => translate(`app.cash_entries.client_types.${c.type}`)}
                getOptionLabel={(c) => c.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={clients.find((c) => c.id === values.client) ?? null}
                onChange={(_, chosen) => setValues((v) => ({ ...v, client: chosen?.id ?? '' }))}
                renderInput={(params) => (
                  <TextField {...params} label={translate('app.cash_entries.client')} size="small" error={Boolean(errors.client)} helperText={errors.client?.join(' ') ?? translate('app.cash_entries.client_hint')} />
                )}
              />
              <TextField {...field('amount', 'app.cashbook.amount', amountInput)} />
            </>
          )}
          <TextField type="date" {...field('date', 'app.cashbook.date', { slotProps: { inputLabel: { shrink: true } } })} />
          <TextField {...field('remark', 'app.cashbook.remark')} />
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{translate(entry ? 'app.cash_entries.edit_hint' : 'app.cashbook.no_overdraft')}</Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.cashbook.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>{translate('app.cashbook.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
