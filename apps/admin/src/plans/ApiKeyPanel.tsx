import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES, type Role } from '@ginuma/domain';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { useReportError } from '../providers/useReportError';
import { CopyableText } from '../ledger/CopyableText';
import { formatDate, formatTime } from '../i18n/format';
import { useAppDataProvider } from '../providers/dataProvider';

const API_KEY = ['api-key'];
const ROLE_KEYS: Record<Role, string> = { 1: 'app.roles.admin', 2: 'app.roles.audit', 3: 'app.roles.entry' };

/**
 * Business Configuration's account API key: created with a role (read-only Audit by default),
 * shown once to copy, then only its prefix and last use; a new key replaces the old one.
 */
export function ApiKeyPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const { user, locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const current = useQuery({ queryKey: API_KEY, queryFn: () => dataProvider.getApiKey() });
  const [role, setRole] = useState<Role>(ROLES.audit);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const admin = userCanAccess(user, 'create', 'business-configuration');
  const key = current.data ?? null;
  const when = (at: string) => `${formatDate(locale, new Date(at))} ${formatTime(locale, new Date(at))}`;

  const create = useMutation({
    mutationFn: (chosen: Role) => dataProvider.createApiKey(chosen),
    onSuccess: async (made) => {
      setCreated(made.key);
      await queryClient.invalidateQueries({ queryKey: API_KEY });
    },
    onError: reportError,
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeApiKey(),
    onSuccess: async () => {
      setCreated(null);
      await queryClient.invalidateQueries({ queryKey: API_KEY });
      notify('plans.api_key.revoked', { type: 'success' });
    },
    onError: reportError,
    onSettled: () => setRevoking(false),
  });
  const busy = create.isPending || revoke.isPending;

  return (
    <Card sx={{ mt: 2 }} data-testid="api-key-panel">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <KeyOutlinedIcon color="action" />
            <Typography variant="subtitle1" component="h2">{translate('plans.api_key.title')}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">{translate('plans.api_key.body')}</Typography>
          {created && (
            <Alert severity="warning" data-testid="api-key-created">
              <Typography variant="body2" sx={{ mb: 1 }}>{translate('plans.api_key.copy_now')}</Typography>
              <CopyableText value={created} testId="api-key-value" />
            </Alert>
          )}
          {key ? (
            <Stack spacing={0.5} data-testid="api-key-current">
              <Typography variant="body2">
                {translate('plans.api_key.prefix')} <code>{key.prefix}…</code> · {translate(ROLE_KEYS[key.role])}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('plans.api_key.created', { date: when(key.created_at) })} ·{' '}
                <span data-testid="api-key-last-used">{key.last_used_at ? translate('plans.api_key.last_used', { date: when(key.last_used_at) }) : translate('plans.api_key.never_used')}</span>
              </Typography>
            </Stack>
          ) : (
            current.isSuccess && <Typography variant="body2" data-testid="api-key-none">{translate('plans.api_key.none')}</Typography>
          )}
          {admin && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <TextField select size="small" label={translate('plans.api_key.role')} value={role} onChange={(e) => setRole(Number(e.target.value) as Role)} sx={{ minWidth: 200 }}>
                {([ROLES.audit, ROLES.entry, ROLES.admin] as Role[]).map((r) => (
                  <MenuItem key={r} value={r}>
                    {translate(ROLE_KEYS[r])}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => create.mutate(role)} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <KeyOutlinedIcon />}>
                {translate(key ? 'plans.api_key.replace' : 'plans.api_key.create')}
              </Button>
              {key && (
                <Button color="error" onClick={() => setRevoking(true)} disabled={busy}>
                  {translate('plans.api_key.revoke')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={revoking}
        loading={busy}
        title={translate('app.records.confirm.title')}
        content={translate('plans.api_key.revoke_confirm')}
        confirm={translate('plans.api_key.revoke')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => revoke.mutate()}
        onClose={() => setRevoking(false)}
      />
    </Card>
  );
}
