import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { useReportError } from '../providers/useReportError';

/** Whether the saved business email is verified; mail goes out from it only once it is. */
export function BusinessEmailVerification({ savedEmail, canSend }: { savedEmail: unknown; canSend: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  // Keyed on the saved address, so saving another one asks again.
  const key = ['business-email-verification', savedEmail ?? null];
  const { data } = useQuery({ queryKey: key, queryFn: () => dataProvider.getBusinessEmailState() });
  const send = useMutation({
    mutationFn: () => dataProvider.sendBusinessEmailVerification(),
    onSuccess: async () => {
      notify('account.business_email.sent', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: reportError,
  });
  if (!data?.business_email) return null;

  const verified = data.verified_at !== null;
  return (
    <Alert
      severity={verified ? 'success' : 'warning'}
      sx={{ mb: 2 }}
      data-testid="business-email-verification"
      action={
        !verified && canSend ? (
          <Button color="inherit" size="small" disabled={send.isPending} onClick={() => send.mutate()}>
            {translate('account.business_email.send')}
          </Button>
        ) : undefined
      }
    >
      {translate(verified ? 'account.business_email.verified' : 'account.business_email.unverified', { email: data.business_email })}
    </Alert>
  );
}
