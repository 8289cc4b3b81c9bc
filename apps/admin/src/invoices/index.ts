import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const invoices: WorkspaceResource = {
  name: 'invoices',
  list: lazyPage(() => import('./InvoiceListPage').then((m) => m.InvoiceListPage)),
  edit: lazyPage(() => import('./InvoiceEditPage').then((m) => m.InvoiceEditPage)),
  routes: { restore: lazyPage(() => import('./InvoiceListPage').then((m) => m.InvoiceDeletedListPage)) },
  icon: ReceiptLongOutlinedIcon,
  recordRepresentation: 'code',
};
