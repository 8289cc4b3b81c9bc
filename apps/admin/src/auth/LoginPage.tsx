import { useState, type FormEvent } from 'react';
import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { checkEmail, requireFields, useFormFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { fieldErrorsOf } from '../providers/apiErrors';
import { useReportError } from '../providers/useReportError';
import { signIn } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';

// A successful sign-in changes the session; the router then sends the user to their dashboard.
export function LoginPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const reportError = useReportError();
  const { values, field, setErrors } = useFormFields({ email: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = { ...requireFields(values, ['email', 'password']), ...checkEmail(values) };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await signIn(values.email.trim(), values.password);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
      setBusy(false);
    }
  };

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
          <SubmitButton busy={busy} label={translate('app.auth.sign_in')} />
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
