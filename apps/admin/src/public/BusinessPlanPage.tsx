import { Button } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath } from '../i18n/useLocale';
import { useSession } from '../session/sessionStore';
import { SUPPORT_EMAIL } from '../config';

export function BusinessPlanPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const session = useSession();
  const next = session.status === 'signed-in' ? to(`/${session.user.workspace_slug}/dashboard`) : to('/register');
  return (
    <BlankLayout>
      <MessagePanel
        icon={<WorkspacePremiumOutlinedIcon />}
        title={translate('app.business_plan.title')}
        body={translate('app.business_plan.body', { email: SUPPORT_EMAIL })}
        actions={
          <>
            <Button href={`mailto:${SUPPORT_EMAIL}`} variant="contained">
              {SUPPORT_EMAIL}
            </Button>
            <Button component={RouterLink} to={next}>
              {translate('app.business_plan.continue')}
            </Button>
          </>
        }
      />
    </BlankLayout>
  );
}
