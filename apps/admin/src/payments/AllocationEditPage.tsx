import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { useRecordPermissions } from '../records/recordLinks';
import { formatFigure } from '../records/recordFormat';
import { useAppDataProvider } from '../providers/dataProvider';
import type { PaymentDocuments, PaymentKind } from '../providers/paymentActions';
import type { PageProps } from '../routing/pageProps';
import { CreatablePicker } from '../forms/CreatablePicker';
import { DocumentLoader, Panel } from '../forms/Panel';
import { useNextCode } from '../forms/useNextCode';
import { AllocationTable } from './AllocationTable';
import { initialForm, RECEIPT_KIND, REFUND_KIND, type AllocationKind } from './allocationKinds';
import { ChequePanel, editorGrid, ReceiptMoneyFields, RefundMoneyFields } from './PaymentFields';
import { PaymentStatusChip } from './PaymentColumns';
import { RefundDeletedListPage } from './PaymentListPages';
import { PaymentShareActions } from './PaymentShareActions';
import { allocationsOf, appliedOldestFirst, type AllocationForm } from './paymentForm';
import { useAllocationSave } from './useAllocationSave';

type Row = RaRecord & { name: string };
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const CUSTOMERS = ['customers'];

const editedId = (params: PageProps['params']): string | null => (params.id && params.id !== 'create' ? params.id : null);

/** `payments/:id` and `payments/create`: a pending receipt is edited here, a confirmed one shown. */
export function ReceiptEditPage({ params }: PageProps) {
  return <AllocationDocument kind={RECEIPT_KIND} id={editedId(params)} />;
}

/**
 * `payments/refunds/:id` (and `create`). The route table has no refunds deleted-list route of its
 * own, so `payments/refunds/deleted-list` arrives here and is shown as the deleted list.
 */
export function RefundEditPage({ params }: PageProps) {
  if (params.id === 'deleted-list') return <RefundDeletedListPage />;
  return <AllocationDocument kind={REFUND_KIND} id={editedId(params)} />;
}

function AllocationDocument<K extends PaymentKind>({ kind, id }: { kind: AllocationKind<K>; id: string | null }) {
  const dataProvider = useAppDataProvider();
  return (
    <DocumentLoader id={id} queryKey={[kind.screen.name]} load={(docId) => dataProvider.getPaymentDocument(kind.kind, docId)}>
      {(document) => <AllocationEditor key={document ? `${document.id}.${document.status}` : 'create'} kind={kind} document={document} />}
    </DocumentLoader>
  );
}

/** One editor for the documents that allocate money to invoices: receipts and refunds. */
function AllocationEditor<K extends PaymentKind>({ kind, document }: { kind: AllocationKind<K>; document: PaymentDocuments[K] | null }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { base, locale } = useWorkspace();
  const can = useRecordPermissions(kind.screen);
  const pending = !document || document.status === 'pending';
  const readOnly = !pending || !(document ? can.edit : can.create);

  // Record payment on an invoice opens a new receipt for its customer with `?invoice=<id>&customer=<id>`.
  const [search] = useSearchParams();
  const cameFrom = !document && kind.kind === 'receipt' ? search.get('invoice') : null;
  const [form, setForm] = useState<AllocationForm>(() => ({ ...initialForm(document), ...(cameFrom ? { customer_id: search.get('customer') ?? '' } : {}) }));
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries((document?.invoices ?? []).map((i) => [i.invoice_id, i.amount])));
  // A receipt's paid amount applies itself until an applied amount is typed; typing the paid amount again re-applies it.
  const [autoApply, setAutoApply] = useState(!document && kind.kind === 'receipt');
  const { run, busy, errors, invoiceErrors } = useAllocationSave(kind, document?.id ?? null, base);
  const nextCode = useMemo(() => (document || !can.create ? null : () => dataProvider.nextPaymentCode(kind.kind)), [document, can.create, dataProvider, kind.kind]);
  const [code] = useNextCode(document?.code, kind.kind, nextCode);
  const set = (change: Partial<AllocationForm>) => setForm((current) => ({ ...current, ...change }));

  const customers = useGetList<Row>('customers', ALL).data ?? [];
  const accounts = useGetList<Row>('bank-accounts', ALL).data ?? [];
  const open = useQuery({
    queryKey: ['payments', 'open', form.customer_id],
    queryFn: () => dataProvider.getOpenInvoices(form.customer_id),
    enabled: Boolean(form.customer_id) && !readOnly,
  });
  const rows = useMemo(() => kind.rows(document, open.data, form, readOnly), [kind, document, open.data, form, readOnly]);
  const owedByOrigin = rows.find((r) => r.invoice_id === cameFrom)?.limit;
  useEffect(() => {
    if (cameFrom && owedByOrigin && form.paid_amount === '') setForm((current) => ({ ...current, paid_amount: owedByOrigin }));
  }, [cameFrom, owedByOrigin, form.paid_amount]);
  useEffect(() => {
    if (autoApply) setAmounts(appliedOldestFirst(rows, form.paid_amount, cameFrom));
  }, [autoApply, rows, form.paid_amount, cameFrom]);
  const totals = kind.totals(rows, amounts, form, readOnly);

  const save = (confirm: boolean) => {
    const sent = allocationsOf(
      rows.map((r) => r.invoice_id),
      amounts,
    );
    return run(kind.body(form, sent), sent, confirm);
  };

  const p = (key: string) => translate(`app.payments.${key}`);
  const name = translate(`resources.${kind.screen.name}.name`, { smart_count: 1 });
  const title = document ? `${name} ${document.code}` : `${translate('app.records.new', { name })} ${code}`;
  const money = (value: string) => formatFigure(locale, 'money', value);
  const setMoney = (change: Partial<AllocationForm>) => {
    if (change.paid_amount !== undefined && kind.kind === 'receipt') setAutoApply(true);
    set(change);
  };
  const fieldProps = { form, set: setMoney, errors, readOnly, accounts, creditBalance: money(open.data?.credit_balance ?? '0') };

  return (
    <Box sx={{ maxWidth: 1200 }} data-testid={`${kind.kind}-editor`}>
      <PageHeader
        title={title}
        subtitle={document ? <PaymentStatusChip status={document.status} /> : undefined}
        actions={document && document.status === 'confirmed' ? <PaymentShareActions kind={kind.kind} id={document.id} canEmail={can.edit} /> : undefined}
      />
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={`${kind.kind}-read-only`}>
          {p(document?.status === 'reversed' ? 'reversed_read_only' : kind.labels.readOnly)}
        </Alert>
      )}
      <Stack spacing={2}>
        <Panel title={kind.labels.section ? p(kind.labels.section) : name}>
          <Box sx={editorGrid}>
            <CreatablePicker
              resources={CUSTOMERS}
              options={customers}
              value={customers.find((c) => c.id === form.customer_id) ?? null}
              disabled={readOnly}
              onChange={(value) => {
                set({ customer_id: value ? String(value.id) : '' });
                setAmounts({});
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate(`resources.${kind.screen.name}.fields.customer`)}
                  autoFocus={!document}
                  error={Boolean(errors.customer_id)}
                  helperText={errors.customer_id}
                />
              )}
            />
            <TextField
              type="date"
              label={translate(`resources.${kind.screen.name}.fields.date`)}
              value={form.date}
              disabled={readOnly}
              onChange={(e) => set({ date: e.target.value })}
              error={Boolean(errors.date)}
              helperText={errors.date}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {kind.kind === 'receipt' ? <ReceiptMoneyFields {...fieldProps} /> : <RefundMoneyFields {...fieldProps} />}
            <TextField label={p('remark')} value={form.remark} disabled={readOnly} onChange={(e) => set({ remark: e.target.value })} />
          </Box>
        </Panel>
        {kind.kind === 'receipt' && form.pay_type === 'Cheque' && <ChequePanel form={form} set={set} errors={errors} readOnly={readOnly} />}
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
                onChange={(invoiceId, amount) => {
                  setAutoApply(false);
                  setAmounts((current) => ({ ...current, [invoiceId]: amount }));
                }}
                errors={invoiceErrors}
                readOnly={readOnly}
                locale={locale}
                limitLabel={p(kind.labels.limit)}
                amountLabel={p(kind.labels.amount)}
                showPaid={kind.showPaid}
              />
            </Box>
          )}
          {errors.invoices && <Alert severity="error">{errors.invoices}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 2, fontVariantNumeric: 'tabular-nums' }}>
            {totals.map((line) => (
              <Box key={line.key} sx={{ display: 'contents' }}>
                <Typography color="text.secondary">{p(line.key)}</Typography>
                <Typography align="right" color={line.tone} data-testid={line.testId}>
                  {money(line.value.toFixed())}
                </Typography>
              </Box>
            ))}
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
