import { describe, expect, it } from 'vitest';
import { ROLES, WORKSPACE_ROUTES } from '@ginuma/domain';
import { testUser } from '../session/sessionUser.testing';
import { canOpenRoute, userCanAccess } from './canAccess';

const route = (path: string) => {
  const found = WORKSPACE_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('userCanAccess: react-admin questions answered by the domain permission table', () => {
  it('lets Admin do everything to records, including restore and purge', () => {
    const admin = testUser();
    for (const action of ['list', 'create', 'edit', 'confirm', 'email', 'delete', 'restore', 'purge']) expect(userCanAccess(admin, action, 'payments')).toBe(true);
  });

  it('lets Audit read, print and export, and never write', () => {
    const audit = testUser({ user_role: ROLES.audit });
    expect(['list', 'show', 'export', 'print'].map((action) => userCanAccess(audit, action, 'refunds'))).toEqual([true, true, true, true]);
    expect(['create', 'edit', 'delete', 'confirm', 'email', 'restore', 'purge'].map((action) => userCanAccess(audit, action, 'refunds'))).toEqual(Array(7).fill(false));
    expect(userCanAccess(audit, 'list', 'ledger')).toBe(true);
  });

  it('lets Entry keep documents but not restore, purge, change settings or read the ledger', () => {
    const entry = testUser({ user_role: ROLES.entry });
    expect(userCanAccess(entry, 'confirm', 'payments')).toBe(true);
    expect(userCanAccess(entry, 'restore', 'payments')).toBe(false);
    expect(userCanAccess(entry, 'purge', 'payments')).toBe(false);
    expect(userCanAccess(entry, 'list', 'taxes')).toBe(true);
    expect(userCanAccess(entry, 'edit', 'taxes')).toBe(false);
    expect(userCanAccess(entry, 'list', 'ledger')).toBe(false);
  });

  it('refuses a module switched off, an unknown resource or action, and nobody signed in', () => {
    expect(userCanAccess(testUser({}, { receipt: 0 }), 'list', 'payments')).toBe(false);
    expect(userCanAccess(testUser({}, { receipt: 0 }), 'list', 'customers')).toBe(true);
    expect(userCanAccess(testUser(), 'list', 'no-such-resource')).toBe(false);
    expect(userCanAccess(testUser(), 'fly', 'payments')).toBe(false);
    expect(userCanAccess(undefined, 'list', 'payments')).toBe(false);
  });
});

describe('canOpenRoute', () => {
  it('opens a report only with its sub-flag on', () => {
    expect(canOpenRoute(testUser(), route('reports/payment_outstanding'))).toBe(true);
    expect(canOpenRoute(testUser({}, { report_outstanding: 0 }), route('reports/payment_outstanding'))).toBe(false);
    expect(canOpenRoute(testUser({}, { report_outstanding: 0 }), route('reports/profit_and_lost'))).toBe(true);
  });

  it('opens the audit trail for Admin and Audit, not Entry', () => {
    expect(canOpenRoute(testUser({ user_role: ROLES.audit }), route('audit-trail'))).toBe(true);
    expect(canOpenRoute(testUser({ user_role: ROLES.entry }), route('audit-trail'))).toBe(false);
  });
});
