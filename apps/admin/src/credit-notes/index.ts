import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const creditNotes: WorkspaceResource = {
  name: 'credit-notes',
  list: lazyPage(() => import('./CreditNoteListPages').then((m) => m.CreditNoteListPage)),
  edit: lazyPage(() => import('./CreditNoteEditPage').then((m) => m.CreditNoteEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./CreditNoteListPages').then((m) => m.CreditNoteDeletedListPage)) },
  icon: AssignmentReturnOutlinedIcon,
  recordRepresentation: 'code',
};
