import { Button, CircularProgress } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath } from '../i18n/useLocale';
import { loadSession, signOut, useSession } from '../session/sessionStore';
import { accountActions } from '../providers/accountActions';
import type { PageProps } from '../routing/pageProps';
import { ResendVerificationButton } from './ResendVerificationButton';

/**
 * `/email-verify` (the account's address) and `/config-email-verify` (the business address);
 * with a mailed token in the path the page follows the link at once, signed in or not.
 */
export function EmailVerifyPage({ path, params }: PageProps) {
  const translate = useTranslate();
  const to = useLocalePath();
  const session = useSession();
  const navigate = useNavigate();
  const business = path.startsWith('config-email-verify');
  const token = params.token ?? '';
  // A token works once: its answer is kept for the page's life under the token, so the link
  // is never followed twice (a remount, React's strict mode).
  const verify = useQuery({
    queryKey: ['email-verify', business, token],
    queryFn: async () => {
      await accountActions.verifyEmail(token, business);
      // The signed-in user's verified address lifts the banner and the lock.
      await loadSession();
      return true;
    },
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const state = !token ? 'none' : verify.isSuccess ? 'verified' : verify.isError ? 'failed' : 'checking';

  const user = session.status === 'signed-in' ? session.user : undefined;
  const next = user ? to(`/${user.workspace_slug}/dashboard`) : to('/login');
  const continueButton = (
    <Button component={RouterLink} to={next} variant="contained">
      {translate('app.email_verify.continue')}
    </Button>
  );
  const resend = user && !business && !user.email_verified_at ? <ResendVerificationButton variant="outlined" /> : null;

  if (state === 'checking') {
    return (
      <BlankLayout>
        <MessagePanel icon={<CircularProgress size={40} />} title={translate('account.verify.working')} />
      </BlankLayout>
    );
  }
  if (state === 'verified') {
    return (
      <BlankLayout>
        <MessagePanel
          icon={<MarkEmailReadOutlinedIcon />}
          title={translate(business ? 'account.verify.config_done_title' : 'account.verify.done_title')}
          body={translate(business ? 'account.verify.config_done_body' : 'account.verify.done_body')}
          actions={continueButton}
        />
      </BlankLayout>
    );
  }
  if (state === 'failed') {
    return (
      <BlankLayout>
        <MessagePanel
          icon={<ErrorOutlineIcon />}
          title={translate('account.verify.failed_title')}
          body={translate('account.verify.failed_body')}
          actions={
            <>
              {resend}
              {continueButton}
            </>
          }
        />
      </BlankLayout>
    );
  }
  const overdue = user && !business && user.email_verify_by && Date.parse(user.email_verify_by) < Date.now();
  return (
    <BlankLayout>
      <MessagePanel
        icon={<MarkEmailReadOutlinedIcon />}
        title={translate(business ? 'app.email_verify.config_title' : 'app.email_verify.title')}
        body={
          overdue
            ? translate('account.verify.overdue', { email: user.email })
            : translate(business ? 'app.email_verify.config_body' : 'app.email_verify.body')
        }
        actions={
          <>
            {resend}
            {overdue ? (
              // Locked out of the workspace: another account may still be signed in with.
              <Button color="inherit" onClick={() => void signOut().then(() => navigate(to('/login')))}>
                {translate('app.user_menu.logout')}
              </Button>
            ) : (
              continueButton
            )}
          </>
        }
      />
    </BlankLayout>
  );
}
