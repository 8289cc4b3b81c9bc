import { journalDraws, type JournalBalances, type JournalLine } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { lockedLowestBalance } from '../transactions/money-accounts';

/**
 * What a journal's decision is decided on: each money account it takes money out of, locked in
 * account order (two journals on the same accounts cannot deadlock), and its lowest balance from
 * `from`, the day the money leaves. Accounts it only pays into are neither locked nor read.
 */
export async function lockedJournalBalances(tx: Tx, tenantId: string, lines: readonly JournalLine[], reversing: boolean, from: string): Promise<JournalBalances> {
  const balances: Record<string, JournalBalances[string]> = {};
  for (const account of journalDraws(lines, reversing).keys()) balances[account] = await lockedLowestBalance(tx, tenantId, account, from);
  return balances;
}
