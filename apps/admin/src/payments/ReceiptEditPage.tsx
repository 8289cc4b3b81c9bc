import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Money, parseMoney } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { useRecordPermissions } from '../records/recordLinks';
import { formatFigure } from '../records/recordFormat';
import { businessToday } from '../i18n/format';
import type { PageProps } from '../routing/pageProps';
import { AllocationTable, type AllocationRow } from './AllocationTable';
import { PaymentStatusChip } from './PaymentColumns';
import { allocationsOf, sumOf } from './paymentForm';
import { useAllocationSave } from './useAllocationSave';
import { confirmReceipt, fetchOpenInvoices, fetchReceipt, nextCode, saveReceipt, type PayType, type Receipt } from './paymentApi';
import { PaymentShareActions } from './PaymentShareActions';
import { RECEIPT_SCREEN, receiptLinks } from './paymentScreens';
import { DocumentLoader, Panel } from '../forms/Panel';
import { useNextCode } from '../forms/useNextCode';

const NEXT_RECEIPT = () => nextCode('receipt');

type Row = RaRecord & { name: string };
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const PAY_TYPES: PayType[] = ['Cheque', 'Bank', 'Cash', 'Credit'];
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/** `payments/:id` and `payments/create`: a pending receipt is edited here, a confirmed one shown. */
export function ReceiptEditPage({ params }: PageProps) {
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader id={id} queryKey={['payments']} load={fetchReceipt}>
      {(receipt) => <ReceiptEditor key={receipt ? `${receipt.id}.${receipt.status}` : 'create'} receipt={receipt} />}
    </DocumentLoader>
  );
}

function ReceiptEditor({ receipt }: { receipt: Receipt | null }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const links = receiptLinks(base);
  const can = useRecordPermissions(RECEIPT_SCREEN);
  const pending = !receipt || receipt.status === 'pending';
  const readOnly = !pending || !(receipt ? can.edit : can.create);

  const [form, setForm] = useState({
    customer_id: receipt?.customer_id ?? '',
    date: receipt?.date?.slice(0, 10) ?? businessToday(),
    pay_type: receipt?.pay_type ?? ('Cash' as PayType),
    account_id: receipt?.account_id ?? '',
    paid_amount: receipt?.paid_amount ?? '',
    cheque_number: receipt?.cheque_number ?? '',
    post_date: receipt?.post_date?.slice(0, 10) ?? '',
    bank: receipt?.bank ?? '',
    branch: receipt?.branch ?? '',
    account_number: receipt?.account_number ?? '',
    remark: receipt?.remark ?? '',
    note: receipt?.note ?? '',
  });
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries((receipt?.invoices ?? []).map((i) => [i.invoice_id, i.amount])));
  const { run, busy, errors, invoiceErrors } = useAllocationSave({
    screen: RECEIPT_SCREEN,
    id: receipt?.id ?? null,
    save: saveReceipt,
    confirm: confirmReceipt,
    changes: ['payments', 'invoices'],
    editPath: links.edit,
  });
  const [code] = useNextCode(receipt?.code, receipt || !can.create ? null : NEXT_RECEIPT);
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));

  const customers = useGetList<Row>('customers', ALL).data ?? [];
  const accounts = useGetList<Row>('bank-accounts', ALL).data ?? [];
  const open = useQuery({ queryKey: ['payments', 'open', form.customer_id], queryFn: () => fetchOpenInvoices(form.customer_id), enabled: Boolean(form.customer_id) && !readOnly });

  // A pending receipt's own invoices first (they may no longer be open), then the customer's open ones.
  const rows = useMemo<AllocationRow[]>(() => {
    const own: AllocationRow[] = (receipt?.invoices ?? [])
      .filter(() => readOnly || receipt?.customer_id === form.customer_id)
      .map((i) => ({ invoice_id: i.invoice_id, code: i.code ?? '', date: i.invoice_date, grand_total: i.grand_total, limit: i.due_amount }));
    if (readOnly) return own;
    const others = (open.data?.invoices ?? [])
      .filter((i) => Money.of(i.due_amount).isPositive() && !own.some((o) => o.invoice_id === i.id))
      .map((i) => ({ invoice_id: i.id, code: i.code, date: i.date, grand_total: i.grand_total, limit: i.due_amount }));
    return [...own.map((o) => ({ ...o, limit: open.data?.invoices.find((i) => i.id === o.invoice_id)?.due_amount ?? o.limit })), ...others];
  }, [receipt, readOnly, open.data, form.customer_id]);

  const applied = sumOf(Object.entries(amounts).filter(([id]) => rows.some((r) => r.invoice_id === id)).map(([, a]) => a));
  const paid = parseMoney(form.paid_amount);
  const over = paid.ok ? paid.value.minus(applied) : Money.ZERO;
  const outstanding = Money.sum(rows.map((r) => r.limit ?? '0'));
  const needsAccount = form.pay_type === 'Bank' || form.pay_type === 'Cheque';

  const save = (confirm: boolean) => {
    const sent = allocationsOf(rows.map((r) => r.invoice_id), amounts);
    const body = {
      ...form,
      account_id: needsAccount ? form.account_id || null : null,
      post_date: form.post_date || null,
      invoices: sent,
    };
    return run(body, sent, confirm);
  };

  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  const p = (key: string) => translate(`app.payments.${key}`);
  const name = translate('resources.payments.name', { smart_count: 1 });
  const title = receipt ? `${name} ${receipt.code}` : `${translate('app.records.new', { name })} ${code}`;
  const selectedCustomer = customers.find((c) => c.id === form.customer_id) ?? null;
  const money = (value: Money | string) => formatFigure(locale, 'money', typeof value === 'string' ? value : value.toFixed());

  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="receipt-editor">
      <PageHeader
        title={title}
        subtitle={receipt ? <PaymentStatusChip status={receipt.status} /> : undefined}
        actions={
          receipt && receipt.status === 'confirmed' ? <PaymentShareActions kind="receipt" id={receipt.id} canEmail={can.edit} /> : undefined
        }
      />
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="receipt-read-only">
          {p(receipt?.status === 'reversed' ? 'reversed_read_only' : 'confirmed_read_only')}
        </Alert>
      )}
      <Stack spacing={2}>
        <Panel title={p('receipt_section')}>
          <Box sx={grid}>
            <Autocomplete
              options={customers}
              value={selectedCustomer}
              disabled={readOnly}
              autoHighlight
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, value) => {
                set({ customer_id: value ? String(value.id) : '' });
                setAmounts({});
              }}
              renderInput={(params) => (
                <TextField {...params} label={label('customer')} autoFocus={!receipt} error={Boolean(errors.customer_id)} helperText={errors.customer_id} />
              )}
            />
            <TextField
              type="date"
              label={label('date')}
              value={form.date}
              disabled={readOnly}
              onChange={(e) => set({ date: e.target.value })}
              error={Boolean(errors.date)}
              helperText={errors.date}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={label('pay_type')}
              value={form.pay_type}
              disabled={readOnly}
              onChange={(e) => set({ pay_type: e.target.value as PayType })}
              error={Boolean(errors.pay_type)}
              helperText={errors.pay_type}
              slotProps={{ htmlInput: { 'data-testid': 'pay-type' } }}
            >
              {PAY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`app.payments.pay_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {needsAccount ? (
              <TextField
                select
                label={label('account')}
                value={form.account_id}
                disabled={readOnly}
                onChange={(e) => set({ account_id: e.target.value })}
                error={Boolean(errors.account_id)}
                helperText={errors.account_id}
              >
                {accounts.map((a) => (
                  <MenuItem key={String(a.id)} value={String(a.id)}>
                    {a.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label={form.pay_type === 'Credit' ? p('credit_balance') : label('account')}
                value={form.pay_type === 'Credit' ? money(open.data?.credit_balance ?? '0') : p('cash_account')}
                disabled
              />
            )}
            <TextField
              label={label('paid_amount')}
              value={form.paid_amount}
              disabled={readOnly}
              onChange={(e) => set({ paid_amount: e.target.value })}
              error={Boolean(errors.paid_amount)}
              helperText={errors.paid_amount}
              slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
            />
            <TextField label={p('remark')} value={form.remark} disabled={readOnly} onChange={(e) => set({ remark: e.target.value })} />
          </Box>
        </Panel>
        {form.pay_type === 'Cheque' && (
          <Panel title={p('cheque_section')}>
            <Box sx={grid}>
              <TextField
                label={p('cheque_number')}
                value={form.cheque_number}
                disabled={readOnly}
                onChange={(e) => set({ cheque_number: e.target.value })}
                error={Boolean(errors.cheque_number)}
                helperText={errors.cheque_number}
              />
              <TextField
                type="date"
                label={p('post_date')}
                value={form.post_date}
                disabled={readOnly}
                onChange={(e) => set({ post_date: e.target.value })}
                error={Boolean(errors.post_date)}
                helperText={errors.post_date}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField label={p('bank')} value={form.bank} disabled={readOnly} onChange={(e) => set({ bank: e.target.value })} />
              <TextField label={p('branch')} value={form.branch} disabled={readOnly} onChange={(e) => set({ branch: e.target.value })} />
              <TextField label={p('account_number')} value={form.account_number} disabled={readOnly} onChange={(e) => set({ account_number: e.target.value })} />
            </Box>
          </Panel>
        )}
        <Panel title={p('invoices_section')}>
          {!form.customer_id ? (
            <Typography color="text.secondary">{p('pick_customer')}</Typography>
          ) : rows.length === 0 && !open.isPending ? (
            <Typography color="text.secondary">{p('no_open_invoices')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <AllocationTable
                rows={rows}
                amounts={amounts}
                onChange={(invoiceId, amount) => setAmounts((current) => ({ ...current, [invoiceId]: amount }))}
                errors={invoiceErrors}
                readOnly={readOnly}
                locale={locale}
                limitLabel={p('due_amount')}
                amountLabel={p('amount_applied')}
              />
            </Box>
          )}
          {errors.invoices && <Alert severity="error">{errors.invoices}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 2, fontVariantNumeric: 'tabular-nums' }}>
            {!readOnly && (
              <>
                <Typography color="text.secondary">{p('open_outstanding')}</Typography>
                <Typography align="right">{money(outstanding)}</Typography>
              </>
            )}
            <Typography color="text.secondary">{p('total_applied')}</Typography>
            <Typography align="right" data-testid="total-applied">
              {money(applied)}
            </Typography>
            {over.isPositive() && (
              <>
                <Typography color="text.secondary">{p('over_payment')}</Typography>
                <Typography align="right" color="secondary" data-testid="over-payment">
                  {money(over)}
                </Typography>
              </>
            )}
          </Box>
        </Panel>
        <Panel title={p('note')}>
          <TextField fullWidth multiline minRows={2} label={p('note')} value={form.note} disabled={readOnly} onChange={(e) => set({ note: e.target.value })} />
        </Panel>
        {!readOnly && (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={busy} onClick={() => void save(false)}>
              {p('save')}
            </Button>
            {can.edit && (
              <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={busy} onClick={() => void save(true)}>
                {p('save_confirm')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
