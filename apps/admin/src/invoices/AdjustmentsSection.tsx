import { Autocomplete, Box, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { creatableFilter, isCreateOption, type CreateOption } from '../forms/creatableOptions';
import { DocumentAttachment } from '../forms/DocumentAttachment';
import { useCreateInPlace } from '../records/useCreateInPlace';
import { Panel } from '../forms/Panel';
import { newKey } from './invoiceDraft';
import { DraftDateField } from './DraftDateField';
import type { ParameterRow, TaxRow } from './documentReferences';
import { isInvoice, type DocumentKind, type SalesDocument } from './documentKind';
import type { InvoiceForm } from './useInvoiceForm';

interface AdjustmentsSectionProps {
  kind: DocumentKind;
  invoice: SalesDocument | null;
  form: InvoiceForm;
  taxes: TaxRow[];
  parameters: ParameterRow[];
  readOnly: boolean;
  canEdit: boolean;
}

const filterTaxes = creatableFilter<TaxRow>((tax) => tax.name, ['taxes']);
const NO_TAXES: TaxRow[] = [];
const amountInput = { htmlInput: { inputMode: 'decimal' as const, style: { textAlign: 'right' as const } } };

/** What applies to the whole document: the other discount, taxes, parameters, the note, an invoice's schedule and attachment. */
export function AdjustmentsSection({ kind, invoice, form, taxes, parameters, readOnly, canEdit }: AdjustmentsSectionProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { draft, set, errorOf } = form;
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  // The same array while the choice stands: the picker clears what is being typed whenever its value changes.
  const selectedTaxes = useMemo(() => {
    const chosen = taxes.filter((t) => draft.taxes.some((d) => d.tax_id === t.id));
    return chosen.length > 0 ? chosen : NO_TAXES;
  }, [taxes, draft.taxes]);
  const chooseTaxes = (chosen: TaxRow[]) => set({ taxes: chosen.map((t) => ({ tax_id: String(t.id), name: t.name, abbreviation: t.abbreviation, rate: t.rate })) });
  // A tax needs its rate, so a typed name opens the tax's form; once saved it joins the chosen taxes.
  const creating = useCreateInPlace((record) => chooseTaxes([...selectedTaxes, record as TaxRow]));

  return (
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
            {...errorOf('other_discount')}
            slotProps={amountInput}
          />
        </Box>
        <Autocomplete<TaxRow | CreateOption, true>
          multiple
          options={taxes}
          value={selectedTaxes}
          disabled={readOnly}
          filterOptions={filterTaxes}
          getOptionLabel={(option) => (isCreateOption(option) ? translate('app.forms.create_named', { name: option.create }) : `${option.name} (${option.rate}%)`)}
          isOptionEqualToValue={(option, value) => !isCreateOption(option) && !isCreateOption(value) && option.id === value.id}
          onChange={(_event, value) => {
            const create = value.find(isCreateOption);
            if (create) creating.start({ resource: create.resource, name: create.create });
            else chooseTaxes(value.filter((option): option is TaxRow => !isCreateOption(option)));
          }}
          renderInput={(params) => <TextField {...params} label={label('taxes')} {...errorOf('tax_ids')} />}
        />
        <FormControlLabel
          control={<Checkbox checked={draft.prices_include_tax} disabled={readOnly} onChange={(e) => set({ prices_include_tax: e.target.checked })} />}
          label={label('prices_include_tax')}
        />
        {creating.dialog}
        <ParameterFields form={form} parameters={parameters} readOnly={readOnly} />
        <TextField label={label('note')} value={draft.note} multiline minRows={2} disabled={readOnly} onChange={(e) => set({ note: e.target.value })} />
        {kind.invoiceOnly && <RecurringFields form={form} readOnly={readOnly} />}
      </Stack>
      {invoice && isInvoice(invoice) && (
        <Box sx={{ mt: 2 }}>
          {/* The attachment may change after confirmation too: it documents, it does not account. */}
          <DocumentAttachment
            url={`/api/invoices/attachment/${invoice.id}`}
            messages="app.invoices.attachment"
            testId="invoice-attachment"
            filename={invoice.attachment ?? null}
            canEdit={canEdit}
            onChanged={() => queryClient.invalidateQueries({ queryKey: [kind.name, 'document', invoice.id] })}
          />
        </Box>
      )}
    </Panel>
  );
}

/** The document's parameters (charges or deductions by name), added from the workspace's list. */
function ParameterFields({ form, parameters, readOnly }: { form: InvoiceForm; parameters: ParameterRow[]; readOnly: boolean }) {
  const translate = useTranslate();
  const { draft, set, errorOf } = form;
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  const change = (key: string, edit: { name?: string; amount?: string }) => set({ parameters: draft.parameters.map((p) => (p.key === key ? { ...p, ...edit } : p)) });
  return (
    <Box>
      {draft.parameters.map((parameter, index) => (
        <Box key={parameter.key} sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'flex-start' }}>
          <TextField label={label('parameter')} value={parameter.name} disabled={readOnly} onChange={(e) => change(parameter.key, { name: e.target.value })} {...errorOf(`parameters.${index}.name`)} />
          <TextField
            label={label('amount')}
            value={parameter.amount}
            disabled={readOnly}
            onChange={(e) => change(parameter.key, { amount: e.target.value })}
            {...errorOf(`parameters.${index}.amount`)}
            sx={{ width: 160, flexShrink: 0 }}
            slotProps={amountInput}
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
            if (picked) set({ parameters: [...draft.parameters, { key: newKey(), parameter_id: String(picked.id), name: picked.name, amount: picked.value ?? '0' }] });
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
  );
}

/** An invoice's schedule: every N months from a date, until an optional end. */
function RecurringFields({ form, readOnly }: { form: InvoiceForm; readOnly: boolean }) {
  const translate = useTranslate();
  const { draft, set, errorOf } = form;
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  return (
    <Box>
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
            {...errorOf('recurring_every_months')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <DraftDateField form={form} field="recurring_date" readOnly={readOnly} />
          <DraftDateField form={form} field="recurring_till" readOnly={readOnly} />
        </Box>
      )}
    </Box>
  );
}
