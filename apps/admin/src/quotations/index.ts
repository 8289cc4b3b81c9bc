import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const quotations: WorkspaceResource = {
  name: 'quotations',
  list: lazyPage(() => import('./QuotationListPage').then((m) => m.QuotationListPage)),
  edit: lazyPage(() => import('./QuotationEditPage').then((m) => m.QuotationEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./QuotationListPage').then((m) => m.QuotationDeletedListPage)) },
  icon: DescriptionOutlinedIcon,
  recordRepresentation: 'code',
};
