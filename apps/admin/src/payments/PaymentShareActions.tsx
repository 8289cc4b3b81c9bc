import { Box, Button } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../providers/apiErrors';
import { useWorkspace } from '../workspace/useWorkspace';
import { emailPayment, paymentPrintUrl, type PaymentKind } from './paymentApi';

/**
 * Print and email for a confirmed receipt or refund: the PDF opens in a new tab; the email goes
 * to the customer's address in the current language. Only those who may change payments mail them.
 */
export function PaymentShareActions({ kind, id, canEmail }: { kind: PaymentKind; id: string; canEmail: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useWorkspace();
  const email = async () => {
    try {
      await emailPayment(kind, id, { locale });
      notify('app.invoices.email_queued', { type: 'success' });
    } catch (failure) {
      notify(errorNotice(failure).message, { type: 'error', title: 'app.invoices.email_failed' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} href={paymentPrintUrl(kind, id, locale)} target="_blank" rel="noopener">
        {translate('app.records.print')}
      </Button>
      {canEmail && (
        <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={() => void email()}>
          {translate('app.invoices.email')}
        </Button>
      )}
    </Box>
  );
}
