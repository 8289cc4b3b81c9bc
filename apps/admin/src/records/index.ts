import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

const list = lazyPage(() => import('./RecordPages').then((m) => m.RecordListPage));
const deletedList = lazyPage(() => import('./RecordPages').then((m) => m.RecordDeletedListPage));
const edit = lazyPage(() => import('./RecordPages').then((m) => m.RecordEditPage));

/** Master data shares one list, deleted list and form; the resource's name picks its screen. */
export function recordResource(name: string, icon: SvgIconComponent): WorkspaceResource {
  return { name, list, edit, routes: { 'deleted-list': deletedList }, icon, recordRepresentation: 'name' };
}

export const customers = recordResource('customers', PeopleAltOutlinedIcon);
export const suppliers = recordResource('suppliers', LocalShippingOutlinedIcon);
