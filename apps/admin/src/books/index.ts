import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

export const journals: WorkspaceResource = {
  name: 'journals',
  list: lazyPage(() => import('./JournalListPages').then((m) => m.JournalListPage)),
  edit: lazyPage(() => import('./JournalEditPage').then((m) => m.JournalEditPage)),
  routes: { 'deleted-list': lazyPage(() => import('./JournalListPages').then((m) => m.JournalDeletedListPage)) },
  icon: MenuBookOutlinedIcon,
  recordRepresentation: 'code',
};
