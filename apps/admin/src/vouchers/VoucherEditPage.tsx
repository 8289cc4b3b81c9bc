import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Divider, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import { businessToday } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { useRecordPermissions } from '../records/recordLinks';
import { VOUCHER_SCREEN, voucherLinks } from './voucherScreens';
import { emptyLine, totalOf, VoucherExpenseLines, type ExpenseLine, type Option } from './VoucherExpenseLines';

interface Voucher extends Record<string, unknown> {
  id: string;
  code: string;
  status: 'pending' | 'confirmed' | 'reversed';
  expenses: { description: string | null; expense_category_id: string; expense_sub_category_id?: string | null; amount: string }[];
  attachment: string | null;
  deleted_at: string | null;
}

const linesOf = (voucher: Voucher): ExpenseLine[] =>
  voucher.expenses.map((line) => ({
    ...emptyLine(line.expense_category_id),
    expense_sub_category_id: line.expense_sub_category_id ?? '',
    description: line.description ?? '',
    amount: line.amount,
  }));

const PAY_TYPES = ['Cheque', 'Bank', 'Cash'] as const;
const OPTION_LISTS = { suppliers: '/api/suppliers', accounts: '/api/bank-accounts', categories: '/api/expenses-categories' };

/**
 * `vouchers/:id` (`create` for a new one): a supplier payment charged to an expense category,
 * split into expense lines whose total is the voucher's amount. Sub-category lists follow their
 * category; a cheque's post date must lie after today. Once saved, the supplier's bill can be attached.
 */
export function VoucherEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { base, locale } = useWorkspace();
  const { id = 'create' } = useParams();
  const [values, setValues] = useState<Record<string, string>>({ date: businessToday(), pay_type: 'Cheque' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<Voucher | null>(null);
  const [options, setOptions] = useState<Record<keyof typeof OPTION_LISTS, Option[]>>({ suppliers: [], accounts: [], categories: [] });
  const [subCategories, setSubCategories] = useState<Record<string, Option[]>>({});
  const [lines, setLines] = useState<ExpenseLine[]>(() => [emptyLine()]);
  const can = useRecordPermissions(VOUCHER_SCREEN);

  const load = useCallback(async () => {
    const voucher = (await httpClient(`/api/vouchers/${id}`)).json as Voucher;
    setSaved(voucher);
    setValues(Object.fromEntries(Object.entries(voucher).map(([k, v]) => [k, v === null || typeof v === 'object' ? '' : String(v)])));
    setLines(linesOf(voucher));
  }, [id]);

  useEffect(() => {
    void Promise.all(Object.entries(OPTION_LISTS).map(async ([key, url]) => [key, (await httpClient(`${url}?range=[0,199]`)).json] as const)).then((lists) =>
      setOptions(Object.fromEntries(lists) as Record<keyof typeof OPTION_LISTS, Option[]>),
    );
    if (id !== 'create') void load();
  }, [id, load]);

  // Each category's sub-categories, fetched once when the voucher or a line first uses it.
  const usedCategories = [...new Set([values.expense_category_id, ...lines.map((l) => l.expense_category_id)].filter(Boolean))].sort().join(',');
  const requested = useRef(new Set<string>());
  useEffect(() => {
    for (const categoryId of usedCategories.split(',').filter(Boolean)) {
      if (requested.current.has(categoryId)) continue;
      requested.current.add(categoryId);
      void httpClient(`/api/expenses-sub-categories/get-by-category/${categoryId}`).then((r) => setSubCategories((k) => ({ ...k, [categoryId]: r.json as Option[] })));
    }
  }, [usedCategories]);

  const set = (name: string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value, ...(name === 'expense_category_id' ? { expense_sub_category_id: '' } : {}) }));
    // The voucher's category is where a line without one of its own goes: show it there.
    if (name === 'expense_category_id') setLines((current) => current.map((line) => (line.expense_category_id ? line : { ...line, expense_category_id: e.target.value })));
  };
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
      const expenses = lines.map((line) => ({
        expense_category_id: line.expense_category_id || undefined,
        expense_sub_category_id: line.expense_sub_category_id || undefined,
        description: line.description,
        amount: line.amount,
      }));
      const body = {
        ...values,
        expense_sub_category_id: values.expense_sub_category_id || undefined,
        account_id: values.pay_type === 'Cash' ? undefined : values.account_id,
        expenses,
        amount: totalOf(lines).toFixed(),
      };
      const r = saved ? await httpClient(`/api/vouchers/${saved.id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/vouchers/create/new', body);
      const voucher = r.json as Voucher;
      setErrors({});
      setMessage(null);
      setSaved(voucher);
      setLines(linesOf(voucher));
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
  const locked = saved !== null && saved.status !== 'pending';
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
      <Paper sx={{ p: 2, maxWidth: 960 }}>
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
            <TextField select {...field('expense_sub_category_id')}>
              <MenuItem value="">
                <em>{translate('app.vouchers.lines.none')}</em>
              </MenuItem>
              {(subCategories[values.expense_category_id] ?? []).map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
            </TextField>
          </Stack>
          <VoucherExpenseLines
            lines={lines}
            onChange={setLines}
            categories={options.categories}
            subCategories={subCategories}
            errors={errors}
            disabled={locked}
          />
          <TextField {...field('remarks')} multiline minRows={2} />
          <TextField {...field('note')} />
          <Divider />
          {saved ? (
            <DocumentAttachment
              url={`/api/vouchers/attachment/${saved.id}`}
              filename={saved.attachment}
              canEdit={can.edit && !saved.deleted_at}
              onChanged={load}
              messages="app.vouchers.attachment"
              testId="voucher-attachment"
            />
          ) : (
            <Alert severity="info" variant="outlined" data-testid="voucher-attachment-later">
              {translate('app.vouchers.attachment.save_first')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
}
