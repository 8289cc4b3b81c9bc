import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Divider, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { Confirm, useGetList, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Money, type CreditNoteLineRequest, type CreditNoteView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { DocumentLoader, Panel } from '../forms/Panel';
import { formatFigure } from '../records/recordFormat';
import { useRecordPermissions } from '../records/recordLinks';
import { useRecordNotify, type RecordEvent } from '../records/useRecordNotify';
import { userCanAccess } from '../providers/canAccess';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { businessToday, formatDate } from '../i18n/format';
import { creditNoteActions } from './creditNoteActions';
import { CreditNoteStageChip } from './CreditNoteListPages';
import { CREDIT_NOTE_SCREEN, creditNoteLinks } from './creditNoteScreen';
import { TotalRow } from '../forms/TotalRow';

const NONE: never[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
const figure = { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const };

interface Named {
  id: string;
  name: string;
}
interface InvoiceRow {
  id: string;
  code: string;
  date: string;
  status: string;
  due: string;
}

/** `credit-notes/create` (from an invoice with `?invoice=<id>`) and `credit-notes/:id`: a new note is written here; a saved one is shown with its actions. */
export function CreditNoteEditPage({ params }: PageProps) {
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader<CreditNoteView> id={id} queryKey={['credit-notes']} load={creditNoteActions.getCreditNote}>
      {(note) => (note ? <CreditNoteShow key={`${note.id}.${note.stage}`} note={note} /> : <CreditNoteCreate />)}
    </DocumentLoader>
  );
}

/** What the user may do with credit notes; confirming, reversing and spending the credit all post to the books, so all ask `confirm`. */
function useCreditNotePermissions() {
  const can = useRecordPermissions(CREDIT_NOTE_SCREEN);
  const { user } = useWorkspace();
  return useMemo(() => ({ ...can, confirm: userCanAccess(user, 'confirm', CREDIT_NOTE_SCREEN.permission) }), [can, user]);
}

/** The customer's invoices, newest first, as the invoices list answers them. */
function useCustomerInvoices(customerId: string | null) {
  return useGetList<InvoiceRow>(
    'invoices',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'date', order: 'DESC' }, filter: { customer_id: customerId } },
    { enabled: Boolean(customerId) },
  ).data ?? NONE;
}

interface ReductionLine {
  description: string;
  unit_price: string;
  quantity: string;
}

/**
 * A new credit note: the customer, then either one of their confirmed invoices and how much of
 * each line comes back, or, without an invoice, the price reduction's lines and taxes. The server
 * prices it by the invoice's own rules; saving and confirming is one request.
 */
function CreditNoteCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, locale } = useWorkspace();
  const can = useCreditNotePermissions();
  const notify = useRecordNotify(CREDIT_NOTE_SCREEN);
  const [search] = useSearchParams();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(search.get('invoice'));
  const [date, setDate] = useState(businessToday());
  const [note, setNote] = useState('');
  const [returns, setReturns] = useState<Record<number, string>>({});
  const [reductions, setReductions] = useState<ReductionLine[]>([{ description: '', unit_price: '', quantity: '1' }]);
  const [taxIds, setTaxIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const customers = useGetList<Named>('customers', ALL).data ?? NONE;
  const taxes = useGetList<Named & { rate: string }>('taxes', ALL).data ?? NONE;
  const invoices = useCustomerInvoices(customerId).filter((row) => row.status !== 'pending' && row.status !== 'reversed');
  const invoice = useQuery({ queryKey: ['invoices', 'document', invoiceId], queryFn: () => creditNoteActions.getInvoice(invoiceId ?? ''), enabled: Boolean(invoiceId) }).data;
  // Opened from an invoice: its customer is the note's.
  useEffect(() => {
    if (invoice?.customer_id && !customerId) setCustomerId(invoice.customer_id);
  }, [invoice, customerId]);

  const field = (source: string) => translate(`resources.credit-notes.fields.${source}`);
  const text = (key: string) => translate(`app.credit-notes.${key}`);
  const errorOf = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  // The body's lines are the returned ones only, in the invoice's order: their errors come back under the body's index.
  const returned = invoice ? invoice.lines.flatMap((_line, index) => (returns[index]?.trim() ? [index] : [])) : [];
  const lines: CreditNoteLineRequest[] = invoiceId
    ? returned.map((index) => ({ invoice_line: index, description: null, unit_price: null, quantity: returns[index] ?? '' }))
    : reductions.map((line) => ({ invoice_line: null, description: line.description, unit_price: line.unit_price, quantity: line.quantity }));
  const lineError = (index: number, name: string) => errors[`lines.${index}.${name}`] ?? errors[`lines.${index}`];

  const save = useMutation({
    mutationFn: async (confirm: boolean) => {
      setErrors({});
      const event: RecordEvent = confirm ? 'confirm' : 'create';
      try {
        const saved = await creditNoteActions.saveCreditNote(null, { customer_id: customerId ?? '', invoice_id: invoiceId, date, note: note || null, tax_ids: invoiceId ? [] : taxIds, lines }, confirm);
        notify.success(event);
        return saved;
      } catch (failure) {
        notify.failure(event, failure);
        setErrors(fieldErrorsOf(failure));
        return null;
      }
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: ['credit-notes'] });
      navigate(creditNoteLinks(base).edit(saved.id), { replace: true });
    },
  });

  const customer = customers.find((c) => String(c.id) === customerId) ?? null;
  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="credit-note-editor">
      <PageHeader title={translate('app.records.new', { name: translate('resources.credit-notes.name', { smart_count: 1 }) })} />
      <Stack spacing={2}>
        <Panel title={text('customer_section')}>
          <Box sx={grid}>
            <Autocomplete
              options={customers}
              value={customer}
              autoHighlight
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
              onChange={(_event, value) => {
                setCustomerId(value ? String(value.id) : null);
                setInvoiceId(null);
                setReturns({});
              }}
              renderInput={(params) => <TextField {...params} label={field('customer_id')} {...errorOf('customer_id')} />}
            />
            <TextField
              select
              label={field('invoice_id')}
              value={invoiceId ?? ''}
              onChange={(event) => {
                setInvoiceId(event.target.value || null);
                setReturns({});
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'credit-note-invoice' } }}
              {...errorOf('invoice_id')}
            >
              <MenuItem value="">{text('no_invoice')}</MenuItem>
              {invoice && !invoices.some((row) => String(row.id) === invoice.id) && <MenuItem value={invoice.id}>{invoice.code}</MenuItem>}
              {invoices.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>
                  {`${row.code} · ${formatDate(locale, String(row.date).slice(0, 10))}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField type="date" label={field('date')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...errorOf('date')} />
            <TextField label={field('note')} value={note} onChange={(e) => setNote(e.target.value)} {...errorOf('note')} />
          </Box>
        </Panel>
        <Panel title={text(invoiceId ? 'returns.title' : 'reduction.title')}>
          {errors.lines && <Alert severity="error" sx={{ mb: 1 }}>{errors.lines}</Alert>}
          {invoiceId && invoice && (
            <Table size="small" data-testid="credit-note-returns">
              <TableHead>
                <TableRow>
                  <TableCell>{text('lines.description')}</TableCell>
                  <TableCell sx={figure}>{text('returns.sold')}</TableCell>
                  <TableCell sx={figure}>{text('lines.unit_price')}</TableCell>
                  <TableCell sx={{ width: 160 }}>{text('returns.return')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line, index) => {
                  const at = returned.indexOf(index);
                  const error = at >= 0 ? lineError(at, 'quantity') : undefined;
                  return (
                    <TableRow key={index}>
                      <TableCell>{line.description}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'money', line.price)}</TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={returns[index] ?? ''}
                          onChange={(e) => setReturns((current) => ({ ...current, [index]: e.target.value }))}
                          error={Boolean(error)}
                          helperText={error}
                          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${text('returns.return')} ${line.description}` } }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {!invoiceId && (
            <Stack spacing={1.5}>
              {reductions.map((line, index) => {
                const change = (patch: Partial<ReductionLine>) => setReductions((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));
                return (
                  <Box key={index} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
                    <TextField size="small" label={text('lines.description')} value={line.description} onChange={(e) => change({ description: e.target.value })} error={Boolean(lineError(index, 'description'))} helperText={lineError(index, 'description')} />
                    <TextField size="small" label={text('lines.unit_price')} value={line.unit_price} onChange={(e) => change({ unit_price: e.target.value })} error={Boolean(errors[`lines.${index}.unit_price`])} helperText={errors[`lines.${index}.unit_price`]} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                    <TextField size="small" label={text('lines.quantity')} value={line.quantity} onChange={(e) => change({ quantity: e.target.value })} error={Boolean(errors[`lines.${index}.quantity`])} helperText={errors[`lines.${index}.quantity`]} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                  </Box>
                );
              })}
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Button startIcon={<AddOutlinedIcon />} onClick={() => setReductions((current) => [...current, { description: '', unit_price: '', quantity: '1' }])}>
                  {text('reduction.add')}
                </Button>
                <TextField
                  select
                  size="small"
                  label={text('taxes')}
                  value={taxIds}
                  onChange={(e) => setTaxIds(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
                  sx={{ minWidth: 220 }}
                  slotProps={{ select: { multiple: true } }}
                  {...errorOf('tax_ids')}
                >
                  {taxes.map((tax) => (
                    <MenuItem key={tax.id} value={String(tax.id)}>
                      {`${tax.name} (${tax.rate}%)`}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            </Stack>
          )}
        </Panel>
        <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => navigate(creditNoteLinks(base).list)}>{translate('app.records.form.cancel')}</Button>
          {can.create && (
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={save.isPending} onClick={() => save.mutate(false)}>
              {text('save')}
            </Button>
          )}
          {can.create && can.confirm && (
            <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={save.isPending} onClick={() => save.mutate(true)}>
              {text('save_confirm')}
            </Button>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** A saved note: its lines and totals as the server priced them, its life-cycle actions, and, once confirmed, spending its credit on an invoice. */
function CreditNoteShow({ note }: { note: CreditNoteView }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useCreditNotePermissions();
  const text = (key: string) => translate(`app.credit-notes.${key}`);
  const money = (value: string) => formatFigure(locale, 'money', value);
  const name = translate('resources.credit-notes.name', { smart_count: 1 });
  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="credit-note-editor">
      <PageHeader title={`${name} ${note.code}`} subtitle={<CreditNoteStageChip stage={note.stage} />} actions={<CreditNoteActions note={note} />} />
      <Stack spacing={2}>
        <Panel title={text('customer_section')}>
          <Box sx={grid}>
            <Detail label={translate('resources.credit-notes.fields.customer_id')} value={note.customer_name} />
            <Detail
              label={translate('resources.credit-notes.fields.invoice_id')}
              value={
                note.invoice_id ? (
                  <Link component={RouterLink} to={`${base}/invoices/${note.invoice_id}`}>
                    {note.invoice_code}
                  </Link>
                ) : (
                  text('no_invoice')
                )
              }
            />
            <Detail label={translate('resources.credit-notes.fields.date')} value={formatDate(locale, note.date.slice(0, 10))} />
            <Detail label={translate('resources.credit-notes.fields.note')} value={note.note ?? ''} />
          </Box>
        </Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Panel title={text(note.invoice_id ? 'returns.title' : 'reduction.title')}>
              <Table size="small" data-testid="credit-note-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{text('lines.description')}</TableCell>
                    <TableCell sx={figure}>{text('lines.quantity')}</TableCell>
                    <TableCell sx={figure}>{text('lines.unit_price')}</TableCell>
                    <TableCell sx={figure}>{text('lines.discount')}</TableCell>
                    <TableCell sx={figure}>{text('lines.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {note.lines.map((line, index) => (
                    <TableRow key={index}>
                      <TableCell>{line.description}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      <TableCell sx={figure}>{money(line.unit_price)}</TableCell>
                      <TableCell sx={figure}>{money(line.discount)}</TableCell>
                      <TableCell sx={figure}>{money(line.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Panel>
            {note.stage === 'confirmed' && can.confirm && !note.deleted_at && <ApplyPanel note={note} />}
          </Stack>
          <Card>
            <CardContent data-testid="credit-note-totals">
              <TotalRow label={text('totals.sub_total')} value={money(note.sub_total)} testId="credit-note-sub_total" />
              <TotalRow label={text('totals.other_discount')} value={money(note.other_discount)} testId="credit-note-other_discount" />
              <TotalRow label={text('totals.tax_total')} value={money(note.tax_total)} testId="credit-note-tax_total" />
              <Divider sx={{ my: 0.5 }} />
              <TotalRow label={text('totals.grand_total')} value={money(note.grand_total)} testId="credit-note-grand_total" strong />
            </CardContent>
          </Card>
        </Box>
      </Stack>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </Box>
  );
}

/** Confirm a pending note, reverse a confirmed one, delete one that is not in the books: each asked first. */
function CreditNoteActions({ note }: { note: CreditNoteView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base } = useWorkspace();
  const can = useCreditNotePermissions();
  const notify = useRecordNotify(CREDIT_NOTE_SCREEN);
  const [asking, setAsking] = useState<'confirm' | 'reverse' | 'delete' | null>(null);
  const step = useMutation({
    mutationFn: async (action: 'confirm' | 'reverse' | 'delete') => {
      const calls = { confirm: creditNoteActions.confirmCreditNote, reverse: creditNoteActions.reverseCreditNote, delete: creditNoteActions.deleteCreditNote };
      try {
        await calls[action](note.id);
        notify.success(action);
        return action;
      } catch (failure) {
        notify.failure(action, failure);
        return null;
      }
    },
    onSettled: async (done) => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: ['credit-notes'] });
      if (done === 'delete') navigate(creditNoteLinks(base).list);
    },
  });
  if (note.deleted_at) return null;
  const bodies = { confirm: 'app.credit-notes.confirm_body', reverse: 'app.credit-notes.reverse_body', delete: 'app.records.confirm.delete_body' };
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {note.stage === 'pending' && can.confirm && (
        <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} onClick={() => setAsking('confirm')}>
          {translate('app.credit-notes.confirm')}
        </Button>
      )}
      {note.stage === 'confirmed' && can.confirm && (
        <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setAsking('reverse')}>
          {translate('app.credit-notes.reverse')}
        </Button>
      )}
      {/* A confirmed note is in the books: it is reversed, not deleted. */}
      {note.stage !== 'confirmed' && can.delete && (
        <Button variant="text" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAsking('delete')}>
          {translate('app.records.delete')}
        </Button>
      )}
      <Confirm
        isOpen={asking !== null}
        title={translate('app.records.confirm.title')}
        content={translate(asking ? bodies[asking] : bodies.delete)}
        confirm={translate(asking === 'confirm' ? 'app.credit-notes.confirm' : asking === 'reverse' ? 'app.credit-notes.reverse' : 'app.records.confirm.delete')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        loading={step.isPending}
        onConfirm={() => asking && step.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

/** Spends the note's credit on one of its customer's invoices that still owe something: the server checks the amount against both. */
function ApplyPanel({ note }: { note: CreditNoteView }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const notify = useRecordNotify(CREDIT_NOTE_SCREEN);
  const text = (key: string) => translate(`app.credit-notes.apply.${key}`);
  const open = useCustomerInvoices(note.customer_id).filter((row) => (row.status === 'due' || row.status === 'partial') && Money.of(row.due).isPositive());
  const [invoiceId, setInvoiceId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const apply = useMutation({
    mutationFn: async () => {
      setErrors({});
      try {
        await creditNoteActions.applyCreditNote(note.id, { invoice_id: invoiceId, amount });
        notify.success('update');
        setAmount('');
        await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      } catch (failure) {
        notify.failure('update', failure);
        setErrors(fieldErrorsOf(failure));
      }
    },
  });
  return (
    <Panel title={text('title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text('hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="credit-note-apply">
        <TextField
          select
          size="small"
          label={text('invoice')}
          value={invoiceId}
          onChange={(e) => setInvoiceId(e.target.value)}
          sx={{ minWidth: 260 }}
          error={Boolean(errors.invoice_id)}
          helperText={errors.invoice_id}
          slotProps={{ htmlInput: { 'data-testid': 'credit-note-apply-invoice' } }}
        >
          {open.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {`${row.code} · ${formatFigure(locale, 'money', row.due)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={text('amount')} value={amount} onChange={(e) => setAmount(e.target.value)} error={Boolean(errors.amount)} helperText={errors.amount} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Button variant="contained" disabled={!invoiceId || !amount || apply.isPending} onClick={() => apply.mutate()}>
          {text('submit')}
        </Button>
      </Box>
    </Panel>
  );
}

