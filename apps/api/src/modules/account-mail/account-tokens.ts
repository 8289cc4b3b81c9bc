import { createHash, randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../platform/database/database';

/** What a mailed link does; each is spent only for its own purpose. */
export type TokenPurpose = 'reset' | 'verify' | 'config-email';

/** How long a link works: a reset is short-lived (it takes over the account), a verification less so. */
export const TOKEN_MINUTES: Record<TokenPurpose, number> = { reset: 60, verify: 24 * 60, 'config-email': 24 * 60 };

/** 32 random bytes, hex: what the link carries; anything else is not a token. */
const TOKEN = /^[0-9a-f]{64}$/;

/** Cheap to check before any costly work (hashing a new password) is spent on a request. */
export const looksLikeToken = (token: string) => TOKEN.test(token);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for `userId`; only its hash is stored. Returns the token for the link. */
export async function issueToken(
  tx: Tx,
  link: { tenantId: string; userId: string; purpose: TokenPurpose; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await tx.query(
    `INSERT INTO account_tokens (tenant_id, user_id, purpose, token_hash, email, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [link.tenantId, link.userId, link.purpose, hashOf(token), link.email, TOKEN_MINUTES[link.purpose]],
  );
  return token;
}

export interface SpentToken {
  tenantId: string;
  userId: string;
  email: string;
}

/**
 * Follows a link: finds the token's workspace as the sign-in role (a visitor holds only the
 * token), then, in that workspace's own scope, spends the token (unused, unexpired, this
 * purpose) and runs `effect` in the same transaction. Null when the token does not work;
 * `effect` may return null to refuse it too, and then the token stays unspent.
 */
export async function followLink<T>(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  effect: (tx: Tx, spent: SpentToken) => Promise<T | null>,
): Promise<T | null> {
  if (!looksLikeToken(token)) return null;
  const hash = hashOf(token);
  const [owner] = await db.transaction({ kind: 'auth' }, (tx) =>
    tx.query<{ tenant_id: string; user_id: string }>(`SELECT tenant_id, user_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2`, [hash, purpose]),
  );
  if (!owner) return null;
  return db.transaction({ kind: 'tenant', tenantId: owner.tenant_id, userId: owner.user_id }, async (tx) => {
    const [spent] = await tx.query<{ user_id: string; email: string }>(
      `UPDATE account_tokens SET used_at = now()
        WHERE tenant_id = $1 AND token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [owner.tenant_id, hash, purpose],
    );
    if (!spent) return null;
    const result = await effect(tx, { tenantId: owner.tenant_id, userId: spent.user_id, email: spent.email });
    if (result === null) throw new LinkRefused();
    return result;
  }).catch((error: unknown) => {
    if (error instanceof LinkRefused) return null;
    throw error;
  });
}

/** Rolls the spending back when the effect refuses the link. */
class LinkRefused extends Error {}

/**
 * Earlier links of the same purpose stop working once one is used or a new one is sent. They
 * expire rather than count as used: `used_at` says a link was followed.
 */
export async function retireTokens(tx: Tx, tenantId: string, purpose: TokenPurpose, userId?: string): Promise<void> {
  await tx.query(
    `UPDATE account_tokens SET expires_at = now()
      WHERE tenant_id = $1 AND purpose = $2 AND ($3::uuid IS NULL OR user_id = $3) AND used_at IS NULL AND expires_at > now()`,
    [tenantId, purpose, userId ?? null],
  );
}
