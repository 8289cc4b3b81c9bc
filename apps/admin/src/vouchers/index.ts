import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const vouchers: WorkspaceResource = {
  name: 'vouchers',
  list: lazyPage(() => import('./VoucherListPages').then((m) => m.VoucherListPage)),
  edit: lazyPage(() => import('./VoucherEditPage').then((m) => m.VoucherEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./VoucherListPages').then((m) => m.VoucherDeletedListPage)) },
  icon: RequestQuoteOutlinedIcon,
  recordRepresentation: 'code',
};
