import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const bills: WorkspaceResource = {
  name: 'bills',
  list: lazyPage(() => import('./BillListPages').then((m) => m.BillListPage)),
  edit: lazyPage(() => import('./BillEditPage').then((m) => m.BillEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./BillListPages').then((m) => m.BillDeletedListPage)) },
  icon: ReceiptOutlinedIcon,
  recordRepresentation: 'code',
};
