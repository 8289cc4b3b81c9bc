import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Autocomplete, Box, Button, Card, CardContent, Divider, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useGetList, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Money, type CreditNoteStage } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { Panel } from '../forms/Panel';
import { TotalRow } from '../forms/TotalRow';
import { formatFigure } from '../records/recordFormat';
import { useRecordPermissions, type RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import { useRecordNotify, type RecordEvent } from '../records/useRecordNotify';
import { userCanAccess } from '../providers/canAccess';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { formatDate } from '../i18n/format';
import { InvoiceShareActions } from '../invoices/InvoiceShareActions';

const NONE: never[] = [];
const RETURN_NOTE_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
const FIGURE_CELL = { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const };

/**
 * What tells a customer's credit note from a supplier's debit note where their screens are the same:
 * the names its texts, queries and test ids are built from, and its server calls.
 */
export interface ReturnNoteKind {
  resource: 'credit-notes' | 'debit-notes';
  testId: 'credit-note' | 'debit-note';
  screen: RecordScreen;
  links: (base: string) => RecordLinks;
  /** Who the note is for, naming its `<party>_section` and `<party>_id` texts. */
  party: 'customer' | 'supplier';
  /** The documents a note is written against and its credit is spent on. */
  source: { key: 'invoice' | 'bill'; resource: 'invoices' | 'bills' };
  confirm: (id: string) => Promise<unknown>;
  reverse: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  apply: (id: string, sourceId: string, amount: string) => Promise<unknown>;
  /** Takes part of what the note applied to a source document back off it; without it, the kind offers none. */
  unapply?: (id: string, sourceId: string, amount: string) => Promise<unknown>;
}

/** A saved note as both kinds show it, its party and source documents under neutral names. */
export interface ReturnNoteSummary {
  id: string;
  code: string;
  stage: CreditNoteStage;
  deleted_at: string | null;
  date: string;
  note: string | null;
  party_id: string;
  party_name: string;
  source_id: string | null;
  source_code: string | null;
  /** What of its credit stands on each source document, where the kind says. */
  applied?: { source_id: string; source_code: string; amount: string }[];
}

/** One priced line of a saved note: its third figure is the discount on a credit note and the tax on a debit note. */
export interface ReturnNoteLine {
  name: string;
  quantity: string;
  unit_price: string;
  adjustment: string;
  total: string;
}

/** A row of the invoices or bills list, as the note's pickers read it. */
export interface SourceRow {
  id: string;
  code: string;
  date: string;
  status: string;
  due: string;
}

/** What the user may do with the notes; confirming, reversing and spending the credit all post to the books, so all ask `confirm`. */
function useReturnNotePermissions(kind: ReturnNoteKind) {
  const can = useRecordPermissions(kind.screen);
  const { user } = useWorkspace();
  return useMemo(() => ({ ...can, confirm: userCanAccess(user, 'confirm', kind.screen.permission) }), [can, user, kind.screen.permission]);
}

/** The party's invoices or bills, newest first, as their list answers them. */
export function usePartySources<Row extends SourceRow = SourceRow>(kind: ReturnNoteKind, partyId: string | null) {
  return (
    useGetList<Row>(
      kind.source.resource,
      { pagination: { page: 1, perPage: 200 }, sort: { field: 'date', order: 'DESC' }, filter: { [`${kind.party}_id`]: partyId } },
      { enabled: Boolean(partyId) },
    ).data ?? NONE
  );
}

/**
 * Saving a new note, confirmed at once when asked: `send` makes the request; a refusal's field
 * errors are kept for the form, a saved note opens in its own page.
 */
export function useSaveReturnNote(kind: ReturnNoteKind, send: (confirm: boolean) => Promise<{ id: string }>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base } = useWorkspace();
  const notify = useRecordNotify(kind.screen);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: async (confirm: boolean) => {
      setErrors({});
      const event: RecordEvent = confirm ? 'confirm' : 'create';
      try {
        const saved = await send(confirm);
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
      await queryClient.invalidateQueries({ queryKey: [kind.resource] });
      navigate(kind.links(base).edit(saved.id), { replace: true });
    },
  });
  return { errors, saving: save.isPending, save: save.mutate };
}

/** A new note's buttons: cancel, save, and save and confirm for who may confirm. */
export function ReturnNoteSaveBar({ kind, saving, save }: { kind: ReturnNoteKind; saving: boolean; save: (confirm: boolean) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const can = useReturnNotePermissions(kind);
  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={() => navigate(kind.links(base).list)}>{translate('app.records.form.cancel')}</Button>
      {can.create && (
        <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={saving} onClick={() => save(false)}>
          {translate(`app.${kind.resource}.save`)}
        </Button>
      )}
      {can.create && can.confirm && (
        <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={saving} onClick={() => save(true)}>
          {translate(`app.${kind.resource}.save_confirm`)}
        </Button>
      )}
    </Box>
  );
}

interface ReturnNoteHeadFieldsProps<Row extends SourceRow> {
  kind: ReturnNoteKind;
  parties: readonly { id: string; name: string }[];
  partyId: string | null;
  /** A new party drops the source picked and what was returned of it. */
  onParty: (id: string | null) => void;
  sources: readonly Row[];
  /** The source the note was opened from, offered even when the party's list does not hold it. */
  opened: { id: string; code: string } | undefined;
  sourceId: string | null;
  onSource: (id: string | null) => void;
  sourceLabel: (row: Row) => string;
  date: string;
  onDate: (date: string) => void;
  note: string;
  onNote: (note: string) => void;
  errors: FieldErrors;
}

/** A new note's first panel: the party, the invoice or bill it is written against (or none), its date and note. */
export function ReturnNoteHeadFields<Row extends SourceRow>({ kind, parties, partyId, onParty, sources, opened, sourceId, onSource, sourceLabel, date, onDate, note, onNote, errors }: ReturnNoteHeadFieldsProps<Row>) {
  const translate = useTranslate();
  const field = (source: string) => translate(`resources.${kind.resource}.fields.${source}`);
  const errorOf = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  const party = parties.find((p) => String(p.id) === partyId) ?? null;
  const partyField = `${kind.party}_id`;
  const sourceField = `${kind.source.key}_id`;
  return (
    <Panel title={translate(`app.${kind.resource}.${kind.party}_section`)}>
      <Box sx={RETURN_NOTE_GRID}>
        <Autocomplete
          options={parties}
          value={party}
          autoHighlight
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
          onChange={(_event, value) => onParty(value ? String(value.id) : null)}
          renderInput={(params) => <TextField {...params} label={field(partyField)} {...errorOf(partyField)} />}
        />
        <TextField
          select
          label={field(sourceField)}
          value={sourceId ?? ''}
          onChange={(event) => onSource(event.target.value || null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${kind.testId}-${kind.source.key}` } }}
          {...errorOf(sourceField)}
        >
          <MenuItem value="">{translate(`app.${kind.resource}.no_${kind.source.key}`)}</MenuItem>
          {opened && !sources.some((row) => String(row.id) === opened.id) && <MenuItem value={opened.id}>{opened.code}</MenuItem>}
          {sources.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {sourceLabel(row)}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label={field('date')} value={date} onChange={(e) => onDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...errorOf('date')} />
        <TextField label={field('note')} value={note} onChange={(e) => onNote(e.target.value)} {...errorOf('note')} />
      </Box>
    </Panel>
  );
}

/** A line of the invoice or bill a note is written against, as the return table shows it. */
export interface SourceLine {
  /** What the row shows; `label` is what the return field is read out as. */
  name: string;
  label: string;
  quantity: string;
  price: string;
}

interface ReturnedLinesTableProps {
  kind: ReturnNoteKind;
  /** The heads that differ: the item, how many were sold or bought, its price. */
  heads: { item: string; quantity: string; price: string };
  lines: readonly SourceLine[];
  returns: Record<number, string>;
  onReturn: (index: number, quantity: string) => void;
  /** The refusal of a source line's returned quantity, if any. */
  errorOf: (index: number) => string | undefined;
}

/** How much of each line of the invoice or bill comes back, typed beside what it held. */
export function ReturnedLinesTable({ kind, heads, lines, returns, onReturn, errorOf }: ReturnedLinesTableProps) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const text = (key: string) => translate(`app.${kind.resource}.${key}`);
  return (
    <Table size="small" data-testid={`${kind.testId}-returns`}>
      <TableHead>
        <TableRow>
          <TableCell>{text(heads.item)}</TableCell>
          <TableCell sx={FIGURE_CELL}>{text(heads.quantity)}</TableCell>
          <TableCell sx={FIGURE_CELL}>{text(heads.price)}</TableCell>
          <TableCell sx={{ width: 160 }}>{text('returns.return')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => {
          const error = errorOf(index);
          return (
            <TableRow key={index}>
              <TableCell>{line.name}</TableCell>
              <TableCell sx={FIGURE_CELL}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
              <TableCell sx={FIGURE_CELL}>{formatFigure(locale, 'money', line.price)}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={returns[index] ?? ''}
                  onChange={(e) => onReturn(index, e.target.value)}
                  error={Boolean(error)}
                  helperText={error}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${text('returns.return')} ${line.label}` } }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

interface ReturnNoteShowProps {
  kind: ReturnNoteKind;
  note: ReturnNoteSummary;
  stageChip: ReactNode;
  linesTitle: string;
  /** The lines table's heads that differ: the item, its price and the third figure. */
  heads: { item: string; unitPrice: string; adjustment: string };
  lines: ReturnNoteLine[];
  /** The totals above the grand total, by their name in the view. */
  totals: { name: string; value: string }[];
  grandTotal: string;
}

/** A saved note: its lines and totals as the server priced them, its life-cycle actions, and, once confirmed, spending its credit. */
export function ReturnNoteShow({ kind, note, stageChip, linesTitle, heads, lines, totals, grandTotal }: ReturnNoteShowProps) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const can = useReturnNotePermissions(kind);
  const text = (key: string) => translate(`app.${kind.resource}.${key}`);
  const field = (key: string) => translate(`resources.${kind.resource}.fields.${key}`);
  const money = (value: string) => formatFigure(locale, 'money', value);
  const name = translate(`resources.${kind.resource}.name`, { smart_count: 1 });
  return (
    <Box sx={{ maxWidth: 1400 }} data-testid={`${kind.testId}-editor`}>
      <PageHeader title={`${name} ${note.code}`} subtitle={stageChip} actions={<ReturnNoteActions kind={kind} note={note} />} />
      <Stack spacing={2}>
        <Panel title={text(`${kind.party}_section`)}>
          <Box sx={RETURN_NOTE_GRID}>
            <Detail label={field(`${kind.party}_id`)} value={note.party_name} />
            <Detail
              label={field(`${kind.source.key}_id`)}
              value={
                note.source_id ? (
                  <Link component={RouterLink} to={`${base}/${kind.source.resource}/${note.source_id}`}>
                    {note.source_code}
                  </Link>
                ) : (
                  text(`no_${kind.source.key}`)
                )
              }
            />
            <Detail label={field('date')} value={formatDate(locale, note.date.slice(0, 10))} />
            <Detail label={field('note')} value={note.note ?? ''} />
          </Box>
        </Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Panel title={linesTitle}>
              <Table size="small" data-testid={`${kind.testId}-lines`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{text(heads.item)}</TableCell>
                    <TableCell sx={FIGURE_CELL}>{text('lines.quantity')}</TableCell>
                    <TableCell sx={FIGURE_CELL}>{text(heads.unitPrice)}</TableCell>
                    <TableCell sx={FIGURE_CELL}>{text(heads.adjustment)}</TableCell>
                    <TableCell sx={FIGURE_CELL}>{text('lines.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line, index) => (
                    <TableRow key={index}>
                      <TableCell>{line.name}</TableCell>
                      <TableCell sx={FIGURE_CELL}>{formatFigure(locale, 'quantity', line.quantity)}</TableCell>
                      <TableCell sx={FIGURE_CELL}>{money(line.unit_price)}</TableCell>
                      <TableCell sx={FIGURE_CELL}>{money(line.adjustment)}</TableCell>
                      <TableCell sx={FIGURE_CELL}>{money(line.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Panel>
            {note.stage === 'confirmed' && can.confirm && !note.deleted_at && <ApplyPanel kind={kind} note={note} mode="apply" />}
            {note.stage === 'confirmed' && can.confirm && !note.deleted_at && kind.unapply && (note.applied?.length ?? 0) > 0 && <ApplyPanel kind={kind} note={note} mode="unapply" />}
          </Stack>
          <Card>
            <CardContent data-testid={`${kind.testId}-totals`}>
              {totals.map((total) => (
                <TotalRow key={total.name} label={text(`totals.${total.name}`)} value={money(total.value)} testId={`${kind.testId}-${total.name}`} />
              ))}
              <Divider sx={{ my: 0.5 }} />
              <TotalRow label={text('totals.grand_total')} value={money(grandTotal)} testId={`${kind.testId}-grand_total`} strong />
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

type NoteStep = 'confirm' | 'reverse' | 'delete';

/** Confirm a pending note, reverse a confirmed one, delete one that is not in the books: each asked first. */
function ReturnNoteActions({ kind, note }: { kind: ReturnNoteKind; note: ReturnNoteSummary }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, locale } = useWorkspace();
  const can = useReturnNotePermissions(kind);
  const notify = useRecordNotify(kind.screen);
  const [asking, setAsking] = useState<NoteStep | null>(null);
  const step = useMutation({
    mutationFn: async (action: NoteStep) => {
      const calls = { confirm: kind.confirm, reverse: kind.reverse, delete: kind.remove };
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
      await queryClient.invalidateQueries({ queryKey: [kind.resource] });
      if (done === 'delete') navigate(kind.links(base).list);
    },
  });
  if (note.deleted_at) return null;
  const own = (key: string) => `app.${kind.resource}.${key}`;
  const bodies = { confirm: own('confirm_body'), reverse: own('reverse_body'), delete: 'app.records.confirm.delete_body' };
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {note.stage === 'pending' && can.confirm && (
        <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} onClick={() => setAsking('confirm')}>
          {translate(own('confirm'))}
        </Button>
      )}
      {note.stage === 'confirmed' && can.confirm && (
        <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setAsking('reverse')}>
          {translate(own('reverse'))}
        </Button>
      )}
      {/* Printed, mailed and shared as invoices are, once it is in the books (a reversed one still prints, for the record). */}
      {note.stage !== 'pending' && <InvoiceShareActions kind={{ name: kind.resource, screen: kind.screen }} id={note.id} locale={locale} />}
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
        confirm={translate(asking === 'confirm' ? own('confirm') : asking === 'reverse' ? own('reverse') : 'app.records.confirm.delete')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        loading={step.isPending}
        onConfirm={() => asking && step.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

/**
 * Spends the note's credit on one of its party's invoices or bills that still owe something, or
 * (`unapply`) takes part of what it applied to one back off it: the server checks the amount.
 */
function ApplyPanel({ kind, note, mode }: { kind: ReturnNoteKind; note: ReturnNoteSummary; mode: 'apply' | 'unapply' }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const notify = useRecordNotify(kind.screen);
  const text = (key: string) => translate(`app.${kind.resource}.${mode}.${key}`);
  const sources = usePartySources(kind, mode === 'apply' ? note.party_id : null);
  const choices =
    mode === 'apply'
      ? sources.filter((row) => (row.status === 'due' || row.status === 'partial') && Money.of(row.due).isPositive()).map((row) => ({ id: String(row.id), code: row.code, amount: row.due }))
      : (note.applied ?? []).map((row) => ({ id: row.source_id, code: row.source_code, amount: row.amount }));
  const [sourceId, setSourceId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sourceField = `${kind.source.key}_id`;
  const apply = useMutation({
    mutationFn: async () => {
      setErrors({});
      try {
        await (mode === 'apply' ? kind.apply : kind.unapply)?.(note.id, sourceId, amount);
        notify.success('update');
        setAmount('');
        await queryClient.invalidateQueries({ queryKey: [kind.source.resource] });
        await queryClient.invalidateQueries({ queryKey: [kind.resource] });
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
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`${kind.testId}-${mode}`}>
        <TextField
          select
          size="small"
          label={text(kind.source.key)}
          value={sourceId}
          onChange={(e) => setSourceId(e.target.value)}
          sx={{ minWidth: 260 }}
          error={Boolean(errors[sourceField])}
          helperText={errors[sourceField]}
          slotProps={{ htmlInput: { 'data-testid': `${kind.testId}-${mode}-${kind.source.key}` } }}
        >
          {choices.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {`${row.code} · ${formatFigure(locale, 'money', row.amount)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={text('amount')} value={amount} onChange={(e) => setAmount(e.target.value)} error={Boolean(errors.amount)} helperText={errors.amount} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Button variant="contained" disabled={!sourceId || !amount || apply.isPending} onClick={() => apply.mutate()}>
          {text('submit')}
        </Button>
      </Box>
    </Panel>
  );
}
