import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import KeyboardReturnOutlinedIcon from '@mui/icons-material/KeyboardReturnOutlined';
import { Confirm, useGetList, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { BillStage, BillView, Locale } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { CreatablePicker } from '../forms/CreatablePicker';
import { DocumentLoader, Panel } from '../forms/Panel';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { formatFigure } from '../records/recordFormat';
import { billActions, billAttachmentUrl, billPrintUrl } from './billActions';
import { BillLines, type BillOption, type BillProduct, type BillTaxOption } from './BillLines';
import { BillPayments } from './BillPayments';
import { BillStatusChip } from './BillStatusChip';
import { BillDue } from './BillColumns';
import { billLinks } from './billScreen';
import { billPaymentsBlockReverse, billStageOf } from './billStage';
import { useBillActions } from './useBillActions';
import { useBillForm, type BillForm } from './useBillForm';
import { useBillPermissions } from './useBillPermissions';
import { TotalRow } from '../forms/TotalRow';
import { useRecordPermissions } from '../records/recordLinks';
import { DEBIT_NOTE_SCREEN, debitNoteLinks } from '../debit-notes/debitNoteScreen';

// A stable empty list while a reference list loads, so what is made from it is not made again each render.
const NONE: never[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const SUPPLIERS = ['suppliers'];
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };

/** `bills/:id` and `bills/create`: a pending bill is edited here; a confirmed or reversed one is shown read-only. */
export function BillEditPage({ params }: PageProps) {
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader<BillView> id={id} queryKey={['bills']} load={billActions.getBill}>
      {/* A new stage (confirmed, reversed) is a new form: what the server now holds, read-only. */}
      {(bill) => <BillEditor key={bill ? `${bill.id}.${bill.stage}` : 'create'} bill={bill} />}
    </DocumentLoader>
  );
}

/** The records a bill picks from, through the dataProvider's cached lists. */
function useBillReferences() {
  const suppliers = useGetList<BillOption>('suppliers', ALL).data ?? NONE;
  const productRows = useGetList<BillProduct & { type: string }>('products', ALL).data;
  // Goods lines bring stock in, so they offer the products that keep stock.
  const products = useMemo(() => (productRows ?? NONE).filter((p) => p.type === 'Stockable'), [productRows]);
  const categories = useGetList<BillOption>('expenses-categories', ALL).data ?? NONE;
  const taxes = useGetList<BillTaxOption>('taxes', ALL).data ?? NONE;
  const rates = useMemo(() => new Map(taxes.map((tax) => [String(tax.id), tax.rate])), [taxes]);
  return { suppliers, products, categories, taxes, rates };
}

function BillEditor({ bill }: { bill: BillView | null }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useBillPermissions();
  const references = useBillReferences();
  const form = useBillForm(bill, can.create, references.rates);
  const queryClient = useQueryClient();
  const stage = bill ? billStageOf(bill) : 'pending';
  const readOnly = stage !== 'pending' || !(bill ? can.edit : can.create) || Boolean(bill?.deleted_at);
  const name = translate('resources.bills.name', { smart_count: 1 });
  const title = bill ? `${name} ${bill.code}` : translate('app.records.new', { name });
  const { draft, set, errorOf } = form;
  const field = (source: string) => translate(`resources.bills.fields.${source}`);
  const supplier = references.suppliers.find((s) => String(s.id) === draft.supplier_id) ?? null;

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="bill-editor">
      <PageHeader
        title={title}
        subtitle={bill ? <BillStatusChip status={bill.status} /> : undefined}
        actions={bill ? <BillHeaderActions bill={bill} locale={locale} /> : undefined}
      />
      {stage !== 'pending' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="bill-read-only">
          {translate(readOnlyNote(stage, bill))}
        </Alert>
      )}
      <Stack spacing={2}>
        <Panel title={translate('app.bills.supplier_section')}>
          <Box sx={grid}>
            <Box sx={{ gridColumn: { lg: 'span 2' } }}>
              <CreatablePicker
                resources={SUPPLIERS}
                options={references.suppliers}
                value={supplier}
                disabled={readOnly}
                onChange={(value) => set({ supplier_id: value ? String(value.id) : null })}
                renderInput={(params) => <TextField {...params} label={field('supplier_id')} autoFocus={!bill && !readOnly} {...errorOf('supplier_id')} />}
              />
            </Box>
            <TextField label={field('bill_number')} value={draft.bill_number} disabled={readOnly} onChange={(e) => set({ bill_number: e.target.value })} {...errorOf('bill_number')} />
            <TextField
              label={field('code')}
              value={form.code}
              disabled
              helperText={bill ? undefined : translate('app.bills.code_hint')}
              slotProps={{ htmlInput: { 'data-testid': 'bill-code' } }}
            />
            <TextField type="date" label={field('date')} value={draft.date} disabled={readOnly} onChange={(e) => set({ date: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} {...errorOf('date')} />
            <TextField
              type="date"
              label={field('due_date')}
              value={draft.due_date}
              disabled={readOnly}
              onChange={(e) => set({ due_date: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={errorOf('due_date').error}
              helperText={errorOf('due_date').helperText ?? (readOnly ? undefined : translate('app.bills.due_date_hint'))}
            />
            <TextField sx={{ gridColumn: { lg: 'span 2' } }} label={field('note')} value={draft.note} disabled={readOnly} onChange={(e) => set({ note: e.target.value })} {...errorOf('note')} />
          </Box>
        </Panel>
        <Panel title={translate('app.bills.lines.title')}>
          {errorOf('lines').error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorOf('lines').helperText}
            </Alert>
          )}
          <BillLines form={form} products={references.products} categories={references.categories} taxes={references.taxes} locale={locale} readOnly={readOnly} />
        </Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            {bill && stage !== 'pending' && (
              <Panel title={translate('app.bills.payments.title')}>
                <BillPayments billId={bill.id} base={base} locale={locale} />
              </Panel>
            )}
            <Panel title={translate('app.bills.attachment.label')}>
              {bill ? (
                <DocumentAttachment
                  url={billAttachmentUrl(bill.id)}
                  filename={bill.attachment}
                  canEdit={can.edit && !bill.deleted_at}
                  onChanged={() => queryClient.invalidateQueries({ queryKey: ['bills', 'document', bill.id] })}
                  messages="app.bills.attachment"
                  testId="bill-attachment"
                />
              ) : (
                <Alert severity="info" variant="outlined" data-testid="bill-attachment-later">
                  {translate('app.bills.attachment.save_first')}
                </Alert>
              )}
            </Panel>
          </Stack>
          <BillTotalsCard form={form} bill={bill} locale={locale} listPath={billLinks(base).list} readOnly={readOnly} canConfirm={can.confirm} />
        </Box>
      </Stack>
    </Box>
  );
}

interface BillTotalsCardProps {
  form: BillForm;
  bill: BillView | null;
  locale: Locale;
  listPath: string;
  readOnly: boolean;
  canConfirm: boolean;
}

/** The live totals beside the form (and, once confirmed, what the ledger says was paid and is due), with cancel, save and save & confirm. */
function BillTotalsCard({ form, bill, locale, listPath, readOnly, canConfirm }: BillTotalsCardProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const money = (value: string) => formatFigure(locale, 'money', value);
  const label = (name: string) => translate(`app.bills.totals.${name}`);
  const booked = bill && billStageOf(bill) === 'confirmed';
  return (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent data-testid="bill-totals">
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {label('title')}
        </Typography>
        <TotalRow label={label('sub_total')} value={money(form.totals.subTotal.toFixed())} testId="bill-total-sub_total" />
        <TotalRow label={label('tax_total')} value={money(form.totals.taxTotal.toFixed())} testId="bill-total-tax_total" />
        <Divider sx={{ my: 0.5 }} />
        <TotalRow label={label('grand_total')} value={money(form.totals.grandTotal.toFixed())} testId="bill-total-grand_total" strong />
        {booked && (
          <>
            <TotalRow label={label('paid')} value={money(bill.paid)} testId="bill-total-paid" />
            <TotalRow label={label('due')} value={<BillDue id={bill.id} supplierId={bill.supplier_id} value={bill.due} />} testId="bill-total-due" strong />
          </>
        )}
      </CardContent>
      <Divider />
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={() => navigate(listPath)}>{translate(readOnly ? 'app.records.back_to_list' : 'app.records.form.cancel')}</Button>
        {!readOnly && (
          <>
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={form.busy} onClick={() => form.save(false)}>
              {translate('app.bills.save')}
            </Button>
            {canConfirm && (
              <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={form.busy} onClick={() => form.save(true)}>
                {translate('app.bills.save_confirm')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Card>
  );
}

/** Why a saved bill cannot be edited, and what to do instead: reverse it, or first take its payments off. */
function readOnlyNote(stage: BillStage, bill: BillView | null): string {
  if (stage === 'reversed') return 'app.bills.reversed_read_only';
  return bill && billPaymentsBlockReverse(bill) ? 'app.bills.paid_read_only' : 'app.bills.confirmed_read_only';
}

/** A saved bill's header buttons: print; a confirmed bill's debit note; reverse a confirmed one nothing was paid on; delete; the last two asked first. */
function BillHeaderActions({ bill, locale }: { bill: BillView; locale: Locale }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const can = useBillPermissions();
  const actions = useBillActions();
  const canReturn = useRecordPermissions(DEBIT_NOTE_SCREEN).create;
  const [asking, setAsking] = useState<'reverse' | 'delete' | null>(null);
  const stage = billStageOf(bill);
  const live = !bill.deleted_at;
  const run = () => {
    if (asking === 'delete') {
      void actions.remove(bill.id).then((done) => (done ? navigate(billLinks(base).list) : setAsking(null)));
    } else {
      void actions.reverse(bill.id).finally(() => setAsking(null));
    }
  };
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {can.print && (
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} href={billPrintUrl(bill.id, locale)} target="_blank" rel="noopener">
          {translate('app.bills.print')}
        </Button>
      )}
      {live && stage === 'confirmed' && canReturn && (
        <Button variant="outlined" startIcon={<KeyboardReturnOutlinedIcon />} component={RouterLink} to={`${debitNoteLinks(base).create}?bill=${bill.id}`}>
          {translate('app.debit-notes.from_bill')}
        </Button>
      )}
      {live && stage === 'confirmed' && !billPaymentsBlockReverse(bill) && can.confirm && (
        <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setAsking('reverse')}>
          {translate('app.bills.reverse')}
        </Button>
      )}
      {/* A confirmed bill is in the books: it is reversed, not deleted. */}
      {live && stage !== 'confirmed' && can.delete && (
        <Button variant="text" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAsking('delete')}>
          {translate('app.records.delete')}
        </Button>
      )}
      <Confirm
        isOpen={asking !== null}
        title={translate('app.records.confirm.title')}
        content={translate(asking === 'reverse' ? 'app.bills.reverse_body' : 'app.records.confirm.delete_body')}
        confirm={translate(asking === 'reverse' ? 'app.bills.reverse_yes' : 'app.records.confirm.delete')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
