import { Button, Card } from '@mui/material';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { MessagePanel } from '../layout/MessagePanel';
import { NotFoundContent } from '../public/NotFoundPage';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { isSettingsSection } from './settingsSections';
import type { PageProps } from '../routing/pageProps';

/** `settings/configuration/{section}`: an empty section until its issue fills it. */
export function SettingsSectionPage({ params }: PageProps) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const section = params.section;
  if (!isSettingsSection(section)) return <NotFoundContent home={`${base}/dashboard`} />;
  // A section whose module is off behaves like any disabled module (spec §6).
  if (!userCanAccess(user, 'list', section)) return <Navigate to={`${base}/dashboard`} replace />;
  return (
    <>
      <PageHeader title={translate(`app.settings.sections.${section}.title`)} subtitle={translate(`app.settings.sections.${section}.body`)} />
      <Card data-testid="empty-state">
        <MessagePanel
          headingLevel="h2"
          icon={<TuneOutlinedIcon />}
          title={translate('app.placeholder.section_body')}
          body={translate(`resources.${section}.empty`)}
          actions={
            <Button component={RouterLink} to={`${base}/settings/configuration`} variant="outlined">
              {translate('app.settings.all')}
            </Button>
          }
        />
      </Card>
    </>
  );
}
