/** user_role values: 1 Admin, 2 Audit, 3 Entry. */
export const ROLES = { admin: 1, audit: 2, entry: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export type RoleName = keyof typeof ROLES;

export const ROLE_NAMES: Record<Role, RoleName> = { 1: 'admin', 2: 'audit', 3: 'entry' };

export function isRole(value: unknown): value is Role {
  return value === 1 || value === 2 || value === 3;
}
