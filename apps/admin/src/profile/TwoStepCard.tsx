import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoStepSetup } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { loadSession } from '../session/sessionStore';
import { useWorkspace } from '../workspace/useWorkspace';
import { formatDate } from '../i18n/format';
import { PasswordField } from '../forms/PasswordField';
import { useAccountForm } from '../auth/useAccountForm';
import { requireFields } from '../forms/useFormFields';
import { userCanAccess } from '../providers/canAccess';

const TWO_STEP_KEY = ['two-step'];

/** Recovery codes, shown once: to copy or write down before going on. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    notify('security.two_step.copied', { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="recovery-codes-title">
      <DialogTitle id="recovery-codes-title">{translate('security.two_step.codes_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('security.two_step.codes_body')}</DialogContentText>
        <Box
          component="ol"
          data-testid="recovery-codes"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, m: 0, pl: 3, '& li': { py: 0.25 } }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('security.two_step.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('security.two_step.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks for the password before turning the second step off or renewing the codes. */
function PasswordDialog({ prompt, onConfirm, onClose }: { prompt: string; onConfirm: (password: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { field, submit, mutation } = useAccountForm({ password: '' }, { check: (values) => requireFields(values, ['password']), send: (values) => onConfirm(values.password) });
  return (
    <Dialog open onClose={onClose} aria-labelledby="two-step-password-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="two-step-password-title">{translate('security.two_step.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(prompt)}</DialogContentText>
          <PasswordField {...field('password')} autoComplete="current-password" autoFocus label={translate('security.two_step.password')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('security.two_step.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {translate('security.two_step.continue')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Scan, then prove it with a code: only then is the second step in force. */
function Enrolment({ setup, onDone, onCancel }: { setup: TwoStepSetup; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { field, submit, mutation } = useAccountForm(
    { code: '' },
    {
      check: (values) => requireFields(values, ['code']),
      send: (values) => dataProvider.enableTwoStep(values.code.replace(/\s/g, '')),
      onSuccess: ({ recovery_codes }) => onDone(recovery_codes),
    },
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography variant="body2">{translate('security.two_step.scan')}</Typography>
        <Box
          component="img"
          alt="QR"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          sx={{ width: 192, height: 192, bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
        <TextField
          label={translate('security.two_step.key')}
          value={setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'two-step-key', style: { fontFamily: 'monospace' } } }}
        />
        <TextField
          {...field('code')}
          autoComplete="one-time-code"
          label={translate('security.two_step.code')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {translate('security.two_step.confirm')}
          </Button>
          <Button onClick={onCancel}>{translate('security.two_step.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The profile's two-step sign-in: its state, turning it on (scan, code, recovery codes) or off, and new recovery codes. */
export function TwoStepCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const { data: status } = useQuery({ queryKey: TWO_STEP_KEY, queryFn: () => dataProvider.getTwoStep() });
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [asking, setAsking] = useState<'off' | 'renew'>();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });
    // The session's user says whether a second step is on; the router reads it.
    await loadSession();
  };
  const start = useMutation({ mutationFn: () => dataProvider.setUpTwoStep(), onSuccess: setSetup });
  return (
    <Card>
      <CardHeader title={translate('security.two_step.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Divider />
      <CardContent>
        {status?.required && !status.enabled && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('security.two_step.required')}
          </Alert>
        )}
        {setup ? (
          <Enrolment
            setup={setup}
            onCancel={() => setSetup(undefined)}
            onDone={(recoveryCodes) => {
              setSetup(undefined);
              setCodes(recoveryCodes);
              notify('security.two_step.turned_on', { type: 'success' });
            }}
          />
        ) : status?.enabled ? (
          <Stack spacing={2}>
            <Typography variant="body2" data-testid="two-step-state">
              {translate('security.two_step.on', { date: formatDate(locale, status.enabled_at ?? ''), smart_count: status.recovery_codes_left })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => setAsking('renew')}>
                {translate('security.two_step.new_codes')}
              </Button>
              {!status.required && (
                <Button color="error" onClick={() => setAsking('off')}>
                  {translate('security.two_step.turn_off')}
                </Button>
              )}
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" data-testid="two-step-state">
              {translate('security.two_step.off')}
            </Typography>
            <Box>
              <Button variant="contained" disabled={!status || start.isPending} onClick={() => start.mutate()}>
                {translate('security.two_step.turn_on')}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          onClose={() => {
            setCodes(undefined);
            void refresh();
          }}
        />
      )}
      {asking && (
        <PasswordDialog
          prompt={asking === 'off' ? 'security.two_step.password_to_turn_off' : 'security.two_step.password_to_renew'}
          onClose={() => setAsking(undefined)}
          onConfirm={async (password) => {
            if (asking === 'off') {
              await dataProvider.disableTwoStep(password);
              notify('security.two_step.turned_off', { type: 'success' });
              await refresh();
            } else {
              setCodes((await dataProvider.renewRecoveryCodes(password)).recovery_codes);
            }
            setAsking(undefined);
          }}
        />
      )}
    </Card>
  );
}

/** The user registry's switch (Admin): everyone in the workspace signs in with a second step. */
export function TwoStepRequirement() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { user } = useWorkspace();
  const [required, setRequired] = useState(Boolean(user.workspace.require_two_step));
  const change = useMutation({
    mutationFn: (next: boolean) => dataProvider.requireTwoStep(next),
    onSuccess: async (_, next) => {
      setRequired(next);
      notify(next ? 'security.two_step.required_saved' : 'security.two_step.not_required_saved', { type: 'success' });
      await loadSession();
    },
  });
  if (!userCanAccess(user, 'edit', 'users')) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <FormControlLabel
        control={<Switch checked={required} disabled={change.isPending} onChange={(_, next) => change.mutate(next)} />}
        label={translate('security.two_step.require')}
      />
      <FormHelperText>{translate('security.two_step.require_help')}</FormHelperText>
    </Box>
  );
}
