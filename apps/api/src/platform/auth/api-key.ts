import { requestRefusal } from '@ginuma/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database, Lookup } from '../database/database';
import { SELECT_PRINCIPAL, toPrincipal, type PrincipalRow } from './principal';

/**
 * Account API keys (Business Configuration): `Authorization: Bearer <key>` signs a call in as
 * the key's role in its workspace, on behalf of the admin who created it (the actor the ledger
 * records). Such a call needs no session (none is saved for it) and no CSRF token: a browser
 * never sends the header by itself. Everything after this point (AccessGuard, the request's transaction and
 * its check that the principal is still current) is the same as for a session.
 */

const KEY_PREFIX = 'gnm_';
/** What the settings screen shows of a key, so its owner can tell which one is in force. */
const SHOWN_LENGTH = 12;

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export function newApiKey(): NewApiKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), hash: hashApiKey(key) };
}

/** Keys are long random strings, so a plain sha256 suffices (no salt or slow hash needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const KEY_PRINCIPAL = SELECT_PRINCIPAL.replace('u.user_role', 'k.role AS user_role').replace(
  'FROM users u',
  'FROM api_keys k JOIN users u ON u.tenant_id = k.tenant_id AND u.id = k.created_by',
);

type KeyedRequest = Request & { apiKeyId?: string };

/** The id of the key a request signed in with, if it did. */
export function apiKeyOf(req: Request): string | undefined {
  return (req as KeyedRequest).apiKeyId;
}

/**
 * The key's principal as the request's transaction reads it (as for a session, a revoked key or
 * a changed role shows on the next call); its last use is written at most once a minute.
 */
export function apiKeyPrincipalLookup(tenantId: string, keyId: string): Lookup {
  return {
    name: 'api_key_principal_lookup',
    sql: `WITH touched AS (
            UPDATE api_keys SET last_used_at = now()
             WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL
               AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'))
          ${KEY_PRINCIPAL} AND k.tenant_id = $1 AND k.id = $2 AND k.revoked_at IS NULL`,
    ids: [tenantId, keyId],
  };
}

export interface ApiKeyThrottle {
  /** Calls per key per minute. */
  callsPerMinute: number;
  /** Unknown keys per client address per minute, against guessing. */
  failuresPerMinute: number;
}

/**
 * Finds the workspace of a Bearer call's key (the sign-in role's job: no tenant is known yet)
 * and marks the request as that key's; requests without the header pass untouched.
 */
export function bearerAuthentication(db: Database, throttle: ApiKeyThrottle): RequestHandler {
  const calls = new RateLimiterMemory({ points: throttle.callsPerMinute, duration: 60 });
  const failures = new RateLimiterMemory({ points: throttle.failuresPerMinute, duration: 60 });
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (!header || !/^Bearer\s/i.test(header) || !req.path.startsWith('/api/')) return next();
    const key = header.replace(/^Bearer\s+/i, '').trim();
    const ip = req.ip ?? '';
    void (async () => {
      const failed = await failures.get(ip);
      if (failed && failed.remainingPoints <= 0) return tooMany(res, failed);
      const hash = hashApiKey(key);
      const [row] = await db.transaction({ kind: 'auth' }, (tx) =>
        tx.query<PrincipalRow & { key_id: string }>(
          `${KEY_PRINCIPAL.replace('SELECT ', 'SELECT k.id AS key_id, ')} AND k.key_hash = $1 AND k.revoked_at IS NULL`,
          [hash],
        ),
      );
      if (!row) {
        await failures.penalty(ip, 1);
        res.status(401).json({ message: 'Unauthenticated.' });
        return;
      }
      try {
        await calls.consume(hash);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return tooMany(res, refusal);
        throw refusal;
      }
      (req as KeyedRequest).apiKeyId = row.key_id;
      req.user = toPrincipal(row);
      next();
    })().catch(next);
  };
}

/** CSRF is a browser's risk: a request signed in by its key skips the check. */
export function unlessApiKey(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (apiKeyOf(req) ? next() : middleware(req, res, next));
}

function tooMany(res: Response, state: RateLimiterRes): void {
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  const refusal = requestRefusal('too-many-requests', { seconds });
  res.status(refusal.status).set('Retry-After', String(seconds)).json({ message: refusal.message, code: refusal.qualifiedCode, params: { seconds } });
}
