import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { usersRefusal } from '@ginuma/domain';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { uniqueEmail } from './unique-email';

export type UserRole = 1 | 2 | 3;

export type UserRow = {
  id: string;
  name: string;
  email: string;
  user_role: UserRole;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
};

/** A user as the registry's forms give it; a null password keeps the one the user has. */
export type UserValues = { name: string; email: string; user_role: UserRole; passwordHash: string | null };

export const USERS: ListResource = {
  name: 'users',
  from: 'users t',
  select: 't.id, t.name, t.email, t.user_role, t.created_at, t.updated_at, t.deleted_at',
  sortable: { name: 't.name', email: 't.email', user_role: 't.user_role', created_at: 't.created_at' },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['t.name', 't.email'],
  dateColumn: 't.created_at',
  statusColumn: 't.user_role',
  deletedColumn: 't.deleted_at',
};

export async function findUser(tx: Tx, tenantId: string, userId: string, options: { forUpdate?: boolean } = {}): Promise<UserRow> {
  const [row] = await tx.query<UserRow>(
    `SELECT ${USERS.select} FROM users t WHERE t.tenant_id = $1 AND t.id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, userId],
  );
  if (!row) throw notFound();
  return row;
}

export async function insertUser(tx: Tx, tenantId: string, user: UserValues & { passwordHash: string }): Promise<string> {
  const [row] = await uniqueEmail(() =>
    tx.query<{ id: string }>(`INSERT INTO users (tenant_id, name, email, password_hash, user_role) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      tenantId,
      user.name,
      user.email,
      user.passwordHash,
      user.user_role,
    ]),
  );
  return row.id;
}

export async function writeUser(tx: Tx, tenantId: string, userId: string, user: UserValues): Promise<void> {
  await uniqueEmail(() =>
    tx.execute(
      `UPDATE users SET name = $3, email = $4, user_role = $5, password_hash = coalesce($6, password_hash), updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, userId, user.name, user.email, user.user_role, user.passwordHash],
    ),
  );
}

export async function markUserDeleted(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx.execute(`UPDATE users SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [tenantId, userId]);
}

/** False when the user is not in the deleted list. */
export async function restoreUser(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
  return (await tx.execute(`UPDATE users SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [tenantId, userId])) > 0;
}

/**
 * A workspace must keep an active admin, and an admin cannot lock themselves out. Admin rows
 * are locked first so two concurrent demotions cannot both see "another admin remains".
 */
export async function keepAnAdmin(tx: Tx, me: Principal, userId: string): Promise<void> {
  if (userId === me.userId) throw usersRefusal('cannot-edit-account');
  const admins = await tx.query<{ id: string }>(`SELECT id FROM users WHERE tenant_id = $1 AND user_role = 1 AND deleted_at IS NULL ORDER BY id FOR UPDATE`, [
    me.tenantId,
  ]);
  if (admins.filter((a) => a.id !== userId).length === 0) throw usersRefusal('cannot-edit-account');
}
