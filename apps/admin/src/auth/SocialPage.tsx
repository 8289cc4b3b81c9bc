import { useEffect, useRef, useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { postJson } from '../providers/httpClient';
import { useReportError } from '../providers/useReportError';
import { loadSession } from '../session/sessionStore';
import { useLocalePath } from '../i18n/useLocale';

/** Where the social sign-in provider sends the browser back with `?code=…`. */
export function SocialPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const reportError = useReportError();
  const [search] = useSearchParams();
  const code = search.get('code');
  const [failed, setFailed] = useState(code === null);
  const started = useRef(false);

  useEffect(() => {
    if (code === null || started.current) return;
    started.current = true;
    postJson('/api/auth/google/callback', Object.fromEntries(search.entries()))
      .then(() => loadSession())
      .catch((error: unknown) => {
        reportError(error);
        setFailed(true);
      });
  }, [code, search, reportError]);

  return (
    <AuthLayout title={translate('app.auth.social_title')}>
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        {failed ? (
          <Typography color="text.secondary">{translate('app.auth.social_missing')}</Typography>
        ) : (
          <>
            <CircularProgress size={28} />
            <Typography color="text.secondary">{translate('app.auth.social_working')}</Typography>
          </>
        )}
        {failed && (
          <Button component={RouterLink} to={to('/login')} variant="contained">
            {translate('app.auth.social_use_email')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
