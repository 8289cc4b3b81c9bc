import {
  accountFor,
  ACCOUNTS,
  Money,
  OPENING_BALANCE_REDATED,
  OPENING_BALANCE_SET,
  openingBalanceDecider,
  openingHeld,
  openingRedating,
  partyOf,
  Quantity,
  RECORD_RESOURCES,
  type HeldBalance,
  type OpeningBalanceRule,
} from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import type { Tx } from '../database/database';
import type { Principal } from '../auth/principal';
import { commandTarget } from '../http/request-context';
import { lockMoneyAccount } from '../../modules/transactions/money-accounts';
import { lockProducts } from '../../modules/stock/stock-position';

/**
 * The workspace's opening date: the day every opening balance is dated. Until Business
 * Configuration is first saved, the day the workspace registered. Read after the ledger's head
 * is locked (lockDateOf), so a change of it cannot pass an opening being set.
 */
export async function openingDateOf(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.query<{ date: string }>(
    `SELECT coalesce(c.opening_balance_date, (w.created_at AT TIME ZONE coalesce(c.time_zone, 'Asia/Colombo'))::date)::text AS date
       FROM workspaces w LEFT JOIN business_configuration c ON c.tenant_id = w.id WHERE w.id = $1`,
    [tenantId],
  );
  return row.date;
}

/** Where an opening field's held balance is kept in the daily balances: a money account, or the record's stock. */
function heldKey(rule: OpeningBalanceRule, record: { kind: string; id: string }): { account: string; commodity: string } | null {
  const held = openingHeld(rule, record.id);
  if (held === 'stock') return { account: ACCOUNTS.inventory, commodity: partyOf(record.kind, record.id) };
  if (held === 'money') return { account: accountFor(rule.debit.account, record.id), commodity: '' };
  return null;
}

/**
 * The lowest balance a money account or a stock stands at on any day from `from` up to, not
 * including, `until`, and the first day it stands there: the balance on `from` itself and on
 * every later day with a movement before `until`.
 */
async function lowestBetween(tx: Tx, tenantId: string, key: { account: string; commodity: string }, from: string, until: string): Promise<HeldBalance> {
  const stock = key.commodity !== '';
  const [row] = await tx.query<{ lowest: string; lowest_on: string }>(
    `WITH days AS (
       SELECT occurred_on, sum(${stock ? 'quantity' : 'debit - credit'}) OVER (ORDER BY occurred_on) AS balance FROM ledger_balance_daily
        WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = $3)
     SELECT d.balance::text AS lowest, to_char(d.occurred_on, 'YYYY-MM-DD') AS lowest_on FROM (
       SELECT $4::date AS occurred_on, coalesce((SELECT balance FROM days WHERE occurred_on <= $4 ORDER BY occurred_on DESC LIMIT 1), 0) AS balance
       UNION ALL
       SELECT occurred_on, balance FROM days WHERE occurred_on > $4 AND occurred_on < $5) d
      ORDER BY d.balance, d.occurred_on LIMIT 1`,
    [tenantId, key.account, key.commodity, from, until],
  );
  return stock ? { amount: Quantity.of(row.lowest), on: row.lowest_on } : { amount: Money.of(row.lowest), on: row.lowest_on };
}

/**
 * Moves every record's opening balances to `date`, stream by stream in stream order: each
 * appends, on every date its openings stood on, their reversal, and on `date` the same amounts
 * again. What a move leaves missing on some days (a bank's opening moved later, stock moved
 * later) is decided on the lowest balance of those days, read under the account's or product's
 * lock. The ledger refuses a date in the locked period, old or new.
 */
export async function redateOpeningBalances(tx: Tx, me: Principal, date: string): Promise<void> {
  const streams = await tx.query<{ stream: string }>(
    `SELECT DISTINCT stream FROM ledger_event WHERE tenant_id = $1 AND type = ANY($2::text[]) ORDER BY stream`,
    [me.tenantId, [OPENING_BALANCE_SET, OPENING_BALANCE_REDATED]],
  );
  for (const { stream } of streams) {
    const resource = RECORD_RESOURCES.find((r) => (r.openingBalances ?? []).length > 0 && stream.startsWith(`${r.singular}-`));
    if (!resource) continue;
    const rules = resource.openingBalances ?? [];
    const record = { kind: resource.singular, id: stream.slice(resource.singular.length + 1) };
    await handleCommand(tx, commandTarget(me, stream), openingBalanceDecider(record, rules, resource.openingValues ?? []), async (state) => {
      const lowest: Record<string, HeldBalance> = {};
      for (const [field, window] of Object.entries(openingRedating(rules, record, state, date))) {
        const rule = rules.find((r) => r.field === field);
        const key = rule && heldKey(rule, record);
        if (!key) continue;
        if (key.commodity) await lockProducts(tx, me.tenantId, [record.id]);
        else await lockMoneyAccount(tx, me.tenantId, key.account);
        lowest[field] = await lowestBetween(tx, me.tenantId, key, window.from, window.until);
      }
      return { type: 'RedateOpeningBalances' as const, data: { date, lowest } };
    });
  }
}
