import { useState } from 'react';
import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { HttpError, useGetList, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { businessToday } from '../i18n/format';
import { formatFigure } from '../ledger/ledgerFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import type { CashTransactionKind } from './cashEntryScreens';

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

/**
 * Books one cash-book entry: a transfer between accounts, an income or an expense, through the
 * cash book's own calls (`viaCashBook`) or the `expenses`/`incomes` resources. Given `entry`, it
 * edits that income or expense instead: the API reverses it and books the new values.
 */
export function CashEntryDialog({
  kind,
  viaCashBook = false,
  today,
  entry,
  onClose,
  onSaved,
}: {
  kind: CashTransactionKind;
  viaCashBook?: boolean;
  today?: string;
  entry?: CashEntryValues;
  onClose: () => void;
  onSaved: (saved: { id: string }) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const [values, setValues] = useState<Record<string, string>>(() => (entry ? valuesOf(entry) : { date: today || businessToday() }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Under the cash book's key: a booking changes the balances shown beside each account.
  const { data: accounts = [] } = useQuery({ queryKey: ['transactions', 'money-accounts'], queryFn: () => dataProvider.getMoneyAccounts() });
  const { data: clients = [] } = useQuery({ queryKey: ['transactions', 'clients'], queryFn: () => dataProvider.getCashEntryClients(), enabled: kind !== 'transfer' });
  const { data: categories = [] } = useGetList<{ id: string; name: string }>(
    'expenses-categories',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: kind === 'expense' },
  );
  const save = useMutation({
    mutationFn: () => dataProvider.saveCashEntry(kind, { id: entry?.id, viaCashBook }, values),
    onSuccess: (saved) => {
      notify(entry ? 'app.cash_entries.edited' : 'app.cashbook.saved', { type: 'success' });
      onSaved(saved);
      onClose();
    },
    onError: (e) => {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string[]> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else notify(e.message, { type: 'error' });
    },
  });
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
        <Button variant="contained" onClick={() => save.mutate()}>{translate('app.cashbook.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
