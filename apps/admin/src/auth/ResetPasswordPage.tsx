import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { checkEmail, checkNewPassword, requireFields, useFormFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { fieldErrorsOf } from '../providers/apiErrors';
import { postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';
import { useLocalePath } from '../i18n/useLocale';
import type { PageProps } from '../routing/pageProps';

/** The token comes from the path (`/reset-password/{token}`) or, from older emails, `?token=`. */
export function ResetPasswordPage({ params }: PageProps) {
  const translate = useTranslate();
  const to = useLocalePath();
  const notify = useNotify();
  const navigate = useNavigate();
  const reportError = useReportError();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const { values, field, setErrors } = useFormFields({ email: search.get('email') ?? '', password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      ...requireFields(values, ['email', 'password', 'password_confirmation']),
      ...checkEmail(values),
      ...checkNewPassword(values, 'password', 'password_confirmation'),
    };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await postJson(`/api/reset-password/${encodeURIComponent(token)}`, { ...values, email: values.email.trim(), token });
      notify('app.auth.reset_done', { type: 'success' });
      navigate(to('/login'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={translate('app.auth.reset_title')} subtitle={translate('app.auth.reset_subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {token === '' && <Alert severity="warning">{translate('app.auth.token_missing')}</Alert>}
          <TextField {...field('email')} type="email" autoComplete="email" label={translate('app.auth.email')} />
          <PasswordField {...field('password')} autoComplete="new-password" label={translate('app.auth.new_password')} />
          <PasswordField {...field('password_confirmation')} autoComplete="new-password" label={translate('app.auth.confirm_password')} />
          <SubmitButton busy={busy || token === ''} label={translate('app.auth.reset')} />
          <Link component={RouterLink} to={to(token === '' ? '/forgot-password' : '/login')} variant="body2" sx={{ textAlign: 'center' }}>
            {translate(token === '' ? 'app.auth.forgot_title' : 'app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
