import { WORKSPACE_ROUTES } from '../routing/app-routes';
import { MODULE_FLAGS, type ModuleFlag } from '../workspace/workspace-flags';
import { can, canAccess } from './permissions';
import { ROLES } from './roles';

const allOn = Object.fromEntries(MODULE_FLAGS.map((flag) => [flag, 1])) as Record<ModuleFlag, 0 | 1>;
const settingsRoutes = WORKSPACE_ROUTES.filter((route) => route.path.startsWith('settings/configuration'));

describe('the settings screens', () => {
  it('open for Admin and Audit, not for Entry', () => {
    expect(settingsRoutes).toHaveLength(2);
    for (const route of settingsRoutes) {
      expect(canAccess(ROLES.admin, 'list', route.resource, allOn)).toBe(true);
      expect(canAccess(ROLES.audit, 'list', route.resource, allOn)).toBe(true);
      expect(canAccess(ROLES.entry, 'list', route.resource, allOn)).toBe(false);
      expect(canAccess(ROLES.entry, 'show', route.resource, allOn)).toBe(false);
    }
  });

  it('stay behind the business configuration module flag', () => {
    expect(canAccess(ROLES.admin, 'list', settingsRoutes[0].resource, { ...allOn, business_configuration: 0 })).toBe(false);
  });

  it('leave Entry reading what its data-entry pickers need, and changing none of it', () => {
    for (const resource of ['taxes', 'units', 'product-categories', 'bank-accounts', 'expense-categories', 'business-configuration'] as const) {
      expect(can(ROLES.entry, 'list', resource)).toBe(true);
      expect(can(ROLES.entry, 'show', resource)).toBe(true);
      expect(can(ROLES.entry, 'create', resource)).toBe(false);
      expect(can(ROLES.entry, 'edit', resource)).toBe(false);
      expect(can(ROLES.entry, 'delete', resource)).toBe(false);
    }
  });

  it('let only Admin reset the account', () => {
    expect(can(ROLES.admin, 'purge', 'account-reset')).toBe(true);
    expect(can(ROLES.audit, 'purge', 'account-reset')).toBe(false);
    expect(can(ROLES.entry, 'purge', 'account-reset')).toBe(false);
  });
});
