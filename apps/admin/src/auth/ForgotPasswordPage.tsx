import { Box, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { checkEmail, requireFields } from '../forms/useFormFields';
import { SubmitButton } from '../forms/SubmitButton';
import { accountActions } from '../providers/accountActions';
import { useLocalePath } from '../i18n/useLocale';
import { useAccountForm } from './useAccountForm';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const notify = useNotify();
  const { field, submit, mutation } = useAccountForm(
    { email: '' },
    {
      check: (values) => ({ ...requireFields(values, ['email']), ...checkEmail(values) }),
      send: (values) => accountActions.requestPasswordReset(values.email.trim()),
      onSuccess: () => notify('app.auth.link_sent', { type: 'success' }),
    },
  );

  return (
    <AuthLayout title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField {...field('email')} type="email" autoComplete="email" autoFocus label={translate('app.auth.email')} />
          <SubmitButton busy={mutation.isPending} label={translate('app.auth.send_link')} />
          <Link component={RouterLink} to={to('/login')} variant="body2" sx={{ textAlign: 'center' }}>
            {translate('app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
