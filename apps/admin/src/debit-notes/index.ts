import KeyboardReturnOutlinedIcon from '@mui/icons-material/KeyboardReturnOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const debitNotes: WorkspaceResource = {
  name: 'debit-notes',
  list: lazyPage(() => import('./DebitNoteListPages').then((m) => m.DebitNoteListPage)),
  edit: lazyPage(() => import('./DebitNoteEditPage').then((m) => m.DebitNoteEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./DebitNoteListPages').then((m) => m.DebitNoteDeletedListPage)) },
  icon: KeyboardReturnOutlinedIcon,
  recordRepresentation: 'code',
};
