import type { Resource } from '@ginuma/domain';
import { userCanAccess } from '../providers/canAccess';
import type { SessionUser } from '../session/types';

/**
 * Settings sections, in the order the configuration page lists them. The slug is the section's resource, so
 * `settings/configuration/{slug}` and the permission table use one name.
 */
export const SETTINGS_SECTIONS = [
  'invoice-templates',
  'units',
  'product-categories',
  'invoice-parameters',
  'expense-categories',
  'business-configuration',
  'email-settings',
  'bank-accounts',
  'taxes',
  'users',
  'plans',
  'monthly-reports',
  'account-reset',
  'support',
] as const satisfies readonly Resource[];

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: string | undefined): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');
}

export function visibleSections(user: SessionUser): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => userCanAccess(user, 'list', section));
}
