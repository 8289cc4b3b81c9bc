import { useState, type FormEvent } from 'react';
import { Box, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { checkEmail, requireFields, useFormFields } from '../forms/useFormFields';
import { SubmitButton } from '../forms/SubmitButton';
import { fieldErrorsOf } from '../providers/apiErrors';
import { postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';
import { useLocalePath } from '../i18n/useLocale';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const notify = useNotify();
  const reportError = useReportError();
  const { values, field, setErrors } = useFormFields({ email: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = { ...requireFields(values, ['email']), ...checkEmail(values) };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await postJson('/api/forgot-password/change', { email: values.email.trim() });
      notify('app.auth.link_sent', { type: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField {...field('email')} type="email" autoComplete="email" autoFocus label={translate('app.auth.email')} />
          <SubmitButton busy={busy} label={translate('app.auth.send_link')} />
          <Link component={RouterLink} to={to('/login')} variant="body2" sx={{ textAlign: 'center' }}>
            {translate('app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
