import { useState } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { checkEmail, checkNewPassword, requireFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { register } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';
import { useAccountForm } from './useAccountForm';

const REQUIRED = ['name', 'email', 'password', 'password_confirmation', 'business_name'];

export function RegisterPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const [privacy, setPrivacy] = useState(false);
  const { field, errors, setErrors, submit, mutation } = useAccountForm(
    { name: '', email: '', password: '', password_confirmation: '', business_name: '' },
    {
      check: (values) => ({
        ...requireFields(values, REQUIRED),
        ...checkEmail(values),
        ...checkNewPassword(values, 'password', 'password_confirmation'),
        ...(privacy ? {} : { privacy_policy: 'app.validation.privacy_policy' }),
      }),
      send: (values) =>
        register({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          password_confirmation: values.password_confirmation,
          business_name: values.business_name.trim(),
          privacy_policy: true,
        }),
    },
  );

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
          <SubmitButton busy={mutation.isPending || mutation.isSuccess} label={translate('app.auth.register')} />
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
