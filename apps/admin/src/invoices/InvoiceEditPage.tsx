import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useNavigate } from 'react-router-dom';
import { Confirm, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { useRecordPermissions } from '../records/recordLinks';
import { useRecordNotify } from '../records/useRecordNotify';
import type { PageProps } from '../routing/pageProps';
import { confirmInvoice, updateInvoiceCode, type Invoice } from './invoiceApi';
import type { DocumentKind } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';
import { bodyOf, draftOf, liveTotals, newDraft, newKey, sentIndexes, type InvoiceDraft } from './invoiceDraft';
import { InvoiceLinesGrid, type ProductOption } from './InvoiceLinesGrid';
import { InvoiceShareActions } from './InvoiceShareActions';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { InvoiceTotals } from './InvoiceTotals';
import { businessToday } from '../i18n/format';
import { DocumentLoader, Panel } from '../forms/Panel';
import { useNextCode } from '../forms/useNextCode';

type Row = RaRecord & { name: string };
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/** `invoices/:id` and `invoices/create`: a draft is edited here; a confirmed invoice is shown read-only. */
export function InvoiceEditPage(props: PageProps) {
  return <DocumentEditPage {...props} kind={INVOICE_KIND} />;
}

/** The editor of an invoice or a quotation (`kind`): a pending one is edited, the rest shown read-only. */
export function DocumentEditPage({ params, kind }: PageProps & { kind: DocumentKind }) {
  const id = params.id && params.id !== 'create' ? params.id : null;
  return (
    <DocumentLoader id={id} queryKey={[kind.name]} load={kind.fetch}>
      {(invoice) => <InvoiceEditor key={invoice ? `${invoice.id}.${invoice.stage}` : 'create'} invoice={invoice} kind={kind} />}
    </DocumentLoader>
  );
}

function InvoiceEditor({ invoice, kind }: { invoice: Invoice | null; kind: DocumentKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, locale } = useWorkspace();
  const links = kind.links(base);
  const can = useRecordPermissions(kind.screen);
  // The attachment may change after confirmation too: it documents, it does not account.
  const canEditAttachment = can.edit;
  const notify = useRecordNotify(kind.screen);
  const invoiceNotify = useRecordNotify(INVOICE_KIND.screen);
  const [converting, setConverting] = useState(false);
  const [draft, setDraft] = useState<InvoiceDraft>(() => (invoice ? draftOf(invoice) : newDraft(businessToday())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useNextCode(invoice?.code, invoice || !can.create ? null : kind.nextCode);
  const [reversing, setReversing] = useState(false);

  const pending = !invoice || invoice.stage === 'pending';
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  const readOnly = !pending || !(invoice ? can.edit : can.create);

  const customers = useGetList<Row & { contact_person?: string | null }>('customers', ALL).data ?? [];
  const productRows = useGetList<Row & { selling_price: string | null; unit_cost: string | null; type: string; unit_id: string | null }>('products', ALL).data;
  const units = useGetList<Row>('units', ALL).data;
  const taxes = useGetList<Row & { rate: string; abbreviation: string }>('taxes', ALL).data ?? [];
  const parameters = useGetList<Row & { value: string | null }>('invoice-parameters', ALL).data ?? [];
  const products = useMemo<ProductOption[]>(
    () =>
      (productRows ?? []).map((p) => ({
        id: String(p.id),
        name: p.name,
        selling_price: p.selling_price,
        unit_cost: p.unit_cost,
        type: p.type,
        unit: units?.find((u) => u.id === p.unit_id)?.name ?? null,
      })),
    [productRows, units],
  );

  const totals = useMemo(() => liveTotals(draft), [draft]);
  const set = (change: Partial<InvoiceDraft>) => setDraft((current) => ({ ...current, ...change }));
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  const fieldError = (field: string) => errors[field];
  const lineError = (key: string, field: string) => errors[`${key}.${field}`];

  const save = async (confirm: boolean) => {
    const sent = sentIndexes(draft);
    const keyAt = new Map([...sent].map(([key, index]) => [index, key]));
    setBusy(true);
    setErrors({});
    let saved: Invoice | null = null;
    try {
      saved = await kind.save(invoice?.id ?? null, bodyOf(draft));
      notify.success(invoice ? 'update' : 'create');
    } catch (failure) {
      notify.failure(invoice ? 'update' : 'create', failure);
      const byField: FieldErrors = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(failure))) {
        const line = /^lines\.(\d+)\.(.+)$/.exec(field);
        const key = line ? keyAt.get(Number(line[1])) : undefined;
        byField[line && key ? `${key}.${line[2]}` : field.replace(/\.\d+$/, '')] = message;
      }
      setErrors(byField);
    }
    if (saved && confirm) {
      try {
        await confirmInvoice(saved.id);
        notify.success('confirm');
      } catch (failure) {
        notify.failure('confirm', failure);
      }
    }
    setBusy(false);
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: [kind.name, 'document', saved.id] });
    await queryClient.invalidateQueries({ queryKey: [kind.name] });
    if (!invoice) navigate(links.edit(saved.id), { replace: true });
  };

  const saveCode = async () => {
    if (!invoice) return;
    try {
      await updateInvoiceCode(invoice.id, code);
      notify.success('update');
      await queryClient.invalidateQueries({ queryKey: [kind.name, 'document', invoice.id] });
    } catch (failure) {
      notify.failure('update', failure);
      setErrors(fieldErrorsOf(failure));
    }
  };

  const reverse = async () => {
    if (!invoice) return;
    try {
      await kind.reverse(invoice.id);
      notify.success('reverse');
      await queryClient.invalidateQueries({ queryKey: [kind.name, 'document', invoice.id] });
    } catch (failure) {
      notify.failure('reverse', failure);
    } finally {
      setReversing(false);
    }
  };

  const convert = async () => {
    if (!invoice || !kind.convert) return;
    try {
      const invoiceId = await kind.convert(invoice.id);
      invoiceNotify.success('create');
      await queryClient.invalidateQueries({ queryKey: [kind.name] });
      navigate(INVOICE_KIND.links(base).edit(invoiceId));
    } catch (failure) {
      notify.failure('convert', failure);
    } finally {
      setConverting(false);
    }
  };

  const name = translate(`resources.${kind.name}.name`, { smart_count: 1 });
  const title = invoice ? `${name} ${invoice.code}` : translate('app.records.new', { name });
  const selectedCustomer = customers.find((c) => c.id === draft.customer_id) ?? null;
  const selectedTaxes = taxes.filter((t) => draft.taxes.some((d) => d.tax_id === t.id));

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid={kind.invoiceOnly ? 'invoice-editor' : 'quotation-editor'}>
      <PageHeader
        title={title}
        subtitle={invoice ? <InvoiceStatusChip status={invoice.status} kind={kind.name} /> : undefined}
        actions={
          invoice && (invoice.stage === kind.reversibleStage || kind.sharedStages.includes(invoice.stage)) ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {kind.sharedStages.includes(invoice.stage) && <InvoiceShareActions kind={kind} id={invoice.id} locale={locale} />}
              {invoice.stage === kind.reversibleStage && kind.convert && canConvert && (
                <Button variant="contained" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => setConverting(true)}>
                  {translate('app.quotations.convert')}
                </Button>
              )}
              {invoice.stage === kind.reversibleStage && can.edit && (
                <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setReversing(true)}>
                  {translate('app.invoices.reverse')}
                </Button>
              )}
            </Box>
          ) : undefined
        }
      />
      <Confirm
        isOpen={reversing}
        title={translate('app.records.confirm.title')}
        content={translate('app.records.confirm.delete_body')}
        confirm={translate('app.invoices.reverse_yes')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => void reverse()}
        onClose={() => setReversing(false)}
      />
      <Confirm
        isOpen={converting}
        title={translate('app.records.confirm.title')}
        content={translate('app.quotations.convert_body')}
        confirm={translate('app.quotations.convert_yes')}
        cancel={translate('app.records.confirm.cancel')}
        onConfirm={() => void convert()}
        onClose={() => setConverting(false)}
      />
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={kind.invoiceOnly ? 'invoice-read-only' : 'quotation-read-only'}>
          {translate(`app.${kind.name}.${invoice?.stage === 'reversed' ? 'reversed_read_only' : kind.invoiceOnly ? 'confirmed_read_only' : 'converted_read_only'}`)}
        </Alert>
      )}
      <Stack spacing={2}>
        <Panel title={translate('app.invoices.customer_section')}>
          <Box sx={grid}>
            <Box sx={{ gridColumn: { lg: 'span 2' }, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {draft.cash ? (
                <TextField
                  label={label('cash_customer')}
                  value={draft.cash_customer}
                  disabled={readOnly}
                  onChange={(e) => set({ cash_customer: e.target.value })}
                  error={Boolean(fieldError('cash_customer') ?? fieldError('customer_id'))}
                  helperText={fieldError('cash_customer') ?? fieldError('customer_id')}
                />
              ) : (
                <Autocomplete
                  fullWidth
                  options={customers}
                  value={selectedCustomer}
                  disabled={readOnly}
                  autoHighlight
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  onChange={(_event, value) =>
                    set({
                      customer_id: value ? String(value.id) : null,
                      customer_name: value?.name ?? '',
                      contact_person: draft.contact_person || (value?.contact_person ?? ''),
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={label('customer')}
                      autoFocus={!invoice && !readOnly}
                      error={Boolean(fieldError('customer_id'))}
                      helperText={fieldError('customer_id')}
                    />
                  )}
                />
              )}
              <FormControlLabel
                sx={{ flexShrink: 0, mt: 0.5 }}
                control={<Switch checked={draft.cash} disabled={readOnly} onChange={(e) => set({ cash: e.target.checked })} />}
                label={label('cash')}
              />
            </Box>
            {!draft.cash && (
              <TextField label={label('contact_person')} value={draft.contact_person} disabled={readOnly} onChange={(e) => set({ contact_person: e.target.value })} />
            )}
            <TextField
              type="date"
              label={label('date')}
              value={draft.date}
              disabled={readOnly}
              onChange={(e) => set({ date: e.target.value })}
              error={Boolean(fieldError('date'))}
              helperText={fieldError('date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={label('due_date')}
              value={draft.due_date}
              disabled={readOnly}
              onChange={(e) => set({ due_date: e.target.value })}
              error={Boolean(fieldError('due_date'))}
              helperText={fieldError('due_date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField label={label('project_ref')} value={draft.project_ref} disabled={readOnly} onChange={(e) => set({ project_ref: e.target.value })} />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={label('code')}
                value={code}
                disabled={!invoice || readOnly}
                onChange={(e) => setCode(e.target.value)}
                error={Boolean(fieldError('code'))}
                helperText={fieldError('code') ?? (invoice ? undefined : translate('app.invoices.code_hint'))}
                slotProps={{ htmlInput: { 'data-testid': 'invoice-code' } }}
              />
              {kind.invoiceOnly && invoice && !readOnly && code !== invoice.code && (
                <Tooltip title={translate('app.invoices.update_code')}>
                  <IconButton aria-label={translate('app.invoices.update_code')} onClick={() => void saveCode()} sx={{ mt: 0.5 }}>
                    <SaveOutlinedIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          </Box>
        </Panel>

        <Panel title={translate('app.invoices.items')}>
          {fieldError('lines') && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {fieldError('lines')}
            </Alert>
          )}
          <InvoiceLinesGrid
            lines={draft.lines}
            totals={totals.lines}
            products={products}
            locale={locale}
            readOnly={readOnly}
            errors={lineError}
            onChange={(lines) => set({ lines })}
          />
        </Panel>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
          <Panel title={translate('app.invoices.adjustments')}>
            <Stack spacing={2}>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <TextField
                  select
                  label={label('other_discount_type')}
                  value={draft.other_discount_type}
                  disabled={readOnly}
                  onChange={(e) => set({ other_discount_type: e.target.value === 'percentage' ? 'percentage' : 'value' })}
                  sx={{ width: 160, flexShrink: 0 }}
                >
                  <MenuItem value="value">{translate('app.invoices.discount_value')}</MenuItem>
                  <MenuItem value="percentage">{translate('app.invoices.discount_percentage')}</MenuItem>
                </TextField>
                <TextField
                  label={label('other_discount')}
                  value={draft.other_discount}
                  disabled={readOnly}
                  onChange={(e) => set({ other_discount: e.target.value })}
                  error={Boolean(fieldError('other_discount'))}
                  helperText={fieldError('other_discount')}
                  slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
                />
              </Box>
              <Autocomplete
                multiple
                options={taxes}
                value={selectedTaxes}
                disabled={readOnly}
                getOptionLabel={(option) => `${option.name} (${option.rate}%)`}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                onChange={(_event, value) =>
                  set({ taxes: value.map((t) => ({ tax_id: String(t.id), name: t.name, abbreviation: t.abbreviation, rate: t.rate })) })
                }
                renderInput={(params) => (
                  <TextField {...params} label={label('taxes')} error={Boolean(fieldError('tax_ids'))} helperText={fieldError('tax_ids')} />
                )}
              />
              <Box>
                {draft.parameters.map((parameter, index) => (
                  <Box key={parameter.key} sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'flex-start' }}>
                    <TextField
                      label={label('parameter')}
                      value={parameter.name}
                      disabled={readOnly}
                      onChange={(e) => set({ parameters: draft.parameters.map((p) => (p.key === parameter.key ? { ...p, name: e.target.value } : p)) })}
                      error={Boolean(fieldError(`parameters.${index}.name`))}
                      helperText={fieldError(`parameters.${index}.name`)}
                    />
                    <TextField
                      label={label('amount')}
                      value={parameter.amount}
                      disabled={readOnly}
                      onChange={(e) => set({ parameters: draft.parameters.map((p) => (p.key === parameter.key ? { ...p, amount: e.target.value } : p)) })}
                      error={Boolean(fieldError(`parameters.${index}.amount`))}
                      helperText={fieldError(`parameters.${index}.amount`)}
                      sx={{ width: 160, flexShrink: 0 }}
                      slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
                    />
                    {!readOnly && (
                      <IconButton
                        aria-label={translate('app.invoices.remove_parameter')}
                        sx={{ mt: 0.5 }}
                        onClick={() => set({ parameters: draft.parameters.filter((p) => p.key !== parameter.key) })}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Box>
                ))}
                {!readOnly && (
                  <TextField
                    select
                    label={translate('app.invoices.add_parameter')}
                    value=""
                    onChange={(e) => {
                      const picked = parameters.find((p) => String(p.id) === e.target.value);
                      if (picked) {
                        set({ parameters: [...draft.parameters, { key: newKey(), parameter_id: String(picked.id), name: picked.name, amount: picked.value ?? '0' }] });
                      }
                    }}
                    helperText={parameters.length === 0 ? translate('app.invoices.no_parameters') : undefined}
                  >
                    {parameters.map((p) => (
                      <MenuItem key={p.id} value={String(p.id)}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
              <TextField label={label('note')} value={draft.note} multiline minRows={2} disabled={readOnly} onChange={(e) => set({ note: e.target.value })} />
              {kind.invoiceOnly && <Box>
                <FormControlLabel
                  control={<Checkbox checked={draft.recurring} disabled={readOnly} onChange={(e) => set({ recurring: e.target.checked })} />}
                  label={label('recurring')}
                />
                {draft.recurring && (
                  <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                    <TextField
                      label={label('recurring_every_months')}
                      value={draft.recurring_every_months}
                      disabled={readOnly}
                      onChange={(e) => set({ recurring_every_months: e.target.value })}
                      error={Boolean(fieldError('recurring_every_months'))}
                      helperText={fieldError('recurring_every_months')}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                    <TextField
                      type="date"
                      label={label('recurring_date')}
                      value={draft.recurring_date}
                      disabled={readOnly}
                      onChange={(e) => set({ recurring_date: e.target.value })}
                      error={Boolean(fieldError('recurring_date'))}
                      helperText={fieldError('recurring_date')}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                      type="date"
                      label={label('recurring_till')}
                      value={draft.recurring_till}
                      disabled={readOnly}
                      onChange={(e) => set({ recurring_till: e.target.value })}
                      error={Boolean(fieldError('recurring_till'))}
                      helperText={fieldError('recurring_till')}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  </Box>
                )}
              </Box>}
            </Stack>
            {kind.invoiceOnly && invoice && (
              <Box sx={{ mt: 2 }}>
                <DocumentAttachment
                  url={`/api/invoices/attachment/${String(invoice.id)}`}
                  messages="app.invoices.attachment"
                  testId="invoice-attachment"
                  filename={invoice.attachment ?? null}
                  canEdit={canEditAttachment}
                  onChanged={() => queryClient.invalidateQueries({ queryKey: [kind.name, 'document', invoice.id] })}
                />
              </Box>
            )}
          </Panel>
          <Card sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('app.invoices.totals')}
              </Typography>
              <InvoiceTotals totals={totals} locale={locale} settled={kind.invoiceOnly && invoice && invoice.stage !== 'pending' ? invoice : undefined} />
            </CardContent>
            <Divider />
            <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, flexWrap: 'wrap' }}>
              <Button onClick={() => navigate(links.list)}>{translate(readOnly ? 'app.records.back_to_list' : 'app.records.form.cancel')}</Button>
              {!readOnly && (
                <>
                  <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={busy} onClick={() => void save(false)}>
                    {translate('app.invoices.save_draft')}
                  </Button>
                  {kind.invoiceOnly && can.edit && (
                    <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={busy} onClick={() => void save(true)}>
                      {translate('app.invoices.save_confirm')}
                    </Button>
                  )}
                </>
              )}
            </Box>
          </Card>
        </Box>
      </Stack>
    </Box>
  );
}
