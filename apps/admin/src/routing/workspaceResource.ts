import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'react-admin';
import type { Page } from './lazyPage';

/**
 * A react-admin resource of the workspace, served at its workspace paths: the list at `{name}`,
 * the editor at `{name}/:id` (which is also the create screen, at `{name}/create`), and any
 * further paths under the resource (`deleted-list`, `refunds/:id`).
 */
export interface WorkspaceResource {
  name: string;
  list: Page;
  edit?: Page;
  routes?: Readonly<Record<string, Page>>;
  icon?: SvgIconComponent;
  recordRepresentation?: string | ((record: RaRecord) => string);
}

/** The route-table paths a resource serves, each with its page. */
export function resourcePages(resource: WorkspaceResource): [path: string, page: Page][] {
  const { name, list, edit, routes = {} } = resource;
  return [
    [name, list],
    ...(edit ? [[`${name}/:id`, edit] as [string, Page]] : []),
    ...Object.entries(routes).map(([sub, page]): [string, Page] => [`${name}/${sub}`, page]),
  ];
}
