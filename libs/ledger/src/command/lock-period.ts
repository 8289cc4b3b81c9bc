import { PERIOD_LOCK_STREAM, periodLockDecider, type LockPeriod } from '@ginuma/domain';
import type { SqlExecutor } from '../sql-executor';
import { handleCommand, type CommandTarget } from './handle-command';

/** Moves the lock date (up or down) through the command loop, so the move is an event of its own. */
export async function lockPeriod(tx: SqlExecutor, target: Omit<CommandTarget, 'stream'>, command: LockPeriod) {
  const handled = await handleCommand(tx, { ...target, stream: PERIOD_LOCK_STREAM }, periodLockDecider, command);
  if (handled.events.length > 0) {
    await tx.query(`UPDATE ledger_head SET lock_date = $2 WHERE tenant_id = $1`, [target.tenantId, handled.after.lockDate]);
  }
  return handled;
}
