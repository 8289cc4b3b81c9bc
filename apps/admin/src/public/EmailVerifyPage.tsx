import { Button } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath } from '../i18n/useLocale';
import { useSession } from '../session/sessionStore';
import type { PageProps } from '../routing/pageProps';

/** `/email-verify` (the account's address) and `/config-email-verify` (the business address). */
export function EmailVerifyPage({ path }: PageProps) {
  const translate = useTranslate();
  const to = useLocalePath();
  const session = useSession();
  const business = path === 'config-email-verify';
  const next = session.status === 'signed-in' ? to(`/${session.user.workspace_slug}/dashboard`) : to('/login');
  return (
    <BlankLayout>
      <MessagePanel
        icon={<MarkEmailReadOutlinedIcon />}
        title={translate(business ? 'app.email_verify.config_title' : 'app.email_verify.title')}
        body={translate(business ? 'app.email_verify.config_body' : 'app.email_verify.body')}
        actions={
          <Button component={RouterLink} to={next} variant="contained">
            {translate('app.email_verify.continue')}
          </Button>
        }
      />
    </BlankLayout>
  );
}
