import { Box, Card, CardContent, CardHeader, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_NAMES } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { checkEmail, checkNewPassword, requireFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { useAppDataProvider } from '../providers/dataProvider';
import { replaceUser } from '../session/sessionStore';
import { formatDate } from '../i18n/format';
import { useAccountForm } from '../auth/useAccountForm';
import { OpenSessions, SignInHistory } from './SignInSecurity';
import { TwoStepCard } from './TwoStepCard';

const PROFILE_KEY = ['profile'];

function DetailsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { user, locale } = useWorkspace();
  const { field, submit, mutation } = useAccountForm(
    { name: user.name, email: user.email },
    {
      check: (values) => ({ ...requireFields(values, ['name', 'email']), ...checkEmail(values) }),
      send: (values) => dataProvider.updateProfile({ name: values.name.trim(), email: values.email.trim() }),
      onSuccess: (saved) => {
        replaceUser(saved);
        void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
        notify('app.profile.saved', { type: 'success' });
      },
    },
  );
  // The form starts from the signed-in user; this read only adds when they joined, so an
  // answer arriving after the user has started typing never overwrites what they typed.
  const { data: stored } = useQuery({ queryKey: PROFILE_KEY, queryFn: () => dataProvider.getMyData() });
  const memberSince = stored?.created_at;

  return (
    <Card>
      <CardHeader
        title={translate('app.profile.details')}
        subheader={memberSince ? translate('app.profile.member_since', { date: formatDate(locale, memberSince) }) : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Chip size="small" label={`${translate('app.profile.role')}: ${translate(`app.roles.${ROLE_NAMES[user.user_role]}`)}`} />
          <Chip size="small" label={`${translate('app.profile.workspace')}: ${user.workspace.name}`} />
        </Stack>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField {...field('name')} autoComplete="name" label={translate('app.profile.name')} />
            <TextField {...field('email')} type="email" autoComplete="email" label={translate('app.profile.email')} />
            <Box>
              <SubmitButton busy={mutation.isPending} label={translate('app.profile.save')} fullWidth={false} />
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { setValues, field, submit, mutation } = useAccountForm(EMPTY_PASSWORDS, {
    check: (values) => ({
      ...requireFields(values, ['current_password', 'password', 'password_confirmation']),
      ...checkNewPassword(values, 'password', 'password_confirmation'),
    }),
    send: (values) => dataProvider.changePassword(values),
    onSuccess: () => {
      setValues(EMPTY_PASSWORDS);
      notify('app.profile.password_changed', { type: 'success' });
    },
  });

  return (
    <Card>
      <CardHeader title={translate('app.profile.password_title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Divider />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <PasswordField {...field('current_password')} autoComplete="current-password" label={translate('app.profile.current_password')} />
            <PasswordField {...field('password')} autoComplete="new-password" label={translate('app.profile.new_password')} />
            <PasswordField {...field('password_confirmation')} autoComplete="new-password" label={translate('app.profile.retype_password')} />
            <Box>
              <SubmitButton busy={mutation.isPending} label={translate('app.profile.change_password')} fullWidth={false} />
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const translate = useTranslate();
  const { user } = useWorkspace();
  return (
    <>
      <PageHeader title={translate('app.profile.title')} subtitle={<Typography component="span" variant="body2">{user.email}</Typography>} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <DetailsForm />
        <PasswordForm />
        <TwoStepCard />
        <OpenSessions />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <SignInHistory scope="mine" />
        </Box>
      </Box>
    </>
  );
}
