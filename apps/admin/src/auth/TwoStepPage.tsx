import { useState } from 'react';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { requireFields } from '../forms/useFormFields';
import { SubmitButton } from '../forms/SubmitButton';
import { signInSecondStep } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';
import { useAccountForm } from './useAccountForm';

/**
 * The second step of a sign-in, after the password or Google: the app's code, or a recovery code.
 * A successful answer signs the user in; the router then sends them to their dashboard.
 */
export function TwoStepPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const [recovery, setRecovery] = useState(false);
  const { field, submit, mutation, setErrors } = useAccountForm(
    { code: '', recovery_code: '' },
    {
      check: (values) => requireFields(values, [recovery ? 'recovery_code' : 'code']),
      send: (values) => signInSecondStep(recovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.replace(/\s/g, '') }),
    },
  );
  const switchTo = (next: boolean) => {
    setErrors({});
    setRecovery(next);
  };
  return (
    <AuthLayout title={translate('security.second_step.title')} subtitle={translate(recovery ? 'security.second_step.recovery_subtitle' : 'security.second_step.subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {recovery ? (
            <TextField {...field('recovery_code')} key="recovery" autoComplete="off" autoFocus label={translate('security.second_step.recovery_code')} />
          ) : (
            <TextField
              {...field('code')}
              key="code"
              autoComplete="one-time-code"
              autoFocus
              label={translate('security.second_step.code')}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
            />
          )}
          <SubmitButton busy={mutation.isPending || mutation.isSuccess} label={translate('security.second_step.verify')} />
          <Button variant="text" onClick={() => switchTo(!recovery)}>
            {translate(recovery ? 'security.second_step.use_code' : 'security.second_step.use_recovery')}
          </Button>
          <Link component={RouterLink} to={to('/login')} variant="body2" sx={{ textAlign: 'center' }}>
            {translate('app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
