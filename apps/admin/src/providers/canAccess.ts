import { ACTIONS, canAccess, isResource, type Action, type WorkspaceRoute } from '@ginuma/domain';
import type { SessionUser } from '../session/types';

function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/** react-admin's (action, resource) question answered by the domain's permission table. */
export function userCanAccess(user: SessionUser | undefined, action: string, resource: string): boolean {
  if (!user || !isResource(resource) || !isAction(action)) return false;
  return canAccess(user.user_role, action, resource, user.workspace);
}

/** A page opens when its resource may be listed or shown and its report sub-flag is on. */
export function canOpenRoute(user: SessionUser, route: WorkspaceRoute): boolean {
  const allowed = userCanAccess(user, 'list', route.resource) || userCanAccess(user, 'show', route.resource);
  return allowed && (route.reportFlag === undefined || user.workspace[route.reportFlag] === 1);
}
