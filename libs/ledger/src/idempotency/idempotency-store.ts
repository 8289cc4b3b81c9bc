import type { JsonValue } from '../event-store/ledger-event.types';
import type { SqlExecutor } from '../sql-executor';

/**
 * new: go ahead, then complete the key before commit; replay: answer with the stored
 * response; mismatch: the key was used for another request (422); in_progress: claimed by a
 * transaction that committed without completing it, which only happens if claim and
 * completion were split over two transactions (answer 409).
 */
export type IdempotencyClaim =
  | { state: 'new' }
  | { state: 'replay'; status: number; body: JsonValue }
  | { state: 'mismatch' }
  | { state: 'in_progress' };

/**
 * Claims an Idempotency-Key inside the request transaction. A concurrent request with the
 * same key blocks on the unique key until the first commits (then it replays) or rolls back
 * (then it claims the key itself), so the work is done once. A request that fails rolls its
 * claim back with everything else, so its retry runs again.
 */
export async function claimIdempotencyKey(
  tx: SqlExecutor,
  tenantId: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_key (tenant_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, key) DO NOTHING RETURNING 1`,
    [tenantId, key, requestHash],
  );
  if (claimed.length > 0) return { state: 'new' };
  // A new statement, hence a new snapshot: it sees the row of the transaction we waited for.
  const [row] = await tx.query<{ request_hash: string; response_status: number | null; response_body: string | null }>(
    `SELECT request_hash, response_status, response_body::text AS response_body
       FROM idempotency_key WHERE tenant_id = $1 AND key = $2`,
    [tenantId, key],
  );
  if (!row) throw new Error(`idempotency key ${key} vanished after a conflict`);
  if (row.request_hash !== requestHash) return { state: 'mismatch' };
  if (row.response_status === null) return { state: 'in_progress' };
  return { state: 'replay', status: Number(row.response_status), body: JSON.parse(row.response_body ?? 'null') as JsonValue };
}

/** Stores the response of a claimed key, in the same transaction as the work it answers. */
export async function completeIdempotencyKey(
  tx: SqlExecutor,
  tenantId: string,
  key: string,
  status: number,
  body: JsonValue,
): Promise<void> {
  const [row] = await tx.query<{ n: string }>(
    `WITH done AS (
       UPDATE idempotency_key SET response_status = $3, response_body = $4::json, completed_at = now()
        WHERE tenant_id = $1 AND key = $2 AND response_status IS NULL RETURNING 1)
     SELECT count(*)::text AS n FROM done`,
    [tenantId, key, status, JSON.stringify(body)],
  );
  if (Number(row?.n ?? 0) !== 1) throw new Error(`idempotency key ${key} was not claimed in this transaction`);
}
