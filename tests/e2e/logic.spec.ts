import { expect, test } from '@playwright/test';
import { ROLES, WORKSPACE_FLAGS, matchAppPath, type Locale, type WorkspaceFlags } from '@ginuma/domain';
import { classifyConnection } from '../../apps/admin/src/layout/connectivity';
import { decideRoute } from '../../apps/admin/src/routing/decideRoute';
import type { SessionUser } from '../../apps/admin/src/session/types';

// Pure pieces of the shell, checked without a browser.

test('connectivity follows the spec §9 thresholds', () => {
  expect(classifyConnection({ online: false, downlink: 10 })).toBe('disconnected');
  expect(classifyConnection({ online: true, downlink: 0 })).toBe('disconnected');
  expect(classifyConnection({ online: true, downlink: 0.25 })).toBe('none');
  expect(classifyConnection({ online: true, downlink: 0.8 })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 1.5 })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 5, effectiveType: '3g' })).toBe('slow');
  expect(classifyConnection({ online: true, downlink: 5 })).toBe('connected');
  expect(classifyConnection({ online: true, downlink: 5, effectiveType: '4g' })).toBe('fast');
  expect(classifyConnection({ online: true, downlink: 12 })).toBe('fast');
  expect(classifyConnection({ online: true })).toBe('connected');
});

const allOn = Object.fromEntries(WORKSPACE_FLAGS.map((flag) => [flag, 1])) as WorkspaceFlags;

function user(overrides: Partial<SessionUser> = {}, workspace: Partial<SessionUser['workspace']> = {}): SessionUser {
  return {
    id: 'user-1',
    name: 'Nimal',
    email: 'nimal@example.test',
    user_role: ROLES.admin,
    workspace_slug: 'acme',
    ...overrides,
    workspace: { ...allOn, id: 'workspace-1', slug: 'acme', name: 'Acme', plan_id: 1, channel_id: null, expiry: null, expired: false, deactivated: false, ...workspace },
  };
}

type Preference = () => { locale: Locale; fromCookie: boolean };
const english: Preference = () => ({ locale: 'en', fromCookie: false });
const decide = (path: string, who?: SessionUser, preferred: Preference = english) => decideRoute(matchAppPath(path), who, preferred);

test('redirects of spec §4', () => {
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

test('an address unverified past its grace period is sent to /email-verify; within it, the workspace opens', () => {
  const past = new Date(Date.now() - 60_000).toISOString();
  const future = new Date(Date.now() + 86_400_000).toISOString();
  expect(decide('/acme/customers', user({ email_verified_at: null, email_verify_by: future }))).toEqual({ kind: 'render' });
  expect(decide('/acme/customers', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'redirect', to: '/email-verify' });
  expect(decide('/si/acme/dashboard', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'redirect', to: '/si/email-verify' });
  expect(decide('/email-verify', user({ email_verified_at: null, email_verify_by: past }))).toEqual({ kind: 'render' });
  expect(decide('/config-email-verify/abc', user())).toEqual({ kind: 'render' });
  expect(decide('/acme/customers', user({ email_verified_at: past, email_verify_by: null }))).toEqual({ kind: 'render' });
});

test('the root alone follows the remembered or detected language', () => {
  const sinhalaBrowser = () => ({ locale: 'si' as const, fromCookie: false });
  const sinhalaCookie = () => ({ locale: 'si' as const, fromCookie: true });
  expect(decide('/', undefined, sinhalaBrowser)).toEqual({ kind: 'redirect', to: '/si', rememberLocale: 'si' });
  expect(decide('/', undefined, sinhalaCookie)).toEqual({ kind: 'redirect', to: '/si', rememberLocale: undefined });
  expect(decide('/', user(), sinhalaCookie)).toEqual({ kind: 'redirect', to: '/si/acme/dashboard', rememberLocale: undefined });
  expect(decide('/login', undefined, sinhalaCookie)).toEqual({ kind: 'render' });
  expect(decide('/si', undefined, english)).toEqual({ kind: 'render' });
});
