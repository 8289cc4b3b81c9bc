import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Divider, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { VoucherFormView as Voucher } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { businessToday } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useFormSource } from '../forms/useFormSource';
import { useRecordPermissions } from '../records/recordLinks';
import { VOUCHER_SCREEN, voucherLinks } from './voucherScreens';
import { emptyLine, VoucherExpenseLines, type ExpenseLine, type Option } from './VoucherExpenseLines';
import { formValues, linesOf, voucherBody } from './voucherForm';

const PAY_TYPES = ['Cheque', 'Bank', 'Cash'] as const;
const PICK_LIST = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } } as const;

/** Each category's sub-categories, fetched once per category the voucher or a line uses. */
function useSubCategories(categoryIds: readonly string[]): Record<string, Option[]> {
  const dataProvider = useAppDataProvider();
  return useQueries({
    queries: categoryIds.map((categoryId) => ({
      queryKey: ['expenses-sub-categories', 'by-category', categoryId],
      queryFn: () => dataProvider.getExpenseSubCategories(categoryId),
      staleTime: Infinity,
    })),
    combine: (results) => Object.fromEntries(results.flatMap((r, i) => (r.data ? [[categoryIds[i], r.data]] : []))),
  });
}

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
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { id = 'create' } = useParams();
  const [values, setValues] = useState<Record<string, string>>({ date: businessToday(), pay_type: 'Cheque' });
  const { errors, message, refuse, clear } = useFormRefusal();
  const [saved, setSaved] = useState<Voucher | null>(null);
  const [lines, setLines] = useState<ExpenseLine[]>(() => [emptyLine()]);
  const can = useRecordPermissions(VOUCHER_SCREEN);
  const suppliers = useGetList<Option>('suppliers', PICK_LIST).data ?? [];
  const accounts = useGetList<Option>('bank-accounts', PICK_LIST).data ?? [];
  const categories = useGetList<Option>('expenses-categories', PICK_LIST).data ?? [];
  const subCategories = useSubCategories([...new Set([values.expense_category_id, ...lines.map((l) => l.expense_category_id)].filter(Boolean))]);

  const reread = useFormSource('vouchers', id, () => dataProvider.getVoucher(id), (voucher) => {
    setSaved(voucher);
    setValues(formValues(voucher));
    setLines(linesOf(voucher));
  });

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
  // Confirming sends the form too: what is on screen is saved and booked in one request, so an
  // edit made before Confirm is neither lost nor left saved when the confirm is refused.
  const save = useMutation({
    mutationFn: (confirm: boolean) => dataProvider.saveVoucher(saved?.id ?? null, voucherBody(values, lines), confirm),
    onSuccess: (voucher, confirm) => {
      clear();
      setSaved(voucher);
      setLines(linesOf(voucher));
      void queryClient.invalidateQueries({ queryKey: ['vouchers', 'getList'] });
      notify(confirm ? 'app.vouchers.confirmed' : 'app.vouchers.saved', { type: 'success' });
      if (!saved) navigate(voucherLinks(base).edit(voucher.id), { replace: true });
    },
    onError: refuse,
  });
  const cheque = values.pay_type === 'Cheque';
  const locked = saved !== null && saved.status !== 'pending';
  return (
    <>
      <PageHeader
        title={saved ? `${saved.code} · ${translate(`app.vouchers.status.${saved.status}`)}` : translate('app.vouchers.new')}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            {(!saved || saved.status === 'pending') && <Button variant="contained" onClick={() => save.mutate(false)}>{translate('app.vouchers.save')}</Button>}
            {saved?.status === 'pending' && <Button variant="outlined" onClick={() => save.mutate(true)}>{translate('app.vouchers.confirm')}</Button>}
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
          <TextField select {...field('supplier_id')}>{suppliers.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
          <TextField type="date" {...field('date', { slotProps: { inputLabel: { shrink: true } } })} />
          <TextField select {...field('pay_type')}>{PAY_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`app.vouchers.pay_types.${t}`)}</MenuItem>)}</TextField>
          {values.pay_type !== 'Cash' && (
            <TextField select {...field('account_id')}>{accounts.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
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
            <TextField select {...field('expense_category_id')}>{categories.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}</TextField>
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
            categories={categories}
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
              onChanged={reread}
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
