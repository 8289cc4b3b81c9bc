import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { httpClient, postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';

interface BusinessEmailState {
  business_email: string | null;
  verified_at: string | null;
}

/** Whether the saved business email is verified; mail goes out from it only once it is. */
export function BusinessEmailVerification({ savedEmail, canSend }: { savedEmail: unknown; canSend: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Keyed on the saved address, so saving another one asks again.
  const key = ['business-email-verification', savedEmail ?? null];
  const { data } = useQuery({ queryKey: key, queryFn: async () => (await httpClient('/api/email-verify/config')).json as BusinessEmailState });
  if (!data?.business_email) return null;

  const send = async () => {
    setBusy(true);
    try {
      await postJson('/api/email-verify/config', {});
      notify('account.business_email.sent', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  const verified = data.verified_at !== null;
  return (
    <Alert
      severity={verified ? 'success' : 'warning'}
      sx={{ mb: 2 }}
      data-testid="business-email-verification"
      action={
        !verified && canSend ? (
          <Button color="inherit" size="small" disabled={busy} onClick={() => void send()}>
            {translate('account.business_email.send')}
          </Button>
        ) : undefined
      }
    >
      {translate(verified ? 'account.business_email.verified' : 'account.business_email.unverified', { email: data.business_email })}
    </Alert>
  );
}
