import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Divider, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Money, type VoucherFormView as Voucher } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { businessToday } from '../i18n/format';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { CreatablePicker } from '../forms/CreatablePicker';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useFormSource } from '../forms/useFormSource';
import { useRecordPermissions } from '../records/recordLinks';
import { VOUCHER_SCREEN, voucherLinks } from './voucherScreens';
import { emptyLine, VoucherExpenseLines, type ExpenseLine, type Option } from './VoucherExpenseLines';
import { applyOldestFirst, billPaymentOf, billRows, billTotals, formValues, linesOf, voucherBody, type BillPayment } from './voucherForm';
import { AllocationTable } from '../payments/AllocationTable';
import { formatFigure } from '../ledger/ledgerFormat';

// Cash first and the default: what a small business pays most bills with.
const PAY_TYPES = ['Cash', 'Bank', 'Cheque'] as const;
const PICK_LIST = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } } as const;
const SUPPLIERS = ['suppliers'];

/**
 * Each category's sub-categories, fetched once per category the voucher or a line uses; the key
 * starts with the resource, so one created from a line's picker refreshes its category's list.
 */
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
 * `vouchers/:id` (`create` for a new one): a supplier payment split into expense lines, each
 * charged to its expense category, and/or paying the supplier's open bills (the paid amount applied to
 * the oldest first, any over-payment kept as the supplier's credit); the voucher's amount is
 * their sum. Sub-category lists follow their category; a cheque's post date must lie after today.
 * Once saved, the supplier's bill can be attached.
 */
export function VoucherEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { base, locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { id = 'create' } = useParams();
  const [values, setValues] = useState<Record<string, string>>({ date: businessToday(), pay_type: 'Cash' });
  const { errors, message, refuse, clear } = useFormRefusal();
  const [saved, setSaved] = useState<Voucher | null>(null);
  const [lines, setLines] = useState<ExpenseLine[]>(() => [emptyLine()]);
  const [payment, setPayment] = useState<BillPayment>({ amounts: {}, paid: '' });
  // The allocations the last save sent, so a refusal on `bills.<i>.<field>` stands under its bill.
  const sentBills = useRef<{ bill_id: string }[]>([]);
  const can = useRecordPermissions(VOUCHER_SCREEN);
  const suppliers = useGetList<Option>('suppliers', PICK_LIST).data ?? [];
  const accounts = useGetList<Option>('bank-accounts', PICK_LIST).data ?? [];
  const categories = useGetList<Option>('expenses-categories', PICK_LIST).data ?? [];
  const subCategories = useSubCategories([...new Set(lines.map((l) => l.expense_category_id).filter(Boolean))]);

  const reread = useFormSource('vouchers', id, () => dataProvider.getVoucher(id), (voucher) => {
    setSaved(voucher);
    setValues(formValues(voucher));
    setLines(linesOf(voucher));
    setPayment(billPaymentOf(voucher));
  });

  const set = (name: string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
  };
  const chooseSupplier = (supplierId: string) => {
    setValues((v) => ({ ...v, supplier_id: supplierId }));
    // Another supplier's bills are not this one's to pay.
    setPayment({ amounts: {}, paid: '' });
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
    mutationFn: (confirm: boolean) => {
      const body = voucherBody(values, lines, { rows, payment });
      sentBills.current = body.bills as { bill_id: string }[];
      return dataProvider.saveVoucher(saved?.id ?? null, body, confirm);
    },
    onSuccess: (voucher, confirm) => {
      clear();
      setSaved(voucher);
      setLines(linesOf(voucher));
      setPayment(billPaymentOf(voucher));
      void queryClient.invalidateQueries({ queryKey: ['vouchers', 'open-bills'] });
      void queryClient.invalidateQueries({ queryKey: ['bills'] });
      void queryClient.invalidateQueries({ queryKey: ['vouchers', 'getList'] });
      notify(confirm ? 'app.vouchers.confirmed' : 'app.vouchers.saved', { type: 'success' });
      if (!saved) navigate(voucherLinks(base).edit(voucher.id), { replace: true });
    },
    onError: refuse,
  });
  const cheque = values.pay_type === 'Cheque';
  const locked = saved !== null && saved.status !== 'pending';
  const open = useQuery({
    queryKey: ['vouchers', 'open-bills', values.supplier_id],
    queryFn: () => dataProvider.getOpenBills(values.supplier_id),
    enabled: Boolean(values.supplier_id) && !locked,
  });
  const rows = billRows(saved, open.data, saved?.supplier_id === values.supplier_id, locked);
  const totals = billTotals(rows, payment);
  const paysBills = totals.allocated.isPositive();
  const billErrors: Record<string, string | undefined> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const at = /^bills\.(\d+)\.\w+$/.exec(key);
    const bill = at ? sentBills.current[Number(at[1])] : undefined;
    if (bill) billErrors[bill.bill_id] = messages.join(' ');
  }
  const b = (key: string, options?: object) => translate(`app.vouchers.bills.${key}`, options);
  const money = (value: string) => formatFigure(locale, value, 'money');
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
          <CreatablePicker
            resources={SUPPLIERS}
            options={suppliers}
            value={suppliers.find((o) => o.id === values.supplier_id) ?? null}
            disabled={locked}
            onChange={(supplier) => chooseSupplier(supplier ? String(supplier.id) : '')}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={translate('resources.vouchers.fields.supplier_id')}
                error={Boolean(errors.supplier_id)}
                helperText={errors.supplier_id?.join(' ')}
              />
            )}
          />
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
          <Box data-testid="voucher-bills">
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {b('title')}
            </Typography>
            {!values.supplier_id ? (
              <Typography variant="body2" color="text.secondary">{b('pick_supplier')}</Typography>
            ) : rows.length === 0 && !open.isPending ? (
              <Typography variant="body2" color="text.secondary" data-testid="voucher-no-bills">{b('none_open')}</Typography>
            ) : (
              <Stack spacing={1.5}>
                {!locked && (
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      label={b('paid_amount')}
                      value={payment.paid}
                      onChange={(e) => setPayment({ paid: e.target.value, amounts: applyOldestFirst(rows, e.target.value) })}
                      helperText={b('paid_amount_help')}
                      slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
                      sx={{ maxWidth: 320 }}
                    />
                    <Button
                      variant="outlined"
                      size="small"
                      sx={{ mt: 0.5 }}
                      onClick={() => {
                        const all = Money.sum(rows.map((r) => r.limit ?? '0')).toFixed();
                        setPayment({ paid: all, amounts: applyOldestFirst(rows, all) });
                      }}
                    >
                      {b('pay_in_full')}
                    </Button>
                  </Stack>
                )}
                <Box sx={{ overflowX: 'auto' }}>
                  <AllocationTable
                    rows={rows}
                    amounts={payment.amounts}
                    onChange={(billId, amount) => setPayment((current) => ({ ...current, amounts: { ...current.amounts, [billId]: amount } }))}
                    errors={billErrors}
                    readOnly={locked}
                    locale={locale}
                    limitLabel={b('due')}
                    amountLabel={b('amount')}
                    documentLabel={b('bill')}
                    dateLabel={b('date')}
                  />
                </Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, fontVariantNumeric: 'tabular-nums' }}>
                  <Typography variant="body2" color="text.secondary">{b('allocated')}</Typography>
                  <Typography variant="body2" align="right" data-testid="voucher-bills-allocated">{money(totals.allocated.toFixed())}</Typography>
                  {totals.over.isPositive() && (
                    <>
                      <Typography variant="body2" color="text.secondary">{b('over_payment')}</Typography>
                      <Typography variant="body2" align="right" color="secondary" data-testid="voucher-over-payment">{money(totals.over.toFixed())}</Typography>
                    </>
                  )}
                </Box>
                {open.data && Money.of(open.data.credit_balance).isPositive() && (
                  <Typography variant="caption" color="text.secondary">{b('credit_balance', { amount: money(open.data.credit_balance) })}</Typography>
                )}
              </Stack>
            )}
          </Box>
          <VoucherExpenseLines
            lines={lines}
            onChange={setLines}
            categories={categories}
            subCategories={subCategories}
            errors={errors}
            disabled={locked}
            also={paysBills ? totals.paid : undefined}
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
