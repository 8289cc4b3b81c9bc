import type { SqlExecutor } from '../sql-executor';
import { chainHash, GENESIS_HASH } from './event-hash';
import { EVENT_COLUMNS, eventFromRow, POSTINGS_COLUMN, type EventRow } from './event-row';

export interface ChainVerification {
  tenantId: string;
  /** Events checked up to the break (all of them when intact). */
  events: number;
  /** The first position whose event no longer matches its hash, or null when intact. */
  brokenAt: number | null;
  /**
   * hash: the event (or its postings) changed after it was sealed; prev_hash: an event
   * before it was removed or reordered; head: the chain's tip no longer matches (events
   * removed at the end).
   */
  reason: 'hash' | 'prev_hash' | 'head' | null;
}

/** Recomputes each tenant's hash chain from its events, in TypeScript, from the start. */
export async function verifyHashChain(
  tx: SqlExecutor,
  options: { tenantId?: string; batchSize?: number } = {},
): Promise<ChainVerification[]> {
  const batchSize = options.batchSize ?? 2000;
  const tenants = await tx.query<{ tenant_id: string; last_position: string | null; last_hash: string | null }>(
    `SELECT w.id::text AS tenant_id, h.last_position::text AS last_position, h.last_hash
       FROM workspaces w LEFT JOIN ledger_head h ON h.tenant_id = w.id
      WHERE $1::uuid IS NULL OR w.id = $1 ORDER BY w.id`,
    [options.tenantId ?? null],
  );
  const results: ChainVerification[] = [];
  for (const tenant of tenants) {
    let expectedPrev = GENESIS_HASH;
    let after = 0;
    let events = 0;
    let broken: Pick<ChainVerification, 'brokenAt' | 'reason'> | null = null;
    while (!broken) {
      const rows = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS}, ${POSTINGS_COLUMN} FROM ledger_event e
          WHERE e.tenant_id = $1 AND e.position > $2 ORDER BY e.position LIMIT ${batchSize}`,
        [tenant.tenant_id, after],
      );
      for (const row of rows) {
        const event = eventFromRow(row);
        if (event.prevHash !== expectedPrev) {
          broken = { brokenAt: event.position, reason: 'prev_hash' };
          break;
        }
        if (chainHash(event.prevHash, { ...event, recordedAt: event.recordedAtMicros }) !== event.hash) {
          broken = { brokenAt: event.position, reason: 'hash' };
          break;
        }
        expectedPrev = event.hash;
        after = event.position;
        events += 1;
      }
      if (rows.length < batchSize) break;
    }
    if (!broken && (tenant.last_hash ?? GENESIS_HASH) !== expectedPrev) {
      broken = { brokenAt: Number(tenant.last_position ?? after), reason: 'head' };
    }
    results.push({ tenantId: tenant.tenant_id, events, brokenAt: broken?.brokenAt ?? null, reason: broken?.reason ?? null });
  }
  return results;
}
