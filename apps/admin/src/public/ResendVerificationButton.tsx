import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { accountActions } from '../providers/accountActions';
import { useReportError } from '../providers/useReportError';

/** Mails the signed-in user a new verification link (throttled by the server). */
export function ResendVerificationButton({ variant = 'text', label = 'account.verify.resend' }: { variant?: 'text' | 'outlined'; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const resend = useMutation({
    mutationFn: accountActions.resendVerification,
    onSuccess: () => notify('account.verify.resent', { type: 'success' }),
    onError: reportError,
  });
  return (
    <Button variant={variant} color="inherit" disabled={resend.isPending} onClick={() => resend.mutate()} data-testid="resend-verification">
      {translate(label)}
    </Button>
  );
}
