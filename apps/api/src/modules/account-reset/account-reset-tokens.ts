import { createHash } from 'node:crypto';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';

export const RESET_TOKEN_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The workspace's one live token: a new one replaces the previous. */
export async function storeResetToken(tx: Tx, me: Principal, token: string): Promise<void> {
  await tx.query(
    `INSERT INTO account_reset_tokens (tenant_id, token_hash, expires_at, created_by)
     VALUES ($1, $2, now() + make_interval(mins => $3), $4)
     ON CONFLICT (tenant_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
       created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at`,
    [me.tenantId, hashOf(token), RESET_TOKEN_MINUTES, me.userId],
  );
}

/**
 * Whether the token matches the workspace's live one. It is spent by the reset, which wipes the
 * tokens with the rest: deleting it here first, as the request's role, would make Citus refuse the
 * reset's own deletes (by the functions' owner) on the shards this transaction already changed.
 */
export async function resetTokenValid(tx: Tx, tenantId: string, token: string): Promise<boolean> {
  const [valid] = await tx.query(`SELECT 1 FROM account_reset_tokens WHERE tenant_id = $1 AND token_hash = $2 AND expires_at > now()`, [tenantId, hashOf(token)]);
  return Boolean(valid);
}
