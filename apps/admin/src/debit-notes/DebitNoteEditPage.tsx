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
import { Money, type DebitNoteLineRequest, type DebitNoteView } from '@ginuma/domain';
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
import { TotalRow } from '../forms/TotalRow';
import { debitNoteActions } from './debitNoteActions';
import { DebitNoteStageChip } from './DebitNoteListPages';
import { DEBIT_NOTE_SCREEN, debitNoteLinks } from './debitNoteScreen';

const NONE: never[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
const figure = { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const };

interface Named {
  id: string;
  name: string;
}
interface BillRow {
  id: string;
  code: string;
  bill_number: string;
  date: string;
  status: string;
  due: string;
}

/** `debit-notes/create` (from a bill with `?bill=<id>`) and `debit-notes/:id`: a new note is written here; a saved one is shown with its actions. */
export function DebitNoteEditPage({ params }: PageProps) {
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader<DebitNoteView> id={id} queryKey={['debit-notes']} load={debitNoteActions.getDebitNote}>
      {(note) => (note ? <DebitNoteShow key={`${note.id}.${note.stage}`} note={note} /> : <DebitNoteCreate />)}
    </DocumentLoader>
  );
}

/** What the user may do with debit notes; confirming, reversing and spending the credit all post to the books, so all ask `confirm`. */
function useDebitNotePermissions() {
  const can = useRecordPermissions(DEBIT_NOTE_SCREEN);
  const { user } = useWorkspace();
  return useMemo(() => ({ ...can, confirm: userCanAccess(user, 'confirm', DEBIT_NOTE_SCREEN.permission) }), [can, user]);
}

/** The supplier's bills, newest first, as the bills list answers them. */
function useSupplierBills(supplierId: string | null) {
  return useGetList<BillRow>('bills', { pagination: { page: 1, perPage: 200 }, sort: { field: 'date', order: 'DESC' }, filter: { supplier_id: supplierId } }, { enabled: Boolean(supplierId) }).data ?? NONE;
}

interface ClaimLine {
  expense_category_id: string;
  description: string;
  unit_cost: string;
  tax_id: string;
  quantity: string;
}
const NEW_CLAIM: ClaimLine = { expense_category_id: '', description: '', unit_cost: '', tax_id: '', quantity: '1' };

/**
 * A new debit note: the supplier, then either one of their confirmed bills and how much of each
 * line goes back, or, without a bill, the price claim's expense lines. The server prices it by
 * the bill's own rules; saving and confirming is one request.
 */
function DebitNoteCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, locale } = useWorkspace();
  const can = useDebitNotePermissions();
  const notify = useRecordNotify(DEBIT_NOTE_SCREEN);
  const [search] = useSearchParams();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [billId, setBillId] = useState<string | null>(search.get('bill'));
  const [date, setDate] = useState(businessToday());
  const [note, setNote] = useState('');
  const [returns, setReturns] = useState<Record<number, string>>({});
  const [claims, setClaims] = useState<ClaimLine[]>([NEW_CLAIM]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const suppliers = useGetList<Named>('suppliers', ALL).data ?? NONE;
  const categories = useGetList<Named>('expenses-categories', ALL).data ?? NONE;
  const taxes = useGetList<Named & { rate: string }>('taxes', ALL).data ?? NONE;
  const bills = useSupplierBills(supplierId).filter((row) => row.status !== 'pending' && row.status !== 'reversed');
  const bill = useQuery({ queryKey: ['bills', 'document', billId], queryFn: () => debitNoteActions.getBill(billId ?? ''), enabled: Boolean(billId) }).data;
  // Opened from a bill: its supplier is the note's.
  useEffect(() => {
    if (bill?.supplier_id && !supplierId) setSupplierId(bill.supplier_id);
  }, [bill, supplierId]);

  const field = (source: string) => translate(`resources.debit-notes.fields.${source}`);
  const text = (key: string) => translate(`app.debit-notes.${key}`);
  const errorOf = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  // The body's lines are the returned ones only, in the bill's order: their errors come back under the body's index.
  const returned = bill ? bill.lines.flatMap((_line, index) => (returns[index]?.trim() ? [index] : [])) : [];
  const lines: DebitNoteLineRequest[] = billId
    ? returned.map((index) => ({ bill_line: index, expense_category_id: null, description: null, unit_cost: null, tax_id: null, quantity: returns[index] ?? '' }))
    : claims.map((line) => ({ bill_line: null, expense_category_id: line.expense_category_id || null, description: line.description || null, unit_cost: line.unit_cost, tax_id: line.tax_id || null, quantity: line.quantity }));
  const lineError = (index: number, name: string) => errors[`lines.${index}.${name}`] ?? errors[`lines.${index}`];

  const save = useMutation({
    mutationFn: async (confirm: boolean) => {
      setErrors({});
      const event: RecordEvent = confirm ? 'confirm' : 'create';
      try {
        const saved = await debitNoteActions.saveDebitNote(null, { supplier_id: supplierId ?? '', bill_id: billId, date, note: note || null, lines }, confirm);
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
      await queryClient.invalidateQueries({ queryKey: ['debit-notes'] });
      navigate(debitNoteLinks(base).edit(saved.id), { replace: true });
    },
  });

  const supplier = suppliers.find((s) => String(s.id) === supplierId) ?? null;
  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="debit-note-editor">
      <PageHeader title={translate('app.records.new', { name: translate('resources.debit-notes.name', { smart_count: 1 }) })} />
      <Stack spacing={2}>
        <Panel title={text('supplier_section')}>
          <Box sx={grid}>
            <Autocomplete
              options={suppliers}
              value={supplier}
              autoHighlight
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
              onChange={(_event, value) => {
                setSupplierId(value ? String(value.id) : null);
                setBillId(null);
                setReturns({});
              }}
              renderInput={(params) => <TextField {...params} label={field('supplier_id')} {...errorOf('supplier_id')} />}
            />
            <TextField
              select
              label={field('bill_id')}
              value={billId ?? ''}
              onChange={(event) => {
                setBillId(event.target.value || null);
                setReturns({});
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'debit-note-bill' } }}
              {...errorOf('bill_id')}
            >
              <MenuItem value="">{text('no_bill')}</MenuItem>
              {bill && !bills.some((row) => String(row.id) === bill.id) && <MenuItem value={bill.id}>{bill.code}</MenuItem>}
              {bills.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>
                  {`${row.code} · ${row.bill_number} · ${formatDate(locale, String(row.date).slice(0, 10))}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField type="date" label={field('date')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...errorOf('date')} />
            <TextField label={field('note')} value={note} onChange={(e) => setNote(e.target.value)} {...errorOf('note')} />
          </Box>
        </Panel>
        <Panel title={text(billId ? 'returns.title' : 'claim.title')}>
          {errors.lines && <Alert severity="error" sx={{ mb: 1 }}>{errors.lines}</Alert>}
          {billId && bill && (
            <Table size="small" data-testid="debit-note-returns">
              <TableHead>
                <TableRow>
                  <TableCell>{text('lines.item')}</TableCell>
                  <TableCell sx={figure}>{text('returns.bought')}</TableCell>
                  <TableCell sx={figure}>{text('lines.unit_cost')}</TableCell>
                  <TableCell sx={{ width: 160 }}>{text('returns.return')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bill.lines.map((line, index) => {
                  const at = returned.indexOf(index);
                  const error = at >= 0 ? lineError(at, 'quantity') : undefined;
                  const name = line.description ? `${line.item_name} · ${line.description}` : line.item_name;
                  return (
                    <TableRow key={index}>
                      <TableCell>{name}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'money', line.unit_cost)}</TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={returns[index] ?? ''}
                          onChange={(e) => setReturns((current) => ({ ...current, [index]: e.target.value }))}
                          error={Boolean(error)}
                          helperText={error}
                          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${text('returns.return')} ${line.item_name}` } }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {!billId && (
            <Stack spacing={1.5}>
              {claims.map((line, index) => {
                const change = (patch: Partial<ClaimLine>) => setClaims((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));
                const fieldError = (name: string) => ({ error: Boolean(lineError(index, name)), helperText: lineError(index, name) });
                return (
                  <Box key={index} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 2fr) repeat(3, minmax(0, 1fr))' } }}>
                    <TextField select size="small" label={text('claim.category')} value={line.expense_category_id} onChange={(e) => change({ expense_category_id: e.target.value })} {...fieldError('expense_category_id')}>
                      {categories.map((category) => (
                        <MenuItem key={category.id} value={String(category.id)}>
                          {category.name}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField size="small" label={text('lines.description')} value={line.description} onChange={(e) => change({ description: e.target.value })} {...fieldError('description')} />
                    <TextField size="small" label={text('lines.unit_cost')} value={line.unit_cost} onChange={(e) => change({ unit_cost: e.target.value })} {...fieldError('unit_cost')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                    <TextField size="small" label={text('lines.quantity')} value={line.quantity} onChange={(e) => change({ quantity: e.target.value })} {...fieldError('quantity')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                    <TextField select size="small" label={text('claim.tax')} value={line.tax_id} onChange={(e) => change({ tax_id: e.target.value })} {...fieldError('tax_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                      <MenuItem value="">{text('claim.no_tax')}</MenuItem>
                      {taxes.map((tax) => (
                        <MenuItem key={tax.id} value={String(tax.id)}>
                          {`${tax.name} (${tax.rate}%)`}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Box>
                );
              })}
              <Box>
                <Button startIcon={<AddOutlinedIcon />} onClick={() => setClaims((current) => [...current, NEW_CLAIM])}>
                  {text('claim.add')}
                </Button>
              </Box>
            </Stack>
          )}
        </Panel>
        <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => navigate(debitNoteLinks(base).list)}>{translate('app.records.form.cancel')}</Button>
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

/** A saved note: its lines and totals as the server priced them, its life-cycle actions, and, once confirmed, spending its credit on a bill. */
function DebitNoteShow({ note }: { note: DebitNoteView }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useDebitNotePermissions();
  const text = (key: string) => translate(`app.debit-notes.${key}`);
  const money = (value: string) => formatFigure(locale, 'money', value);
  const name = translate('resources.debit-notes.name', { smart_count: 1 });
  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="debit-note-editor">
      <PageHeader title={`${name} ${note.code}`} subtitle={<DebitNoteStageChip stage={note.stage} />} actions={<DebitNoteActions note={note} />} />
      <Stack spacing={2}>
        <Panel title={text('supplier_section')}>
          <Box sx={grid}>
            <Detail label={translate('resources.debit-notes.fields.supplier_id')} value={note.supplier_name} />
            <Detail
              label={translate('resources.debit-notes.fields.bill_id')}
              value={
                note.bill_id ? (
                  <Link component={RouterLink} to={`${base}/bills/${note.bill_id}`}>
                    {note.bill_code}
                  </Link>
                ) : (
                  text('no_bill')
                )
              }
            />
            <Detail label={translate('resources.debit-notes.fields.date')} value={formatDate(locale, note.date.slice(0, 10))} />
            <Detail label={translate('resources.debit-notes.fields.note')} value={note.note ?? ''} />
          </Box>
        </Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Panel title={text(note.bill_id ? 'returns.title' : 'claim.title')}>
              <Table size="small" data-testid="debit-note-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{text('lines.item')}</TableCell>
                    <TableCell sx={figure}>{text('lines.quantity')}</TableCell>
                    <TableCell sx={figure}>{text('lines.unit_cost')}</TableCell>
                    <TableCell sx={figure}>{text('lines.tax')}</TableCell>
                    <TableCell sx={figure}>{text('lines.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {note.lines.map((line, index) => (
                    <TableRow key={index}>
                      <TableCell>{line.description ? `${line.item_name} · ${line.description}` : line.item_name}</TableCell>
                      <TableCell sx={figure}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      <TableCell sx={figure}>{money(line.unit_cost)}</TableCell>
                      <TableCell sx={figure}>{money(line.tax_amount)}</TableCell>
                      <TableCell sx={figure}>{money(line.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Panel>
            {note.stage === 'confirmed' && can.confirm && !note.deleted_at && <ApplyPanel note={note} />}
          </Stack>
          <Card>
            <CardContent data-testid="debit-note-totals">
              <TotalRow label={text('totals.sub_total')} value={money(note.sub_total)} testId="debit-note-sub_total" />
              <TotalRow label={text('totals.tax_total')} value={money(note.tax_total)} testId="debit-note-tax_total" />
              <Divider sx={{ my: 0.5 }} />
              <TotalRow label={text('totals.grand_total')} value={money(note.grand_total)} testId="debit-note-grand_total" strong />
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
function DebitNoteActions({ note }: { note: DebitNoteView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base } = useWorkspace();
  const can = useDebitNotePermissions();
  const notify = useRecordNotify(DEBIT_NOTE_SCREEN);
  const [asking, setAsking] = useState<'confirm' | 'reverse' | 'delete' | null>(null);
  const step = useMutation({
    mutationFn: async (action: 'confirm' | 'reverse' | 'delete') => {
      const calls = { confirm: debitNoteActions.confirmDebitNote, reverse: debitNoteActions.reverseDebitNote, delete: debitNoteActions.deleteDebitNote };
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
      await queryClient.invalidateQueries({ queryKey: ['debit-notes'] });
      if (done === 'delete') navigate(debitNoteLinks(base).list);
    },
  });
  if (note.deleted_at) return null;
  const bodies = { confirm: 'app.debit-notes.confirm_body', reverse: 'app.debit-notes.reverse_body', delete: 'app.records.confirm.delete_body' };
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {note.stage === 'pending' && can.confirm && (
        <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} onClick={() => setAsking('confirm')}>
          {translate('app.debit-notes.confirm')}
        </Button>
      )}
      {note.stage === 'confirmed' && can.confirm && (
        <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setAsking('reverse')}>
          {translate('app.debit-notes.reverse')}
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
        confirm={translate(asking === 'confirm' ? 'app.debit-notes.confirm' : asking === 'reverse' ? 'app.debit-notes.reverse' : 'app.records.confirm.delete')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        loading={step.isPending}
        onConfirm={() => asking && step.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

/** Spends the note's credit on one of its supplier's bills that still owe something: the server checks the amount against both. */
function ApplyPanel({ note }: { note: DebitNoteView }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const notify = useRecordNotify(DEBIT_NOTE_SCREEN);
  const text = (key: string) => translate(`app.debit-notes.apply.${key}`);
  const open = useSupplierBills(note.supplier_id).filter((row) => (row.status === 'due' || row.status === 'partial') && Money.of(row.due).isPositive());
  const [billId, setBillId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const apply = useMutation({
    mutationFn: async () => {
      setErrors({});
      try {
        await debitNoteActions.applyDebitNote(note.id, { bill_id: billId, amount });
        notify.success('update');
        setAmount('');
        await queryClient.invalidateQueries({ queryKey: ['bills'] });
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
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="debit-note-apply">
        <TextField
          select
          size="small"
          label={text('bill')}
          value={billId}
          onChange={(e) => setBillId(e.target.value)}
          sx={{ minWidth: 260 }}
          error={Boolean(errors.bill_id)}
          helperText={errors.bill_id}
          slotProps={{ htmlInput: { 'data-testid': 'debit-note-apply-bill' } }}
        >
          {open.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {`${row.code} · ${formatFigure(locale, 'money', row.due)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={text('amount')} value={amount} onChange={(e) => setAmount(e.target.value)} error={Boolean(errors.amount)} helperText={errors.amount} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Button variant="contained" disabled={!billId || !amount || apply.isPending} onClick={() => apply.mutate()}>
          {text('submit')}
        </Button>
      </Box>
    </Panel>
  );
}
