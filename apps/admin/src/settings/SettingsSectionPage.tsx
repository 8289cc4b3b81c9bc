import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { NotFoundContent } from '../public/NotFoundPage';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { RecordDialog } from '../records/RecordDialog';
import { queryLinks } from '../records/recordLinks';
import { nameKey, recordScreen } from '../records/recordScreens';
import { isSettingsSection, type SettingsSection } from './settingsSections';
import { SECTION_CONTENT } from './sectionContent';
import { SettingsDocumentForm } from './SettingsDocumentForm';
import type { PageProps } from '../routing/pageProps';

/**
 * A section of record lists: tabs when it has several (categories and sub-categories), the
 * deleted list at `?view=deleted`, and the create/edit form in a dialog at `?edit=<id>`.
 */
function RecordsSection({ section, screens, extension }: { section: SettingsSection; screens: readonly string[]; extension?: RecordListExtension }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const [params] = useSearchParams();
  const path = `${base}/settings/configuration/${section}`;
  const tab = screens.includes(params.get('tab') ?? '') ? (params.get('tab') as string) : screens[0];
  const screen = recordScreen(tab);
  const links = queryLinks(path, screens.length > 1 ? tab : undefined);
  const deleted = params.get('view') === 'deleted';
  return (
    <>
      {screens.length > 1 && (
        <Tabs value={tab} onChange={(_event, next: string) => navigate(queryLinks(path, next).list)} sx={{ mb: 1.5 }}>
          {screens.map((name) => (
            <Tab key={name} value={name} label={translate(nameKey(recordScreen(name)), { smart_count: 2 })} />
          ))}
        </Tabs>
      )}
      {deleted && (
        <Box sx={{ mb: 1 }}>
          <Button component={RouterLink} to={links.list} startIcon={<ArrowBackIcon />}>
            {translate('app.records.back_to_list')}
          </Button>
        </Box>
      )}
      <RecordList key={`${screen.name}.${deleted}`} screen={screen} deleted={deleted} links={links} extension={extension} />
      <RecordDialog screen={screen} links={links} />
    </>
  );
}

/** `settings/configuration/{section}`: its lists or document, or an empty state for later issues. */
export function SettingsSectionPage({ params }: PageProps) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const section = params.section;
  if (!isSettingsSection(section)) return <NotFoundContent home={`${base}/dashboard`} />;
  // A section whose module is off behaves like any disabled module: back to the dashboard.
  if (!userCanAccess(user, 'list', section)) return <Navigate to={`${base}/dashboard`} replace />;
  const content = SECTION_CONTENT[section];
  const title = translate(`app.settings.sections.${section}.title`);
  const subtitle = translate(`app.settings.sections.${section}.body`);
  const readOnly = !userCanAccess(user, 'edit', section);
  const Page = content.kind === 'page' ? content.component : content.below;
  const Above = content.kind === 'records' ? content.above : undefined;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {readOnly && content.kind === 'records' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="no-permission">
          {translate('app.records.no_permission')}
        </Alert>
      )}
      {Above && <Above />}
      {content.kind === 'records' && <RecordsSection key={section} section={section} screens={content.screens} extension={content.extension} />}
      {content.kind === 'document' && (
        <SettingsDocumentForm
          key={section}
          document={content.document}
          section={section}
          only={content.only}
          except={content.except}
          savePath={content.savePath?.(user.workspace.id)}
        />
      )}
      {Page && <Page />}
    </>
  );
}
