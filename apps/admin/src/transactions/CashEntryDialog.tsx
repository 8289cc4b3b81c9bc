import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import { businessToday } from '../i18n/format';
import { formatFigure } from '../ledger/ledgerFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import type { CashTransactionKind } from './cashEntryScreens';

interface MoneyAccount {
  id: string;
  name: string;
  balance: string;
}

/**
 * Books one cash-book entry: a transfer between accounts, an income or an expense. `path` is
 * where it is posted (the cash book's own calls, or the `expenses`/`incomes` resources).
 */
export function CashEntryDialog({ kind, path, today, onClose, onSaved }: { kind: CashTransactionKind; path: string; today?: string; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useWorkspace();
  const [values, setValues] = useState<Record<string, string>>({ date: today || businessToday() });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [accounts, setAccounts] = useState<MoneyAccount[]>([]);
  const [categories, setCategories] = useState<{ id: string; name: string }[]>([]);
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
      await postJson(path, values);
      notify('app.cashbook.saved', { type: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string[]> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else notify(e instanceof Error ? e.message : String(e), { type: 'error' });
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
              <TextField {...field('amount', 'app.cashbook.amount', amountInput)} />
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
