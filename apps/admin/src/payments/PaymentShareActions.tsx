import { Box, Button } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorNotice } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import { paymentPrintUrl, type PaymentKind } from '../providers/paymentActions';
import { useWorkspace } from '../workspace/useWorkspace';

/**
 * Print and email for a confirmed receipt or refund: the PDF opens in a new tab; the email goes
 * to the customer's address in the current language. Only those who may change payments mail them.
 */
export function PaymentShareActions({ kind, id, canEmail }: { kind: PaymentKind; id: string; canEmail: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { locale } = useWorkspace();
  const email = useMutation({
    mutationFn: () => dataProvider.emailPaymentDocument(kind, id, { locale }),
    onSuccess: () => notify('app.invoices.email_queued', { type: 'success' }),
    onError: (failure) => notify(errorNotice(failure).message, { type: 'error', title: 'app.invoices.email_failed' }),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} href={paymentPrintUrl(kind, id, locale)} target="_blank" rel="noopener">
        {translate('app.records.print')}
      </Button>
      {canEmail && (
        <Button variant="outlined" startIcon={<EmailOutlinedIcon />} disabled={email.isPending} onClick={() => email.mutate()}>
          {translate('app.invoices.email')}
        </Button>
      )}
    </Box>
  );
}
