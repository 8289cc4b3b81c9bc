import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';

/**
 * Settings › Account Reset: a token is mailed to the admin, then the reset is
 * confirmed with it and wipes the workspace's data. Only an Admin may do either.
 */
export function AccountResetSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { user } = useWorkspace();
  const [token, setToken] = useState('');
  const [confirming, setConfirming] = useState(false);
  const allowed = userCanAccess(user, 'purge', 'account-reset');

  const sendToken = useMutation({
    mutationFn: () => dataProvider.sendAccountResetToken(),
    onSuccess: () => notify('masterdata.reset.token_sent', { type: 'success' }),
    onError: () => notify('masterdata.reset.send_failed', { type: 'error' }),
  });
  const reset = useMutation({
    mutationFn: (confirmed: string) => dataProvider.resetAccount(confirmed),
    onSuccess: async () => {
      setToken('');
      // Every figure the workspace shows is gone.
      await queryClient.invalidateQueries();
      notify('masterdata.reset.done', { type: 'success' });
    },
    onError: () => notify('masterdata.reset.failed', { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  const sending = sendToken.isPending;
  const resetting = reset.isPending;

  return (
    <Card data-testid="account-reset-section">
      <CardContent>
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <Alert severity="error" variant="outlined" data-testid="reset-warning">
            <Typography sx={{ fontWeight: 700 }}>{translate('masterdata.reset.warning')}</Typography>
            <Typography variant="body2">{translate('masterdata.reset.explain')}</Typography>
          </Alert>
          {!allowed && <Alert severity="info">{translate('masterdata.reset.admin_only')}</Alert>}
          <Stack spacing={1}>
            <Typography variant="subtitle2">{translate('masterdata.reset.step_send', { email: user.email })}</Typography>
            <div>
              <Button
                variant="outlined"
                onClick={() => sendToken.mutate()}
                disabled={!allowed || sending}
                startIcon={sending ? <CircularProgress size={16} /> : <ForwardToInboxOutlinedIcon />}
              >
                {translate('masterdata.reset.send_token')}
              </Button>
            </div>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2">{translate('masterdata.reset.step_confirm')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={translate('masterdata.reset.token')}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                size="small"
                disabled={!allowed}
                autoComplete="off"
                sx={{ minWidth: 320 }}
              />
              <Button
                variant="contained"
                color="error"
                onClick={() => setConfirming(true)}
                disabled={!allowed || !token.trim() || resetting}
                startIcon={<RestartAltIcon />}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {translate('masterdata.reset.reset')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={resetting}
        title={translate('app.records.confirm.title')}
        content={translate('masterdata.reset.confirm', { workspace: user.workspace.name })}
        confirm={translate('masterdata.reset.confirm_yes')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => reset.mutate(token.trim())}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
