import type { Tx } from '../../platform/database/database';
import { firstFreeSlug, slugFromName } from './workspace-slug';

/** Creates a workspace with every module enabled and no plan (an admin chooses one). Runs as ginuma_auth. */
export async function createWorkspace(tx: Tx, businessName: string): Promise<{ id: string; slug: string }> {
  const base = slugFromName(businessName);
  const taken = await tx.query<{ slug: string }>(
    `SELECT slug FROM workspaces WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
    [base],
  );
  const slug = firstFreeSlug(base, new Set(taken.map((r) => r.slug)));
  const [row] = await tx.query<{ id: string; slug: string }>(
    `INSERT INTO workspaces (slug, name) VALUES ($1, $2) RETURNING id, slug`,
    [slug, businessName.trim()],
  );
  return row;
}

export async function createUser(
  tx: Tx,
  user: { tenantId: string; name: string; email: string; passwordHash: string; role: 1 | 2 | 3 },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO users (tenant_id, name, email, password_hash, user_role) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [user.tenantId, user.name.trim(), user.email.trim(), user.passwordHash, user.role],
  );
  return row.id;
}

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
  return rows.length > 0;
}
