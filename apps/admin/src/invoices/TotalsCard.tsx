import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import type { Settlement } from './invoiceTotalsRows';
import { InvoiceTotals } from './InvoiceTotals';
import type { InvoiceForm } from './useInvoiceForm';

interface TotalsCardProps {
  form: InvoiceForm;
  locale: Locale;
  settled: Settlement | undefined;
  listPath: string;
  readOnly: boolean;
  /** Save and confirm in one step (an invoice, for a role that may edit). */
  canConfirm: boolean;
}

/** The live totals beside the form, with back or cancel, save draft and save & confirm. */
export function TotalsCard({ form, locale, settled, listPath, readOnly, canConfirm }: TotalsCardProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('app.invoices.totals')}
        </Typography>
        <InvoiceTotals totals={form.totals} locale={locale} settled={settled} />
      </CardContent>
      <Divider />
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={() => navigate(listPath)}>{translate(readOnly ? 'app.records.back_to_list' : 'app.records.form.cancel')}</Button>
        {!readOnly && (
          <>
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={form.busy} onClick={() => form.save(false)}>
              {translate('app.invoices.save_draft')}
            </Button>
            {canConfirm && (
              <Button variant="contained" startIcon={<TaskAltOutlinedIcon />} disabled={form.busy} onClick={() => form.save(true)}>
                {translate('app.invoices.save_confirm')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Card>
  );
}
