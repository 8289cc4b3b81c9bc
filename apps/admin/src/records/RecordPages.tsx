import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { WORKSPACE_ROUTES } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import type { PageProps } from '../routing/pageProps';
import { RecordForm, pageFrame } from './RecordForm';
import { RecordList, type RecordListExtension } from './RecordList';
import { BarcodePrintButton } from './BarcodePrintButton';
import { RecordDialog } from './RecordDialog';
import { routeLinks } from './recordLinks';
import { nameKey, recordScreen } from './recordScreens';
import { CustomerDocuments } from '../quotations/CustomerDocuments';
import { ProductRowActions } from '../products/ProductStockLinks';
import { PartyStatement } from '../statements/PartyStatement';

/** What a resource's list has beyond the record mechanism. */
const LIST_EXTENSIONS: Record<string, RecordListExtension> = {
  products: { BulkActions: BarcodePrintButton, RowActions: ProductRowActions },
};

/** `customers`, `customers/:id`, `customers/deleted-list`: the route's first segment names the resource. */
function useRouteScreen(path: string) {
  const { base } = useWorkspace();
  const name = path.split('/')[0];
  const hasEditRoute = WORKSPACE_ROUTES.some((route) => route.path === `${name}/:id`);
  return { screen: recordScreen(name), links: routeLinks(base, name, hasEditRoute) };
}

export function RecordListPage({ path }: PageProps) {
  const translate = useTranslate();
  const { screen, links } = useRouteScreen(path);
  return (
    <>
      <PageHeader title={translate(nameKey(screen), { smart_count: 2 })} />
      <RecordList key={screen.name} screen={screen} deleted={false} links={links} extension={LIST_EXTENSIONS[screen.name]} />
      <RecordDialog screen={screen} links={links} />
    </>
  );
}

export function RecordDeletedListPage({ path }: PageProps) {
  const translate = useTranslate();
  const { screen, links } = useRouteScreen(path);
  const plural = translate(nameKey(screen), { smart_count: 2 });
  return (
    <>
      <PageHeader
        title={translate('app.records.deleted_title', { name: plural })}
        actions={
          <Box data-print="hide">
            <Button component={RouterLink} to={links.list} startIcon={<ArrowBackIcon />}>
              {translate('app.records.back_to_list')}
            </Button>
          </Box>
        }
      />
      <RecordList key={screen.name} screen={screen} deleted links={links} />
    </>
  );
}

export function RecordEditPage({ path, params }: PageProps) {
  const navigate = useNavigate();
  const { screen, links } = useRouteScreen(path);
  const id = params.id ?? 'create';
  return (
    <>
      <RecordForm key={`${screen.name}/${id}`} screen={screen} id={id} onDone={() => navigate(links.list)} frame={pageFrame} />
      {screen.name === 'customers' && id !== 'create' && <CustomerDocuments key={id} customerId={id} />}
      {(screen.name === 'customers' || screen.name === 'suppliers') && id !== 'create' && (
        <PartyStatement key={`statement/${id}`} side={screen.name === 'customers' ? 'customer' : 'supplier'} partyId={id} />
      )}
    </>
  );
}
