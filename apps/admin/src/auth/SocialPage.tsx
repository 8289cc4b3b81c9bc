import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useLocation, useSearchParams, useNavigate } from 'react-router-dom';
import { HttpError, useTranslate } from 'react-admin';
import { localePath } from '@ginuma/domain';
import { AuthLayout } from '../layout/AuthLayout';
import { fieldErrorsOf } from '../providers/apiErrors';
import { errorCode } from '../providers/httpClient';
import { signInWithGoogle } from '../session/sessionStore';
import { useLocale, useLocalePath } from '../i18n/useLocale';
import { rememberedGoogleLocale } from './GoogleSignInButton';

/** Why a Google sign-in did not complete; each has its message (app.auth.social_<reason>). */
type Failure = 'missing' | 'cancelled' | 'unavailable' | 'not_confirmed' | 'unverified' | 'linked' | 'deactivated' | 'failed';

/** What Google (or our start route) put in the query when it sent no answer. */
function failureOfQuery(error: string): Failure {
  if (error === 'access_denied') return 'cancelled';
  if (error === 'unavailable') return 'unavailable';
  if (error === 'expired') return 'missing';
  return 'failed';
}

/** The API's refusal of the answer, by the field it names (see GoogleOidc and SignInWithGoogle). */
function failureOfResponse(error: unknown): Failure {
  if (errorCode(error) === 'deactivated') return 'deactivated';
  if (error instanceof HttpError && error.status === 503) return 'unavailable';
  if (error instanceof HttpError && error.status === 409) return 'linked';
  const fields = fieldErrorsOf(error);
  if (fields.state) return 'missing';
  if (fields.code) return 'not_confirmed';
  if (fields.email) return 'unverified';
  return 'failed';
}

/**
 * Where Google returns the browser (`?code=…&state=…`, or `?error=…`). The answer goes to the
 * API, which checks it against the sign-in this browser started; once signed in, the router
 * takes the user to their dashboard. A failure says why, with the way back to sign in.
 */
export function SocialPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const navigate = useNavigate();
  const locale = useLocale();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const [failure, setFailure] = useState<Failure | undefined>(() => {
    if (error !== null) return failureOfQuery(error);
    return code === null || state === null ? 'missing' : undefined;
  });
  const started = useRef(false);
  // Google knows one address, in English: the sign-in continues in the language it began in.
  const startedIn = rememberedGoogleLocale();
  const switchLanguage = startedIn !== undefined && startedIn !== locale;

  useEffect(() => {
    if (switchLanguage || failure !== undefined || started.current || code === null || state === null) return;
    started.current = true;
    const iss = params.get('iss');
    signInWithGoogle({ code, state, ...(iss === null ? {} : { iss }) })
      .then((user) => {
        if (!user) navigate(to('/two-step'), { replace: true });
      })
      .catch((refusal: unknown) => setFailure(failureOfResponse(refusal)));
  }, [switchLanguage, failure, code, state, params, navigate, to]);

  if (switchLanguage) return <Navigate to={`${localePath(startedIn, '/social')}${search}`} replace />;

  return (
    <AuthLayout title={translate(failure ? 'app.auth.social_failed_title' : 'app.auth.social_title')}>
      {failure ? (
        <Stack spacing={2}>
          <Alert severity={failure === 'cancelled' ? 'info' : 'warning'}>{translate(`app.auth.social_${failure}`)}</Alert>
          <Button component={RouterLink} to={to('/login')} variant="contained">
            {translate('app.auth.back_to_login')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={28} />
          <Typography color="text.secondary">{translate('app.auth.social_working')}</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
