import { Box, FormControlLabel, IconButton, Switch, TextField, Tooltip } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useTranslate } from 'react-admin';
import { CreatablePicker } from '../forms/CreatablePicker';
import { Panel } from '../forms/Panel';
import type { CustomerRow } from './documentReferences';
import { DraftDateField } from './DraftDateField';
import type { DocumentKind, SalesDocument } from './documentKind';
import type { InvoiceForm } from './useInvoiceForm';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

interface CustomerSectionProps {
  kind: DocumentKind;
  invoice: SalesDocument | null;
  form: InvoiceForm;
  customers: CustomerRow[];
  readOnly: boolean;
}

/** Who the document is for (a customer record, or a walk-in cash customer by name), its dates, reference and code. */
export function CustomerSection({ kind, invoice, form, customers, readOnly }: CustomerSectionProps) {
  const translate = useTranslate();
  const { draft, set, errorOf, code } = form;
  const label = (field: string) => translate(`app.invoices.fields.${field}`);
  const selectedCustomer = customers.find((c) => c.id === draft.customer_id) ?? null;
  const cashError = errorOf('cash_customer').helperText ?? errorOf('customer_id').helperText;
  const codeError = errorOf('code');
  const choose = (value: CustomerRow | null) =>
    set({
      customer_id: value ? String(value.id) : null,
      customer_name: value?.name ?? '',
      contact_person: draft.contact_person || (value?.contact_person ?? ''),
    });

  return (
    <Panel title={translate('app.invoices.customer_section')}>
      <Box sx={grid}>
        {/* On a phone the cash switch goes under the picker, which keeps the width for the customer's name. */}
        <Box sx={{ gridColumn: { lg: 'span 2' }, display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, alignItems: 'flex-start' }}>
          {draft.cash ? (
            <TextField
              label={label('cash_customer')}
              value={draft.cash_customer}
              disabled={readOnly}
              onChange={(e) => set({ cash_customer: e.target.value })}
              error={Boolean(cashError)}
              helperText={cashError}
            />
          ) : (
            <CreatablePicker
              resources={CUSTOMERS}
              fullWidth
              options={customers}
              value={selectedCustomer}
              disabled={readOnly}
              onChange={choose}
              renderInput={(params) => <TextField {...params} label={label('customer')} autoFocus={!invoice && !readOnly} {...errorOf('customer_id')} />}
            />
          )}
          <FormControlLabel
            sx={{ flexShrink: 0, mt: 0.5 }}
            control={<Switch checked={draft.cash} disabled={readOnly} onChange={(e) => set({ cash: e.target.checked })} />}
            label={label('cash')}
          />
        </Box>
        {!draft.cash && <TextField label={label('contact_person')} value={draft.contact_person} disabled={readOnly} onChange={(e) => set({ contact_person: e.target.value })} />}
        <DraftDateField form={form} field="date" readOnly={readOnly} />
        <DraftDateField form={form} field="due_date" readOnly={readOnly} />
        <TextField label={label('project_ref')} value={draft.project_ref} disabled={readOnly} onChange={(e) => set({ project_ref: e.target.value })} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={label('code')}
            value={code}
            disabled={!invoice || readOnly}
            onChange={(e) => form.setCode(e.target.value)}
            error={codeError.error}
            helperText={codeError.helperText ?? (invoice ? undefined : translate('app.invoices.code_hint'))}
            // The hint stays readable while the field is still closed to typing.
            slotProps={{ htmlInput: { 'data-testid': 'invoice-code' }, formHelperText: { disabled: false } }}
          />
          {kind.invoiceOnly && invoice && !readOnly && code !== invoice.code && (
            <Tooltip title={translate('app.invoices.update_code')}>
              <IconButton aria-label={translate('app.invoices.update_code')} onClick={form.saveCode} sx={{ mt: 0.5 }}>
                <SaveOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Box>
    </Panel>
  );
}

const CUSTOMERS = ['customers'];
