import { SetMetadata } from '@nestjs/common';
import type { Action, ReportFlag, Resource } from '@ginuma/domain';

export const PUBLIC = 'ginuma:public';
export const PERMISSION = 'ginuma:permission';
export const WITHOUT_PLAN = 'ginuma:without-plan';

export interface Permission {
  action: Action;
  resource: Resource;
  /** The refusal's fixed message where this action has one (e.g. 'You do not have permission to update stock.'). */
  denied?: string;
  /** A report's own sub-flag (e.g. `report_outstanding`), checked beside the report module. */
  report?: ReportFlag;
}

/** No sign-in needed (registration, login, health). */
export const Public = () => SetMetadata(PUBLIC, true);

/**
 * The action on a resource this route performs; checked against the role table and the
 * resource's module flag. A route that changes state without one is refused for everybody.
 * `denied` replaces the general refusal message ('You do not have permission to edit this details.');
 * `report` names the report's sub-flag, which must be on too.
 */
export const Can = (action: Action, resource: Resource, options: Pick<Permission, 'denied' | 'report'> = {}) =>
  SetMetadata(PERMISSION, { action, resource, ...options } satisfies Permission);

/** Still reachable when the plan is missing or expired: the user must be able to see why. */
export const WithoutPlan = () => SetMetadata(WITHOUT_PLAN, true);
