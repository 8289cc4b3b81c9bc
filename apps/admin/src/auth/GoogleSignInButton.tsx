import { Button, Divider } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@ginuma/domain';
import { accountActions } from '../providers/accountActions';
import { isLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

// Google returns every browser to the one registered address (/social, in English); the page
// the user started from remembers their language for it.
const RETURN_LOCALE = 'ginuma.google.locale';

export function rememberedGoogleLocale(): Locale | undefined {
  const stored = window.sessionStorage.getItem(RETURN_LOCALE) ?? undefined;
  return isLocale(stored) ? stored : undefined;
}

/** "Continue with Google", on the sign-in and registration pages, when the server has Google configured. */
export function GoogleSignInButton() {
  const translate = useTranslate();
  const locale = useLocale();
  // Asked once per page load; a failed ask offers no Google button and is asked again next time.
  const { data } = useQuery({ queryKey: ['sign-in-options'], queryFn: accountActions.getSignInOptions, staleTime: Infinity });
  if (!data?.google) return null;
  return (
    <>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{translate('app.auth.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        // A full page navigation: the API answers with a redirect to Google.
        href="/api/auth/google"
        onClick={() => window.sessionStorage.setItem(RETURN_LOCALE, locale)}
      >
        {translate('app.auth.google')}
      </Button>
    </>
  );
}
