import { useState, type FormEvent } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { checkEmail, checkNewPassword, requireFields, useFormFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { fieldErrorsOf } from '../providers/apiErrors';
import { useReportError } from '../providers/useReportError';
import { register } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';

const REQUIRED = ['name', 'email', 'password', 'password_confirmation', 'business_name'];

export function RegisterPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const reportError = useReportError();
  const { values, field, errors, setErrors } = useFormFields({
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    business_name: '',
  });
  const [privacy, setPrivacy] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...requireFields(values, REQUIRED),
      ...checkEmail(values),
      ...checkNewPassword(values, 'password', 'password_confirmation'),
      ...(privacy ? {} : { privacy_policy: 'app.validation.privacy_policy' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        business_name: values.business_name.trim(),
        privacy_policy: true,
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
      setBusy(false);
    }
  };

  const privacyError = errors.privacy_policy;
  return (
    <AuthLayout title={translate('app.auth.register_title')} subtitle={translate('app.auth.register_subtitle')} width={480}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField {...field('name')} autoComplete="name" autoFocus label={translate('app.auth.name')} />
          <TextField {...field('email')} type="email" autoComplete="email" label={translate('app.auth.email')} />
          <TextField {...field('business_name')} autoComplete="organization" label={translate('app.auth.business_name')} />
          <PasswordField {...field('password')} autoComplete="new-password" label={translate('app.auth.password')} />
          <PasswordField {...field('password_confirmation')} autoComplete="new-password" label={translate('app.auth.confirm_password')} />
          <FormControl error={privacyError !== undefined}>
            <FormControlLabel
              control={
                <Checkbox
                  name="privacy_policy"
                  checked={privacy}
                  onChange={(event) => {
                    setPrivacy(event.target.checked);
                    setErrors(({ privacy_policy: _cleared, ...rest }) => rest);
                  }}
                />
              }
              label={<Typography variant="body2">{translate('app.auth.privacy_policy')}</Typography>}
            />
            {privacyError && <FormHelperText>{translate(privacyError, { _: privacyError })}</FormHelperText>}
          </FormControl>
          <SubmitButton busy={busy} label={translate('app.auth.register')} />
          <GoogleSignInButton />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('app.auth.have_account')}{' '}
            <Link component={RouterLink} to={to('/login')}>
              {translate('app.auth.sign_in')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
