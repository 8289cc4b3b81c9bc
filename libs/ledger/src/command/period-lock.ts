import { assertPeriodOpen, type LedgerEventOf } from '@ginuma/domain';
import type { SqlExecutor } from '../sql-executor';

/**
 * The lock date is kept beside the tenant's chain head (`ledger_head.lock_date`), written only
 * by `lockPeriod` (lock-period.ts) in the same transaction as its PeriodLocked event. Reading it `FOR UPDATE`
 * takes the head lock the append takes anyway, a moment earlier: a lock committed by another
 * request is then either seen here or ordered after this command's events.
 */
export async function lockDateOf(tx: SqlExecutor, tenantId: string): Promise<string | null> {
  const [row] = await tx.query<{ lock_date: string | null }>(
    `SELECT lock_date::text AS lock_date FROM ledger_head WHERE tenant_id = $1 FOR UPDATE`,
    [tenantId],
    { prepare: 'ledger_lock_date' },
  );
  return row?.lock_date ?? null;
}

/**
 * Events with postings must fall after the lock date. handleCommand's appends check this in
 * `ledger_append` itself, under the head lock; this is for callers that decide outside it.
 */
export async function assertOpenPeriod(tx: SqlExecutor, tenantId: string, events: readonly LedgerEventOf[]): Promise<void> {
  const posting = events.filter((event) => event.postings.length > 0);
  if (posting.length === 0) return;
  const lockDate = await lockDateOf(tx, tenantId);
  for (const event of posting) assertPeriodOpen(lockDate, event.occurredOn);
}
