import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useGetList, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { CreditNoteLineRequest, CreditNoteView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { DocumentLoader, Panel } from '../forms/Panel';
import { businessToday, formatDate } from '../i18n/format';
import { ReturnedLinesTable, ReturnNoteHeadFields, ReturnNoteSaveBar, ReturnNoteShow, usePartySources, useSaveReturnNote, type ReturnNoteKind } from '../returns/ReturnNoteParts';
import { creditNoteActions } from './creditNoteActions';
import { CreditNoteStageChip } from './CreditNoteListPages';
import { CREDIT_NOTE_SCREEN, creditNoteLinks } from './creditNoteScreen';

const NONE: never[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

interface Named {
  id: string;
  name: string;
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

const CREDIT_NOTE_KIND: ReturnNoteKind = {
  resource: 'credit-notes',
  testId: 'credit-note',
  screen: CREDIT_NOTE_SCREEN,
  links: creditNoteLinks,
  party: 'customer',
  source: { key: 'invoice', resource: 'invoices' },
  confirm: creditNoteActions.confirmCreditNote,
  reverse: creditNoteActions.reverseCreditNote,
  remove: creditNoteActions.deleteCreditNote,
  apply: (id, invoiceId, amount) => creditNoteActions.applyCreditNote(id, { invoice_id: invoiceId, amount }),
  unapply: (id, invoiceId, amount) => creditNoteActions.unapplyCreditNote(id, { invoice_id: invoiceId, amount }),
};

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
  const { locale } = useWorkspace();
  const [search] = useSearchParams();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(search.get('invoice'));
  const [date, setDate] = useState(businessToday());
  const [note, setNote] = useState('');
  const [returns, setReturns] = useState<Record<number, string>>({});
  const [reductions, setReductions] = useState<ReductionLine[]>([{ description: '', unit_price: '', quantity: '1' }]);
  const [taxIds, setTaxIds] = useState<string[]>([]);
  const customers = useGetList<Named>('customers', ALL).data ?? NONE;
  const taxes = useGetList<Named & { rate: string }>('taxes', ALL).data ?? NONE;
  const invoices = usePartySources(CREDIT_NOTE_KIND, customerId).filter((row) => row.status !== 'pending' && row.status !== 'reversed');
  const invoice = useQuery({ queryKey: ['invoices', 'document', invoiceId], queryFn: () => creditNoteActions.getInvoice(invoiceId ?? ''), enabled: Boolean(invoiceId) }).data;
  // Opened from an invoice: its customer is the note's.
  useEffect(() => {
    if (invoice?.customer_id && !customerId) setCustomerId(invoice.customer_id);
  }, [invoice, customerId]);

  const text = (key: string) => translate(`app.credit-notes.${key}`);
  // The body's lines are the returned ones only, in the invoice's order: their errors come back under the body's index.
  const returned = invoice ? invoice.lines.flatMap((_line, index) => (returns[index]?.trim() ? [index] : [])) : [];
  const lines: CreditNoteLineRequest[] = invoiceId
    ? returned.map((index) => ({ invoice_line: index, description: null, unit_price: null, quantity: returns[index] ?? '' }))
    : reductions.map((line) => ({ invoice_line: null, description: line.description, unit_price: line.unit_price, quantity: line.quantity }));

  const { errors, saving, save } = useSaveReturnNote(CREDIT_NOTE_KIND, (confirm) => creditNoteActions.saveCreditNote(null, { customer_id: customerId ?? '', invoice_id: invoiceId, date, note: note || null, tax_ids: invoiceId ? [] : taxIds, lines }, confirm));
  const errorOf = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  const lineError = (index: number, name: string) => errors[`lines.${index}.${name}`] ?? errors[`lines.${index}`];

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="credit-note-editor">
      <PageHeader title={translate('app.records.new', { name: translate('resources.credit-notes.name', { smart_count: 1 }) })} />
      <Stack spacing={2}>
        <ReturnNoteHeadFields
          kind={CREDIT_NOTE_KIND}
          parties={customers}
          partyId={customerId}
          onParty={(id) => {
            setCustomerId(id);
            setInvoiceId(null);
            setReturns({});
          }}
          sources={invoices}
          opened={invoice}
          sourceId={invoiceId}
          onSource={(id) => {
            setInvoiceId(id);
            setReturns({});
          }}
          sourceLabel={(row) => `${row.code} · ${formatDate(locale, String(row.date).slice(0, 10))}`}
          date={date}
          onDate={setDate}
          note={note}
          onNote={setNote}
          errors={errors}
        />
        <Panel title={text(invoiceId ? 'returns.title' : 'reduction.title')}>
          {errors.lines && <Alert severity="error" sx={{ mb: 1 }}>{errors.lines}</Alert>}
          {invoiceId && invoice && (
            <ReturnedLinesTable
              kind={CREDIT_NOTE_KIND}
              heads={{ item: 'lines.description', quantity: 'returns.sold', price: 'lines.unit_price' }}
              lines={invoice.lines.map((line) => ({ name: line.description, label: line.description, quantity: line.quantity, price: line.price }))}
              returns={returns}
              onReturn={(index, quantity) => setReturns((current) => ({ ...current, [index]: quantity }))}
              errorOf={(index) => {
                const at = returned.indexOf(index);
                return at >= 0 ? lineError(at, 'quantity') : undefined;
              }}
            />
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
        <ReturnNoteSaveBar kind={CREDIT_NOTE_KIND} saving={saving} save={save} />
      </Stack>
    </Box>
  );
}

/** A saved note, shown by the view it shares with the debit note. */
function CreditNoteShow({ note }: { note: CreditNoteView }) {
  const translate = useTranslate();
  const summary = {
    ...note,
    party_id: note.customer_id,
    party_name: note.customer_name,
    source_id: note.invoice_id,
    source_code: note.invoice_code,
    applied: note.applied.map((row) => ({ source_id: row.invoice_id, source_code: row.invoice_code, amount: row.amount })),
  };
  return (
    <ReturnNoteShow
      kind={CREDIT_NOTE_KIND}
      note={summary}
      stageChip={<CreditNoteStageChip stage={note.stage} />}
      linesTitle={translate(`app.credit-notes.${note.invoice_id ? 'returns.title' : 'reduction.title'}`)}
      heads={{ item: 'lines.description', unitPrice: 'lines.unit_price', adjustment: 'lines.discount' }}
      lines={note.lines.map((line) => ({ name: line.description, quantity: line.quantity, unit_price: line.unit_price, adjustment: line.discount, total: line.total }))}
      totals={[
        { name: 'sub_total', value: note.sub_total },
        { name: 'other_discount', value: note.other_discount },
        { name: 'tax_total', value: note.tax_total },
      ]}
      grandTotal={note.grand_total}
    />
  );
}
