import { Button, Card } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import FindInPageOutlinedIcon from '@mui/icons-material/FindInPageOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { WorkspaceRoute } from '@ginuma/domain';
import { MessagePanel } from '../layout/MessagePanel';
import { PageHeader } from './PageHeader';
import { useWorkspace } from './useWorkspace';
import { LOCALE_TAGS } from '../i18n/locale';

type PlaceholderKind = 'list' | 'deleted' | 'record' | 'report';

function kindOf(path: string): PlaceholderKind {
  if (path.startsWith('reports/')) return 'report';
  if (path.endsWith('/deleted-list') || path.endsWith('/restore')) return 'deleted';
  if (path.includes('/:')) return 'record';
  return 'list';
}

const ICONS = { list: InboxOutlinedIcon, deleted: DeleteSweepOutlinedIcon, record: FindInPageOutlinedIcon, report: InsertChartOutlinedIcon };

/**
 * The page of every workspace route whose screen a later issue builds: the route's own
 * title and an empty state saying what comes here and what to do next. It calls no API.
 */
export function RoutePlaceholder({ route }: { route: WorkspaceRoute }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const kind = kindOf(route.path);
  const plural = translate(`resources.${route.resource}.name`, { smart_count: 2 });
  const name = plural.toLocaleLowerCase(LOCALE_TAGS[locale]);
  const listPath = route.path.replace(/\/(:[a-z]+|deleted-list|restore)$/, '');
  const title = route.reportFlag ? translate(`app.menu.${route.reportFlag}`) : plural;
  const Icon = ICONS[kind];

  const text: Record<PlaceholderKind, { heading: string; body: string }> = {
    list: { heading: translate('app.placeholder.list', { name }), body: translate(`resources.${route.resource}.empty`) },
    deleted: { heading: translate('app.placeholder.deleted', { name }), body: translate('app.placeholder.deleted_body', { name }) },
    record: { heading: translate('app.placeholder.record'), body: translate('app.placeholder.record_body') },
    report: { heading: translate('app.placeholder.report'), body: translate('app.placeholder.report_body') },
  };

  return (
    <>
      <PageHeader title={title} />
      <Card data-testid="empty-state">
        <MessagePanel
          headingLevel="h2"
          icon={<Icon />}
          title={text[kind].heading}
          body={text[kind].body}
          actions={
            kind === 'deleted' || kind === 'record' ? (
              <Button component={RouterLink} to={`${base}/${listPath}`} variant="outlined">
                {translate('app.placeholder.back_to_list')}
              </Button>
            ) : undefined
          }
        />
      </Card>
    </>
  );
}
