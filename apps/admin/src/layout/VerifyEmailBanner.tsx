import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../i18n/format';
import { useWorkspace } from '../workspace/useWorkspace';
import { ResendVerificationButton } from '../public/ResendVerificationButton';

/** A self-registered user works unverified for a grace period; the banner says until when. */
export function VerifyEmailBanner() {
  const translate = useTranslate();
  const { user, locale } = useWorkspace();
  if (user.email_verified_at || !user.email_verify_by) return null;
  return (
    <Alert
      severity="warning"
      data-testid="verify-email-banner"
      // On a phone the resend button goes under the text rather than squeezing it off the screen.
      sx={{
        mb: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' } },
        '& .MuiAlert-action': { ml: { xs: '28px', sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0 },
      }}
      action={<ResendVerificationButton label="account.banner.resend" />}
    >
      {translate('account.banner.text', { email: user.email, date: formatDate(locale, new Date(user.email_verify_by)) })}
    </Alert>
  );
}
