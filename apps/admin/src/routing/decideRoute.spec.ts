import { describe, expect, it } from 'vitest';
import { ROLES, matchAppPath, type Locale } from '@ginuma/domain';
import { testUser } from '../session/sessionUser.testing';
import type { SessionUser } from '../session/types';
import { decideRoute, needsPlan, verificationOverdue } from './decideRoute';

// The route redirects (guests, signed-in users, tenants, plans, module flags), checked without a browser.
const user = testUser;

type Preference = () => { locale: Locale; fromCookie: boolean };
const english: Preference = () => ({ locale: 'en', fromCookie: false });
const decide = (path: string, who?: SessionUser, preferred: Preference = english) => decideRoute(matchAppPath(path), who, preferred);

describe('decideRoute', () => {
  it('sends guests to login, signed-in users to their own dashboard, and gates plans and module flags', () => {
    expect(decide('/nowhere/at/all')).toEqual({ kind: 'not-found' });
    expect(decide('/acme/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/si/acme/dashboard')).toEqual({ kind: 'redirect', to: '/si/login' });
    expect(decide('/login')).toEqual({ kind: 'render' });
    expect(decide('/login', user())).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/si/auth/register', user())).toEqual({ kind: 'redirect', to: '/si/acme/dashboard' });
    expect(decide('/business-plan', user())).toEqual({ kind: 'render' });
    expect(decide('/404')).toEqual({ kind: 'render' });
    expect(decide('/404', user())).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/si/errors/500', user())).toEqual({ kind: 'redirect', to: '/si/acme/dashboard' });
    expect(decide('/other/dashboard', user())).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/acme/customers', user({}, { customer: 0 }))).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/acme/reports/product', user({}, { report_product_sale: 0 }))).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/acme/reports/product', user({}, { report: 0 }))).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/acme/customers', user({ user_role: ROLES.entry }, { plan_id: null }))).toEqual({ kind: 'plan-required' });
    expect(decide('/acme/customers', user({ user_role: ROLES.audit }, { plan_id: 0 }))).toEqual({ kind: 'plan-required' });
    expect(decide('/acme/customers', user({}, { plan_id: null }))).toEqual({ kind: 'render' });
    expect(decide('/acme/audit-trail', user({ user_role: ROLES.entry }))).toEqual({ kind: 'redirect', to: '/acme/dashboard' });
    expect(decide('/acme/audit-trail', user({ user_role: ROLES.audit }))).toEqual({ kind: 'render' });
  });

  it('a workspace that requires a second step sends a user without one to their profile to turn it on, and nowhere else', () => {
    const owing = user({ two_step_enabled: false }, { require_two_step: true });
    expect(decide('/acme/customers', owing)).toEqual({ kind: 'redirect', to: '/acme/settings/general' });
    expect(decide('/si/acme/dashboard', owing)).toEqual({ kind: 'redirect', to: '/si/acme/settings/general' });
    expect(decide('/acme/settings/general', owing)).toEqual({ kind: 'render' });
    expect(decide('/acme/customers', user({ two_step_enabled: true }, { require_two_step: true }))).toEqual({ kind: 'render' });
    expect(decide('/acme/customers', user({ two_step_enabled: false }))).toEqual({ kind: 'render' });
  });

  it('an address unverified past its grace period is sent to /email-verify; within it, the workspace opens', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(decide('/acme/customers', user({ email_verified_at: null, email_verify_by: future }))).toEqual({ kind: 'render' });
    expect(decide('/acme/customers', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'redirect', to: '/email-verify' });
    expect(decide('/si/acme/dashboard', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'redirect', to: '/si/email-verify' });
    expect(decide('/email-verify', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'render' });
    expect(decide('/config-email-verify/abc', user())).toEqual({ kind: 'render' });
    expect(decide('/acme/customers', user({ email_verified_at: past, email_verify_by: null }))).toEqual({ kind: 'render' });
  });

  it('the root alone follows the remembered or detected language', () => {
    const sinhalaBrowser = () => ({ locale: 'si' as const, fromCookie: false });
    const sinhalaCookie = () => ({ locale: 'si' as const, fromCookie: true });
    expect(decide('/', undefined, sinhalaBrowser)).toEqual({ kind: 'redirect', to: '/si', rememberLocale: 'si' });
    expect(decide('/', undefined, sinhalaCookie)).toEqual({ kind: 'redirect', to: '/si', rememberLocale: undefined });
    expect(decide('/', user(), sinhalaCookie)).toEqual({ kind: 'redirect', to: '/si/acme/dashboard', rememberLocale: undefined });
    expect(decide('/login', undefined, sinhalaCookie)).toEqual({ kind: 'render' });
    expect(decide('/si', undefined, english)).toEqual({ kind: 'render' });
  });

});

describe('needsPlan and verificationOverdue', () => {
  it('asks a plan of everyone but an admin, and 0 counts as no plan', () => {
    expect(needsPlan(user({ user_role: ROLES.admin }, { plan_id: null }))).toBe(false);
    expect(needsPlan(user({ user_role: ROLES.entry }, { plan_id: 0 }))).toBe(true);
    expect(needsPlan(user({ user_role: ROLES.audit }, { plan_id: 3 }))).toBe(false);
  });

  it('is overdue only for an unverified address whose grace period has run out', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(verificationOverdue(user({ email_verified_at: null, email_verify_by: '2026-11-25T09:59:59Z' }), now)).toBe(true);
    expect(verificationOverdue(user({ email_verified_at: null, email_verify_by: '2026-11-25T10:00:01Z' }), now)).toBe(false);
    expect(verificationOverdue(user({ email_verified_at: '2026-11-20T00:00:00Z', email_verify_by: '2026-11-01T00:00:00Z' }), now)).toBe(false);
    expect(verificationOverdue(user({ email_verified_at: null, email_verify_by: null }), now)).toBe(false);
  });
});
