import { ROLES, localePath, type Locale, type RouteMatch } from '@ginuma/domain';
import { canOpenRoute } from '../providers/canAccess';
import type { SessionUser } from '../session/types';

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'not-found' }
  | { kind: 'plan-required' }
  | { kind: 'redirect'; to: string; rememberLocale?: Locale };

export function dashboardPath(locale: Locale, user: SessionUser): string {
  return localePath(locale, `/${user.workspace_slug}/dashboard`);
}

/** Admins work without a plan (they are the ones who choose it); everyone else needs one. */
export function needsPlan(user: SessionUser): boolean {
  return user.user_role !== ROLES.admin && !user.workspace.plan_id;
}

/** Unverified past its grace period: the API refuses workspace calls (`email_unverified`) until the link is followed. */
export function verificationOverdue(user: SessionUser, now = Date.now()): boolean {
  return !user.email_verified_at && Boolean(user.email_verify_by) && Date.parse(user.email_verify_by ?? '') <= now;
}

/** The workspace requires a second step and this user has none yet: the API refuses workspace calls (`two_step_required`) until they turn it on. */
export function twoStepOwed(user: SessionUser): boolean {
  return Boolean(user.workspace.require_two_step) && !user.two_step_enabled;
}

/** Where a user turns two-step sign-in on: their profile. */
export const PROFILE_PATH = 'settings/general';

/**
 * Every route redirect (guest-only pages, sign-in, tenant, plan, module flags) in one place. `preferredLocale` is the cookie's choice, else the
 * browser's; it only matters on the root path, the one place language detection happens.
 */
export function decideRoute(
  match: RouteMatch | null,
  user: SessionUser | undefined,
  preferredLocale: () => { locale: Locale; fromCookie: boolean },
): RouteDecision {
  if (match === null) return { kind: 'not-found' };

  if (match.kind === 'public') {
    const isRoot = match.route.path === '' && match.locale === 'en';
    const root = isRoot ? preferredLocale() : undefined;
    const remember = root && !root.fromCookie ? root.locale : undefined;
    const locale = root?.locale ?? match.locale;
    if (user && (match.route.guestOnly || !match.route.allowsSignedIn)) {
      return { kind: 'redirect', to: dashboardPath(locale, user), rememberLocale: remember };
    }
    if (root && root.locale !== match.locale) return { kind: 'redirect', to: localePath(root.locale, '/'), rememberLocale: remember };
    return { kind: 'render' };
  }

  if (!user) return { kind: 'redirect', to: localePath(match.locale, '/login') };
  if (match.tenant !== user.workspace_slug) return { kind: 'redirect', to: dashboardPath(match.locale, user) };
  if (verificationOverdue(user)) return { kind: 'redirect', to: localePath(match.locale, '/email-verify') };
  if (twoStepOwed(user) && match.route.path !== PROFILE_PATH) return { kind: 'redirect', to: localePath(match.locale, `/${user.workspace_slug}/${PROFILE_PATH}`) };
  if (needsPlan(user)) return { kind: 'plan-required' };
  if (!canOpenRoute(user, match.route)) return { kind: 'redirect', to: dashboardPath(match.locale, user) };
  return { kind: 'render' };
}
