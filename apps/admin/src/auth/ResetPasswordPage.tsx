import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { checkNewPassword, requireFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { accountActions } from '../providers/accountActions';
import { useLocalePath } from '../i18n/useLocale';
import type { PageProps } from '../routing/pageProps';
import { useAccountForm } from './useAccountForm';

/**
 * The token comes from the path (`/reset-password/{token}`) or, from older emails, `?token=`;
 * it names the account, so only the new password is asked for.
 */
export function ResetPasswordPage({ params }: PageProps) {
  const translate = useTranslate();
  const to = useLocalePath();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const { field, errors, submit, mutation } = useAccountForm(
    { password: '', password_confirmation: '' },
    {
      check: (values) => ({
        ...requireFields(values, ['password', 'password_confirmation']),
        ...checkNewPassword(values, 'password', 'password_confirmation'),
      }),
      send: (values) => accountActions.resetPassword(token, values),
      onSuccess: () => {
        notify('app.auth.reset_done', { type: 'success' });
        navigate(to('/login'));
      },
    },
  );
  const linkBroken = token === '' || errors.token !== undefined;

  return (
    <AuthLayout title={translate('app.auth.reset_title')} subtitle={translate('account.reset_subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {token === '' && <Alert severity="warning">{translate('app.auth.token_missing')}</Alert>}
          {errors.token && (
            <Alert severity="error" data-testid="reset-token-error">
              {translate('account.verify.failed_body')}
            </Alert>
          )}
          <PasswordField {...field('password')} autoComplete="new-password" label={translate('app.auth.new_password')} />
          <PasswordField {...field('password_confirmation')} autoComplete="new-password" label={translate('app.auth.confirm_password')} />
          <SubmitButton busy={mutation.isPending || mutation.isSuccess || token === ''} label={translate('app.auth.reset')} />
          <Link component={RouterLink} to={to(linkBroken ? '/forgot-password' : '/login')} variant="body2" sx={{ textAlign: 'center' }}>
            {translate(linkBroken ? 'app.auth.forgot_title' : 'app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
