import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { checkEmail, requireFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { signIn } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';
import { useAccountForm } from './useAccountForm';

// A successful sign-in changes the session; the router then sends the user to their dashboard.
export function LoginPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { field, submit, mutation } = useAccountForm(
    { email: '', password: '' },
    {
      check: (values) => ({ ...requireFields(values, ['email', 'password']), ...checkEmail(values) }),
      send: (values) => signIn(values.email.trim(), values.password),
      // No user yet: the account signs in with a second step, asked for on its own page.
      onSuccess: (user) => {
        if (!user) navigate(to('/two-step'));
      },
    },
  );

  return (
    <AuthLayout title={translate('app.auth.login_title')} subtitle={translate('app.auth.login_subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField {...field('email')} type="email" autoComplete="email" autoFocus label={translate('app.auth.email')} />
          <PasswordField {...field('password')} autoComplete="current-password" label={translate('app.auth.password')} />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component={RouterLink} to={to('/forgot-password')} variant="body2">
              {translate('app.auth.forgot_link')}
            </Link>
          </Box>
          <SubmitButton busy={mutation.isPending || mutation.isSuccess} label={translate('app.auth.sign_in')} />
          <GoogleSignInButton />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('app.auth.no_account')}{' '}
            <Link component={RouterLink} to={to('/register')}>
              {translate('app.auth.create_account')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
