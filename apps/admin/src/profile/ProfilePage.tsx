import { useEffect, useState, type FormEvent } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ROLE_NAMES } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { checkEmail, checkNewPassword, requireFields, useFormFields } from '../forms/useFormFields';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { fieldErrorsOf } from '../providers/apiErrors';
import { httpClient, postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';
import { replaceUser } from '../session/sessionStore';
import type { SessionUser } from '../session/types';
import { formatDate } from '../i18n/format';

interface MyData {
  id: number | string;
  name: string;
  email: string;
  created_at?: string;
}

function DetailsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const { user, locale } = useWorkspace();
  const { values, setValues, field, setErrors } = useFormFields({ name: user.name, email: user.email });
  const [memberSince, setMemberSince] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    httpClient('/api/users/my/data')
      .then(({ json }) => {
        const data = json as MyData;
        if (!live) return;
        setValues({ name: data.name, email: data.email });
        setMemberSince(data.created_at);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [setValues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = { ...requireFields(values, ['name', 'email']), ...checkEmail(values) };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const { json } = await postJson('/api/users/update/user', { name: values.name.trim(), email: values.email.trim() });
      replaceUser(json as SessionUser);
      notify('app.profile.saved', { type: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
    } finally {
      setBusy(false);
    }
  };

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
              <SubmitButton busy={busy} label={translate('app.profile.save')} fullWidth={false} />
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
  const reportError = useReportError();
  const { values, setValues, field, setErrors } = useFormFields(EMPTY_PASSWORDS);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      ...requireFields(values, ['current_password', 'password', 'password_confirmation']),
      ...checkNewPassword(values, 'password', 'password_confirmation'),
    };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await postJson('/api/users/update/password', values);
      setValues(EMPTY_PASSWORDS);
      notify('app.profile.password_changed', { type: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
    } finally {
      setBusy(false);
    }
  };

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
              <SubmitButton busy={busy} label={translate('app.profile.change_password')} fullWidth={false} />
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
      </Box>
    </>
  );
}
