import type { Locale } from '@ginuma/domain';
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

/** What a new workspace starts with, named in the language it was registered in. */
const STARTER_RECORDS: Record<Locale, { template: string; units: string[] }> = {
  en: { template: 'Standard', units: ['Nos', 'Hours', 'Kilograms', 'Litres', 'Metres'] },
  si: { template: 'සම්මත', units: ['ඒකක', 'පැය', 'කිලෝග්‍රෑම්', 'ලීටර්', 'මීටර්'] },
};

/**
 * A new workspace's default invoice and quotation templates and a few units, so its first
 * invoice can be confirmed without a visit to the settings. It runs in a transaction of the new
 * workspace itself, under row-level security like any request of that workspace, once the
 * transaction that made the workspace (as `ginuma_auth`) has committed: on Citus each role
 * reaches the workers over connections of its own, and the workspace row written over
 * `ginuma_auth`'s is not yet visible to `ginuma_app`'s foreign key checks.
 *
 * RETURNING: Citus writes the rows of an INSERT … SELECT that reads no distributed table to the
 * shards by COPY, which row-level security refuses, unless the statement returns them.
 */
export async function furnishWorkspace(tx: Tx, tenantId: string, locale: Locale): Promise<void> {
  const starter = STARTER_RECORDS[locale];
  await tx.execute(
    `WITH i AS (INSERT INTO invoice_templates (tenant_id, name, theme_colour, page_size, is_default) VALUES ($1, $2, '#1e6fd9', 'A4', true)),
          q AS (INSERT INTO quotation_templates (tenant_id, name, theme_colour, page_size, is_default) VALUES ($1, $2, '#1e6fd9', 'A4', true))
     INSERT INTO units (tenant_id, name) SELECT $1, unnest($3::text[]) RETURNING id`,
    [tenantId, starter.template, starter.units],
  );
}
