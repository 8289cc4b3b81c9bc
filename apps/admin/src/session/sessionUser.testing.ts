import { ROLES, WORKSPACE_FLAGS, type WorkspaceFlags } from '@ginuma/domain';
import type { SessionUser } from './types';

const allOn = Object.fromEntries(WORKSPACE_FLAGS.map((flag) => [flag, 1])) as WorkspaceFlags;

/** A signed-in Admin of workspace `acme` with every module on and a plan; tests change what they test. */
export function testUser(overrides: Partial<SessionUser> = {}, workspace: Partial<SessionUser['workspace']> = {}): SessionUser {
  return {
    id: 'user-1',
    name: 'Nimal',
    email: 'nimal@example.test',
    user_role: ROLES.admin,
    workspace_slug: 'acme',
    ...overrides,
    workspace: { ...allOn, id: 'workspace-1', slug: 'acme', name: 'Acme', plan_id: 1, channel_id: null, expiry: null, expired: false, deactivated: false, require_two_step: false, ...workspace },
  };
}
