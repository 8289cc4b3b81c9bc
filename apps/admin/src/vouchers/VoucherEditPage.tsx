import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import { localIsoDate } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { voucherLinks } from './voucherScreens';

type Option = { id: string; name: string; category_id?: string };
interface Voucher extends Record<string, unknown> {
  id: string;
  code: string;
  status: 'pending' | 'confirmed' | 'reversed';
  amount_in_words: string;
  amount_in_words_si: string;
}

const PAY_TYPES = ['Cheque', 'Bank', 'Cash'] as const;
const OPTION_LISTS = { suppliers: '/api/suppliers', accounts: '/api/bank-accounts', categories: '/api/expenses-categories' };

/**
 * `vouchers/:id` (`create` for a new one): a supplier payment charged to an expense category.
 * The sub-category list follows the category; a cheque's post date must lie after today.
 */
export function VoucherEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { base, locale } = useWorkspace();
  const { id = 'create' } = useParams();
  const [values, setValues] = useState<Record<string, string>>({ date: localIsoDate(), pay_type: 'Cheque' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<Voucher | null>(null);
  const [options, setOptions] = useState<Record<keyof typeof OPTION_LISTS, Option[]>>({ suppliers: [], accounts: [], categories: [] });
  const [subCategories, setSubCategories] = useState<Option[]>([]);

  useEffect(() => {
    void Promise.all(Object.entries(OPTION_LISTS).map(async ([key, url]) => [key, (await httpClient(`${url}?range=[0,199]`)).json] as const)).then((lists) =>
      setOptions(Object.fromEntries(lists) as Record<keyof typeof OPTION_LISTS, Option[]>),
    );
    if (id !== 'create') {
      void httpClient(`/api/vouchers/${id}`).then((r) => {
        const voucher = r.json as Voucher;
        setSaved(voucher);
        setValues(Object.fromEntries(Object.entries(voucher).map(([k, v]) => [k, v === null || typeof v === 'object' ? '' : String(v)])));
      });
    }
  }, [id]);

  const categoryId = values.expense_category_id;
  useEffect(() => {
    if (!categoryId) return setSubCategories([]);
    void httpClient(`/api/expenses-sub-categories/get-by-category/${categoryId}`).then((r) => setSubCategories(r.json as Option[]));
  }, [categoryId]);

  const set = (name: string) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value, ...(name === 'expense_category_id' ? { expense_sub_category_id: '' } : {}) }));
  const field = (name: string, extra: object = {}) => ({
    name,
    label: translate(`resources.vouchers.fields.${name}`),
    value: values[name] ?? '',
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.join(' '),
    fullWidth: true,
    size: 'small' as const,
    disabled: saved !== null && saved.status !== 'pending',
    ...extra,
  });
  const fail = (e: unknown) => {
    const body = e instanceof HttpError ? (e.body as { message?: string; errors?: Record<string, string[]> } | undefined) : undefined;
    if (!body?.errors) throw e;
    setErrors(body.errors);
    setMessage(body.message ?? null);
  };
  const save = async () => {
    try {
      const body = { ...values, expense_sub_category_id: values.expense_sub_category_id || undefined, account_id: values.pay_type === 'Cash' ? undefined : values.account_id };
      const r = saved ? await httpClient(`/api/vouchers/${saved.id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/vouchers/create/new', body);
      const voucher = r.json as Voucher;
      setErrors({});
      setMessage(null);
      setSaved(voucher);
      notify('app.vouchers.saved', { type: 'success' });
      if (!saved) navigate(voucherLinks(base).edit(voucher.id), { replace: true });
    } catch (e) {
      fail(e);
    }
  };
  const confirm = async () => {
    if (!saved) return;
    try {
      const r = await postJson(`/api/vouchers/confirm/voucher/${saved.id}`, {});
      setSaved(r.json as Voucher);
      setMessage(null);
      notify('app.vouchers.confirmed', { type: 'success' });
    } catch (e) {
      fail(e);
    }
  };
  const cheque = values.pay_type === 'Cheque';
  return (
    <>
      <PageHeader
        title={saved ? `${saved.code} · ${translate(`app.vouchers.status.${saved.status}`)}` : translate('app.vouchers.new')}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            {(!saved || saved.status === 'pending') && <Button variant="contained" onClick={() => void save()}>{translate('app.vouchers.save')}</Button>}
            {saved?.status === 'pending' && <Button variant="outlined" onClick={() => void confirm()}>{translate('app.vouchers.confirm')}</Button>}
            {saved && (
              <Button variant="outlined" href={`/api/vouchers/print/${saved.id}?locale=${locale}`} target="_blank" rel="noopener">
                {translate('app.vouchers.print')}
              </Button>
            )}
          </Stack>
        }
      />
      {message && <Alert severity="error" sx={{ mb: 2 }}>{message}</Alert>}
      <Paper sx={{ p: 2, maxWidth: 720 }}>
        <Stack spacing={2}>
          <TextField select {...field('supplier_id')}>{options.suppliers.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
          <TextField type="date" {...field('date', { slotProps: { inputLabel: { shrink: true } } })} />
          <TextField select {...field('pay_type')}>{PAY_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`app.vouchers.pay_types.${t}`)}</MenuItem>)}</TextField>
          {values.pay_type !== 'Cash' && (
            <TextField select {...field('account_id')}>{options.accounts.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
          )}
          {cheque && (
            <Stack direction="row" spacing={2}>
              <TextField {...field('cheque_number')} />
              <TextField type="date" {...field('post_date', { slotProps: { inputLabel: { shrink: true } } })} />
            </Stack>
          )}
          {cheque && (
            <Stack direction="row" spacing={2}>
              <TextField {...field('account_number')} />
              <TextField {...field('bank')} />
              <TextField {...field('branch')} />
            </Stack>
          )}
          <Stack direction="row" spacing={2}>
            <TextField select {...field('expense_category_id')}>{options.categories.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
            <TextField select {...field('expense_sub_category_id')}>{subCategories.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
          </Stack>
          <TextField {...field('amount', { slotProps: { htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } } })} />
          {saved && <Typography variant="body2" data-testid="amount-in-words">{locale === 'si' ? saved.amount_in_words_si : saved.amount_in_words}</Typography>}
          <TextField {...field('remarks')} multiline minRows={2} />
          <TextField {...field('note')} />
        </Stack>
      </Paper>
    </>
  );
}
