import { ROLES, can, moduleOf } from '@ginuma/domain';
import { Forbidden } from '../http/app-errors';
import type { Permission } from './access.decorators';
import { hasNoPlan, type Principal } from './principal';

/** What a route asks of the signed-in user (from its decorators and method). */
export interface AccessRule {
  permission: Permission | undefined;
  /** Reachable without a plan in force (@WithoutPlan). */
  withoutPlan: boolean;
  /** A GET or HEAD: without a permission it is open to every signed-in user; a write is not. */
  read: boolean;
}

/**
 * The one access decision, in the order a user would want to hear about a refusal: account
 * active, plan in force, email verified, module enabled, role allowed. Returns the refusal, or null.
 * Routes reachable without a plan (the user's own account) stay open to an unverified user too,
 * so they can see why and ask for a new link.
 */
export function accessRefusal(principal: Principal, rule: AccessRule): Forbidden | null {
  if (principal.workspace.deactivated) return new Forbidden('deactivated', 'Your account is deactivated.');
  if (!rule.withoutPlan) {
    if (principal.workspace.expired) {
      return new Forbidden('account_expired', 'Your plan has expired. Please contact support to renew it.');
    }
    if (principal.role !== ROLES.admin && hasNoPlan(principal)) {
      return new Forbidden('plan_required', 'Your workspace has no plan yet. Please ask an admin to choose one.');
    }
    if (principal.emailUnverified) {
      return new Forbidden('email_unverified', 'Please verify your email address to continue. We have sent you a link.');
    }
    if (principal.workspace.require_two_step && !principal.twoStepEnabled) {
      return new Forbidden('two_step_required', 'Your workspace requires two-step sign-in. Turn it on in your profile to continue.');
    }
  }
  const { permission } = rule;
  if (!permission) return rule.read ? null : new Forbidden('forbidden', 'This action is unauthorized.');
  const module = moduleOf(permission.resource);
  if ((module && principal.workspace[module] !== 1) || (permission.report && principal.workspace[permission.report] !== 1)) {
    return new Forbidden('module_disabled', 'This module is disabled for your workspace.');
  }
  if (!can(principal.role, permission.action, permission.resource)) {
    return new Forbidden('forbidden', permission.denied ?? 'You do not have permission to edit this details.');
  }
  return null;
}
