import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

/** Receipts, with refunds under them (`payments/refunds`). */
export const payments: WorkspaceResource = {
  name: 'payments',
  list: lazyPage(() => import('./PaymentListPages').then((m) => m.ReceiptListPage)),
  edit: lazyPage(() => import('./AllocationEditPage').then((m) => m.ReceiptEditPage)),
  routes: {
    'deleted-list': lazyPage(() => import('./PaymentListPages').then((m) => m.ReceiptDeletedListPage)),
    refunds: lazyPage(() => import('./PaymentListPages').then((m) => m.RefundListPage)),
    'refunds/:id': lazyPage(() => import('./AllocationEditPage').then((m) => m.RefundEditPage)),
  },
  icon: PaymentsOutlinedIcon,
  recordRepresentation: 'code',
};
