import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useGetList, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { DebitNoteLineRequest, DebitNoteView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { DocumentLoader, Panel } from '../forms/Panel';
import { businessToday, formatDate } from '../i18n/format';
import { ReturnedLinesTable, ReturnNoteHeadFields, ReturnNoteSaveBar, ReturnNoteShow, usePartySources, useSaveReturnNote, type ReturnNoteKind, type SourceRow } from '../returns/ReturnNoteParts';
import { debitNoteActions } from './debitNoteActions';
import { DebitNoteStageChip } from './DebitNoteListPages';
import { DEBIT_NOTE_SCREEN, debitNoteLinks } from './debitNoteScreen';

const NONE: never[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

interface Named {
  id: string;
  name: string;
}
interface BillRow extends SourceRow {
  bill_number: string;
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

const DEBIT_NOTE_KIND: ReturnNoteKind = {
  resource: 'debit-notes',
  testId: 'debit-note',
  screen: DEBIT_NOTE_SCREEN,
  links: debitNoteLinks,
  party: 'supplier',
  source: { key: 'bill', resource: 'bills' },
  confirm: debitNoteActions.confirmDebitNote,
  reverse: debitNoteActions.reverseDebitNote,
  remove: debitNoteActions.deleteDebitNote,
  apply: (id, billId, amount) => debitNoteActions.applyDebitNote(id, { bill_id: billId, amount }),
  unapply: (id, billId, amount) => debitNoteActions.unapplyDebitNote(id, { bill_id: billId, amount }),
};

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
  const { locale } = useWorkspace();
  const [search] = useSearchParams();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [billId, setBillId] = useState<string | null>(search.get('bill'));
  const [date, setDate] = useState(businessToday());
  const [note, setNote] = useState('');
  const [returns, setReturns] = useState<Record<number, string>>({});
  const [claims, setClaims] = useState<ClaimLine[]>([NEW_CLAIM]);
  const suppliers = useGetList<Named>('suppliers', ALL).data ?? NONE;
  const categories = useGetList<Named>('expenses-categories', ALL).data ?? NONE;
  const taxes = useGetList<Named & { rate: string }>('taxes', ALL).data ?? NONE;
  const bills = usePartySources<BillRow>(DEBIT_NOTE_KIND, supplierId).filter((row) => row.status !== 'pending' && row.status !== 'reversed');
  const bill = useQuery({ queryKey: ['bills', 'document', billId], queryFn: () => debitNoteActions.getBill(billId ?? ''), enabled: Boolean(billId) }).data;
  // Opened from a bill: its supplier is the note's.
  useEffect(() => {
    if (bill?.supplier_id && !supplierId) setSupplierId(bill.supplier_id);
  }, [bill, supplierId]);

  const text = (key: string) => translate(`app.debit-notes.${key}`);
  // The body's lines are the returned ones only, in the bill's order: their errors come back under the body's index.
  const returned = bill ? bill.lines.flatMap((_line, index) => (returns[index]?.trim() ? [index] : [])) : [];
  const lines: DebitNoteLineRequest[] = billId
    ? returned.map((index) => ({ bill_line: index, expense_category_id: null, description: null, unit_cost: null, tax_id: null, quantity: returns[index] ?? '' }))
    : claims.map((line) => ({ bill_line: null, expense_category_id: line.expense_category_id || null, description: line.description || null, unit_cost: line.unit_cost, tax_id: line.tax_id || null, quantity: line.quantity }));

  const { errors, saving, save } = useSaveReturnNote(DEBIT_NOTE_KIND, (confirm) => debitNoteActions.saveDebitNote(null, { supplier_id: supplierId ?? '', bill_id: billId, date, note: note || null, lines }, confirm));
  const lineError = (index: number, name: string) => errors[`lines.${index}.${name}`] ?? errors[`lines.${index}`];

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="debit-note-editor">
      <PageHeader title={translate('app.records.new', { name: translate('resources.debit-notes.name', { smart_count: 1 }) })} />
      <Stack spacing={2}>
        <ReturnNoteHeadFields
          kind={DEBIT_NOTE_KIND}
          parties={suppliers}
          partyId={supplierId}
          onParty={(id) => {
            setSupplierId(id);
            setBillId(null);
            setReturns({});
          }}
          sources={bills}
          opened={bill}
          sourceId={billId}
          onSource={(id) => {
            setBillId(id);
            setReturns({});
          }}
          sourceLabel={(row) => `${row.code} · ${row.bill_number} · ${formatDate(locale, String(row.date).slice(0, 10))}`}
          date={date}
          onDate={setDate}
          note={note}
          onNote={setNote}
          errors={errors}
        />
        <Panel title={text(billId ? 'returns.title' : 'claim.title')}>
          {errors.lines && <Alert severity="error" sx={{ mb: 1 }}>{errors.lines}</Alert>}
          {billId && bill && (
            <ReturnedLinesTable
              kind={DEBIT_NOTE_KIND}
              heads={{ item: 'lines.item', quantity: 'returns.bought', price: 'lines.unit_cost' }}
              lines={bill.lines.map((line) => ({ name: line.description ? `${line.item_name} · ${line.description}` : line.item_name, label: line.item_name, quantity: line.quantity, price: line.unit_cost }))}
              returns={returns}
              onReturn={(index, quantity) => setReturns((current) => ({ ...current, [index]: quantity }))}
              errorOf={(index) => {
                const at = returned.indexOf(index);
                return at >= 0 ? lineError(at, 'quantity') : undefined;
              }}
            />
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
        <ReturnNoteSaveBar kind={DEBIT_NOTE_KIND} saving={saving} save={save} />
      </Stack>
    </Box>
  );
}

/** A saved note, shown by the view it shares with the credit note. */
function DebitNoteShow({ note }: { note: DebitNoteView }) {
  const translate = useTranslate();
  const summary = {
    ...note,
    party_id: note.supplier_id,
    party_name: note.supplier_name,
    source_id: note.bill_id,
    source_code: note.bill_code,
    applied: note.applied.map((row) => ({ source_id: row.bill_id, source_code: row.bill_code, amount: row.amount })),
  };
  return (
    <ReturnNoteShow
      kind={DEBIT_NOTE_KIND}
      note={summary}
      stageChip={<DebitNoteStageChip stage={note.stage} />}
      linesTitle={translate(`app.debit-notes.${note.bill_id ? 'returns.title' : 'claim.title'}`)}
      heads={{ item: 'lines.item', unitPrice: 'lines.unit_cost', adjustment: 'lines.tax' }}
      lines={note.lines.map((line) => ({
        name: line.description ? `${line.item_name} · ${line.description}` : line.item_name,
        quantity: line.quantity,
        unit_price: line.unit_cost,
        adjustment: line.tax_amount,
        total: line.total,
      }))}
      totals={[
        { name: 'sub_total', value: note.sub_total },
        { name: 'tax_total', value: note.tax_total },
      ]}
      grandTotal={note.grand_total}
    />
  );
}
