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
       created_by = EXCLUDED.created_by, created_at = now()`,
    [me.tenantId, hashOf(token), RESET_TOKEN_MINUTES, me.userId],
  );
}

/** Single use: true, and the token is gone, when it matched and had not expired. */
export async function spendResetToken(tx: Tx, tenantId: string, token: string): Promise<boolean> {
  const [valid] = await tx.query(`DELETE FROM account_reset_tokens WHERE tenant_id = $1 AND token_hash = $2 AND expires_at > now() RETURNING 1`, [tenantId, hashOf(token)]);
  return Boolean(valid);
}
