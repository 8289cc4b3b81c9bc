import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';

/** Mails the signed-in user a new verification link (throttled by the server). */
export function ResendVerificationButton({ variant = 'text', label = 'account.verify.resend' }: { variant?: 'text' | 'outlined'; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await postJson('/api/email-verify/resend', {});
      notify('account.verify.resent', { type: 'success' });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} color="inherit" disabled={busy} onClick={() => void resend()} data-testid="resend-verification">
      {translate(label)}
    </Button>
  );
}
