import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Money } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { useRecordPermissions } from '../records/recordLinks';
import { formatFigure } from '../records/recordFormat';
import { businessToday } from '../i18n/format';
import type { PageProps } from '../routing/pageProps';
import { AllocationTable, type AllocationRow } from './AllocationTable';
import { PaymentStatusChip } from './PaymentColumns';
import { RefundDeletedListPage } from './PaymentListPages';
import { DocumentLoader, Panel } from '../forms/Panel';
import { useNextCode } from '../forms/useNextCode';
import { allocationsOf, sumOf } from './paymentForm';
import { useAllocationSave } from './useAllocationSave';
import { confirmRefund, fetchOpenInvoices, fetchRefund, nextCode, saveRefund, type Refund, type RefundType } from './paymentApi';
import { REFUND_SCREEN, refundLinks } from './paymentScreens';
import { PaymentShareActions } from './PaymentShareActions';

const NEXT_REFUND = () => nextCode('refund');

type Row = RaRecord & { name: string };
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const TYPES: RefundType[] = ['Cash Refund', 'Credit Refund'];
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/**
 * `payments/refunds/:id` (and `create`). The route table has no refunds deleted-list route of its
 * own, so `payments/refunds/deleted-list` arrives here and is shown as the deleted list.
 */
export function RefundEditPage(props: PageProps) {
  if (props.params.id === 'deleted-list') return <RefundDeletedListPage />;
  return <RefundDocument id={props.params.id && props.params.id !== 'create' ? props.params.id : null} />;
}

function RefundDocument({ id }: { id: string | null }) {
  return (
    <DocumentLoader id={id} queryKey={['payments/refunds']} load={fetchRefund}>
      {(refund) => <RefundEditor key={refund ? `${refund.id}.${refund.status}` : 'create'} refund={refund} />}
    </DocumentLoader>
  );
}

function RefundEditor({ refund }: { refund: Refund | null }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useRecordPermissions(REFUND_SCREEN);
  const pending = !refund || refund.status === 'pending';
  const readOnly = !pending || !(refund ? can.edit : can.create);
  const [form, setForm] = useState({
    customer_id: refund?.customer_id ?? '',
    date: refund?.date?.slice(0, 10) ?? businessToday(),
    refund_type: refund?.refund_type ?? ('Cash Refund' as RefundType),
    account_id: refund?.account_id ?? '',
    remark: refund?.remark ?? '',
  });
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries((refund?.invoices ?? []).map((i) => [i.invoice_id, i.amount])));
  const { run, busy, errors, invoiceErrors } = useAllocationSave({
    screen: REFUND_SCREEN,
    id: refund?.id ?? null,
    save: saveRefund,
    confirm: confirmRefund,
    changes: ['payments/refunds', 'payments'],
    editPath: refundLinks(base).edit,
  });
  const [code] = useNextCode(refund?.code, refund || !can.create ? null : NEXT_REFUND);
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));

  const customers = useGetList<Row>('customers', ALL).data ?? [];
  const accounts = useGetList<Row>('bank-accounts', ALL).data ?? [];
  const open = useQuery({ queryKey: ['payments', 'open', form.customer_id], queryFn: () => fetchOpenInvoices(form.customer_id), enabled: Boolean(form.customer_id) && !readOnly });

  const rows = useMemo<AllocationRow[]>(() => {
    if (readOnly) {
      return (refund?.invoices ?? []).map((i) => ({ invoice_id: i.invoice_id, code: i.code ?? '', date: i.invoice_date, grand_total: i.grand_total, paid: i.paid_amount, limit: null }));
    }
    return (open.data?.invoices ?? [])
      .filter((i) => Money.of(i.refundable_amount).isPositive() || refund?.invoices.some((o) => o.invoice_id === i.id))
      .map((i) => ({ invoice_id: i.id, code: i.code, date: i.date, grand_total: i.grand_total, paid: i.paid_amount, limit: i.refundable_amount }));
  }, [refund, readOnly, open.data]);
  const total = sumOf(Object.entries(amounts).filter(([id]) => rows.some((r) => r.invoice_id === id)).map(([, a]) => a));

  const save = (confirm: boolean) => {
    const sent = allocationsOf(rows.map((r) => r.invoice_id), amounts);
    return run({ ...form, account_id: form.refund_type === 'Cash Refund' ? form.account_id || null : null, invoices: sent }, sent, confirm);
  };

  const label = (field: string) => translate(`resources.payments/refunds.fields.${field}`);
  const p = (key: string) => translate(`app.payments.${key}`);
  const name = translate('resources.payments/refunds.name', { smart_count: 1 });
  const title = refund ? `${name} ${refund.code}` : `${translate('app.records.new', { name })} ${code}`;

  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="refund-editor">
      <PageHeader
        title={title}
        subtitle={refund ? <PaymentStatusChip status={refund.status} /> : undefined}
        actions={refund && refund.status === 'confirmed' ? <PaymentShareActions kind="refund" id={refund.id} canEmail={can.edit} /> : undefined}
      />
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {p(refund?.status === 'reversed' ? 'reversed_read_only' : 'refund_read_only')}
        </Alert>
      )}
      <Stack spacing={2}>
        <Panel title={name}>
          <Box sx={grid}>
            <Autocomplete
              options={customers}
              value={customers.find((c) => c.id === form.customer_id) ?? null}
              disabled={readOnly}
              autoHighlight
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, value) => {
                set({ customer_id: value ? String(value.id) : '' });
                setAmounts({});
              }}
              renderInput={(params) => <TextField {...params} label={label('customer')} error={Boolean(errors.customer_id)} helperText={errors.customer_id} />}
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
              label={label('refund_type')}
              value={form.refund_type}
              disabled={readOnly}
              onChange={(e) => set({ refund_type: e.target.value as RefundType })}
              error={Boolean(errors.refund_type)}
              helperText={errors.refund_type}
            >
              {TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`app.payments.refund_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {form.refund_type === 'Cash Refund' ? (
              <TextField
                select
                label={label('account')}
                value={form.account_id || 'cash'}
                disabled={readOnly}
                onChange={(e) => set({ account_id: e.target.value === 'cash' ? '' : e.target.value })}
                error={Boolean(errors.account_id)}
                helperText={errors.account_id}
              >
                <MenuItem value="cash">{p('cash_account')}</MenuItem>
                {accounts.map((a) => (
                  <MenuItem key={String(a.id)} value={String(a.id)}>
                    {a.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField label={p('credit_balance')} value={formatFigure(locale, 'money', open.data?.credit_balance ?? '0')} disabled />
            )}
            <TextField label={p('remark')} value={form.remark} disabled={readOnly} onChange={(e) => set({ remark: e.target.value })} />
          </Box>
        </Panel>
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
                limitLabel={p('refundable')}
                amountLabel={p('refund_amount')}
                showPaid
              />
            </Box>
          )}
          {errors.invoices && <Alert severity="error">{errors.invoices}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 3, mt: 2, fontVariantNumeric: 'tabular-nums' }}>
            <Typography color="text.secondary">{p('total_refund')}</Typography>
            <Typography data-testid="total-refund">{formatFigure(locale, 'money', total.toFixed())}</Typography>
          </Box>
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
