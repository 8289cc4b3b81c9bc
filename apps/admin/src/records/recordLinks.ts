import { useMemo } from 'react';
import type { Action } from '@ginuma/domain';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';
import type { RecordScreen } from './recordScreens';

/**
 * Where the list's buttons lead. Customers and suppliers have routes of their own
 * (`customers/:id`, `customers/deleted-list`); a settings section keeps everything on its one
 * route with `?view=deleted` and `?edit=<id>`.
 */
export interface RecordLinks {
  list: string;
  deleted: string;
  /** Empty when records are made elsewhere (the cash book's own buttons): no New button then. */
  create: string;
  edit: (id: string) => string;
}

/**
 * Links of a resource with routes of its own. Without a `{name}/:id` route (products, which
 * have none) the form opens in a dialog over the list at `?edit=<id>`.
 */
export function routeLinks(base: string, name: string, hasEditRoute: boolean): RecordLinks {
  const dialog = queryLinks(`${base}/${name}`);
  return {
    list: `${base}/${name}`,
    deleted: `${base}/${name}/deleted-list`,
    create: hasEditRoute ? `${base}/${name}/create` : dialog.create,
    edit: hasEditRoute ? (id) => `${base}/${name}/${id}` : dialog.edit,
  };
}

/** Everything on one route: `?view=deleted`, `?edit=<id>|create`, `?tab=<resource>`. */
export function queryLinks(path: string, tab?: string): RecordLinks {
  const at = (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...(tab ? { tab } : {}), ...params }).toString();
    return query ? `${path}?${query}` : path;
  };
  return {
    list: at({}),
    deleted: at({ view: 'deleted' }),
    create: at({ edit: 'create' }),
    edit: (id) => at({ edit: id }),
  };
}

export type RecordPermissions = Record<Extract<Action, 'show' | 'create' | 'edit' | 'delete' | 'restore' | 'purge' | 'export' | 'print'>, boolean>;

/** The UI hides what the API would refuse: the same permission table answers both. */
export function useRecordPermissions(screen: RecordScreen): RecordPermissions {
  const { user } = useWorkspace();
  return useMemo(() => {
    const can = (action: Action) => userCanAccess(user, action, screen.permission);
    return {
      show: can('show'),
      create: can('create'),
      edit: can('edit'),
      delete: can('delete'),
      restore: can('restore'),
      purge: can('purge'),
      export: can('export') && screen.canExport,
      print: can('print'),
    };
  }, [user, screen]);
}
