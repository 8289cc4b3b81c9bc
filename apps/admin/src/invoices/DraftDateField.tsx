import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceForm } from './useInvoiceForm';

/** One of the draft's dates, with its server error. */
export function DraftDateField({ form, field, readOnly }: { form: InvoiceForm; field: 'date' | 'due_date' | 'recurring_date' | 'recurring_till'; readOnly: boolean }) {
  const translate = useTranslate();
  const error = form.errorOf(field);
  const byTerms = field === 'due_date' && form.draft.due_date === '' && !readOnly;
  return (
    <TextField
      type="date"
      label={translate(`app.invoices.fields.${field}`)}
      value={form.draft[field]}
      disabled={readOnly}
      onChange={(e) => form.set({ [field]: e.target.value })}
      {...error}
      helperText={error.helperText ?? (byTerms ? translate('app.invoices.due_by_terms') : undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
