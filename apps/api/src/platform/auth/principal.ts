import { EMAIL_VERIFY_GRACE_DAYS, HOME_TODAY_SQL, WORKSPACE_FLAGS, type Role, type SessionUser, type WorkspaceFlags, type WorkspaceView } from '@ginuma/domain';
import type { Lookup, Tx } from '../database/database';

/** The signed-in user as every guard and handler sees them. */
export interface Principal {
  userId: string;
  tenantId: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  emailVerifiedAt: string | null;
  /** Unverified past the grace period: workspace calls are refused until the address is verified. */
  emailUnverified: boolean;
  /** Signs in with a second step; when the workspace requires one and this is false, workspace calls are refused until they enrol. */
  twoStepEnabled: boolean;
  workspace: WorkspaceView;
}

export type PrincipalRow = Omit<WorkspaceView, 'expired'> & {
  user_id: string;
  user_name: string;
  email: string;
  user_role: Role;
  user_created_at: Date;
  email_verified_at: Date | null;
  email_unverified: boolean;
  two_step_enabled: boolean;
  expired: boolean;
};

export const SELECT_PRINCIPAL = `
  SELECT u.id AS user_id, u.name AS user_name, u.email, u.user_role, u.created_at AS user_created_at,
         u.email_verified_at,
         (u.email_verified_at IS NULL AND u.created_at < now() - interval '${EMAIL_VERIFY_GRACE_DAYS} days') AS email_unverified,
         u.two_step_enabled_at IS NOT NULL AS two_step_enabled,
         w.id, w.slug, w.name, w.plan_id, w.channel_id, w.expiry, w.deactivated, w.require_two_step,
         (w.expiry IS NOT NULL AND w.expiry < ${HOME_TODAY_SQL}) AS expired,
         ${WORKSPACE_FLAGS.map((f) => `w.${f}`).join(', ')}
    FROM users u JOIN workspaces w ON w.id = u.tenant_id
   WHERE u.deleted_at IS NULL`;

export async function findPrincipal(tx: Tx, tenantId: string, userId: string): Promise<Principal | null> {
  const [row] = await tx.query<PrincipalRow>(`${SELECT_PRINCIPAL} AND u.tenant_id = $1 AND u.id = $2`, [tenantId, userId]);
  return row ? toPrincipal(row) : null;
}

/**
 * The principal's current row, read in the round trip that opens the request's transaction,
 * under that tenant's row-level security.
 */
export function principalLookup(tenantId: string, userId: string): Lookup {
  return { name: 'principal_lookup', sql: `${SELECT_PRINCIPAL} AND u.tenant_id = $1 AND u.id = $2`, ids: [tenantId, userId] };
}

export async function findPrincipalWithPassword(
  tx: Tx,
  email: string,
): Promise<{ principal: Principal; passwordHash: string } | null> {
  const [row] = await tx.query<PrincipalRow & { password_hash: string }>(
    `${SELECT_PRINCIPAL.replace('u.created_at AS user_created_at', 'u.created_at AS user_created_at, u.password_hash')}
      AND lower(u.email) = lower($1)`,
    [email],
  );
  return row ? { principal: toPrincipal(row), passwordHash: row.password_hash } : null;
}

export function toPrincipal(row: PrincipalRow): Principal {
  const flags = Object.fromEntries(WORKSPACE_FLAGS.map((f) => [f, row[f]])) as WorkspaceFlags;
  return {
    userId: row.user_id,
    tenantId: row.id,
    name: row.user_name,
    email: row.email,
    role: row.user_role,
    createdAt: row.user_created_at.toISOString(),
    emailVerifiedAt: row.email_verified_at?.toISOString() ?? null,
    emailUnverified: row.email_unverified,
    twoStepEnabled: row.two_step_enabled,
    workspace: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      plan_id: row.plan_id,
      channel_id: row.channel_id,
      expiry: row.expiry,
      expired: row.expired,
      deactivated: row.deactivated,
      require_two_step: row.require_two_step,
      ...flags,
    },
  };
}

/** `GET /api/user`: the shape the admin's authProvider reads. */
export function userResponse(principal: Principal): SessionUser {
  return {
    id: principal.userId,
    name: principal.name,
    email: principal.email,
    user_role: principal.role,
    email_verified_at: principal.emailVerifiedAt,
    email_verify_by: principal.emailVerifiedAt ? null : emailVerifyBy(principal.createdAt),
    workspace_slug: principal.workspace.slug,
    two_step_enabled: principal.twoStepEnabled,
    workspace: principal.workspace,
  };
}

function emailVerifyBy(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + EMAIL_VERIFY_GRACE_DAYS * 86_400_000).toISOString();
}

/** A workspace without a plan blocks everyone but its admins, who must choose one. */
export function hasNoPlan(principal: Principal): boolean {
  return !principal.workspace.plan_id;
}
