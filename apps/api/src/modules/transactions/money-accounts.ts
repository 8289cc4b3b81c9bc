import { isMoneyAccount, Money, type LowestBalance, type MoneyAccountPeriodView } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/** A money account's balance now (bank:<id> or cash), from the ledger's daily balances. */
export async function moneyBalance(tx: Tx, tenantId: string, account: string): Promise<Money> {
  const [row] = await tx.query<{ balance: string }>(
    `SELECT coalesce(sum(debit - credit), 0)::numeric(18,2)::text AS balance FROM ledger_balance_daily
      WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = ''`,
    [tenantId, account],
  );
  return Money.of(row.balance);
}

/**
 * The lowest balance a money account stands at on any day from `from` onward, and the first
 * day it stands there: what an outflow dated `from` is decided on (see LowestBalance). One
 * statement over the account's days in the daily balances' key order (tenant, account, party,
 * commodity, day), a running sum over them: the balance on `from` itself (the last day up to
 * it) and on every later day with a movement.
 */
export async function lowestMoneyBalance(tx: Tx, tenantId: string, account: string, from: string): Promise<LowestBalance<Money>> {
  const [row] = await tx.query<{ lowest: string; lowest_on: string }>(
    `WITH days AS (
       SELECT occurred_on, sum(debit - credit) OVER (ORDER BY occurred_on) AS balance FROM ledger_balance_daily
        WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = '')
     SELECT d.balance::numeric(18,2)::text AS lowest, to_char(d.occurred_on, 'YYYY-MM-DD') AS lowest_on FROM (
       SELECT $3::date AS occurred_on, coalesce((SELECT balance FROM days WHERE occurred_on <= $3 ORDER BY occurred_on DESC LIMIT 1), 0) AS balance
       UNION ALL
       SELECT occurred_on, balance FROM days WHERE occurred_on > $3) d
      ORDER BY d.balance, d.occurred_on LIMIT 1`,
    [tenantId, account, from],
  );
  return { amount: Money.of(row.lowest), on: row.lowest_on };
}

/**
 * Queues every other payment out of the same account behind this transaction (until it
 * commits), so two payments can then not both spend the last of it. Taken before the balance
 * is read, in its own statement: the read's snapshot then sees what the one before committed.
 */
export async function lockMoneyAccount(tx: Tx, tenantId: string, account: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ':' || $2))`, [tenantId, account]);
}

/** The account locked (lockMoneyAccount), then its lowest balance from `from` onward read. */
export async function lockedLowestBalance(tx: Tx, tenantId: string, account: string, from: string): Promise<LowestBalance<Money>> {
  await lockMoneyAccount(tx, tenantId, account);
  return lowestMoneyBalance(tx, tenantId, account, from);
}

/**
 * For one decision that takes several amounts out of one money account on one date (a refund
 * or a receipt's reversal over several invoices, each decided by its invoice's stream): the
 * account is locked and its lowest balance from `from` read once; `share(i)` is what is left
 * of it for the i-th amount, after the ones before it. Null for an account that is not a money
 * account (customer credit keeps its own balance check).
 */
export async function lockedLowestShares(
  tx: Tx,
  tenantId: string,
  account: string,
  from: string,
  amounts: readonly Money[],
): Promise<((index: number) => LowestBalance<Money>) | null> {
  if (!isMoneyAccount(account)) return null;
  const lowest = await lockedLowestBalance(tx, tenantId, account, from);
  return (index) => ({ amount: lowest.amount.minus(Money.sum(amounts.slice(0, index))), on: lowest.on });
}

/** Whether a bank account id (from `bank:<id>`) belongs to the workspace; cash always does. */
export async function moneyAccountExists(tx: Tx, tenantId: string, account: string): Promise<boolean> {
  if (!account.startsWith('bank:')) return true;
  const [row] = await tx.query(`SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [tenantId, account.slice(5)]);
  return Boolean(row);
}

/** Cash and each bank account: open (before `from`), in, out and close (through `to`), from the ledger's daily balances. */
export async function moneyAccountPeriods(tx: Tx, tenantId: string, from: string, to: string): Promise<MoneyAccountPeriodView[]> {
  return tx.query<MoneyAccountPeriodView>(
    `WITH accounts AS (
       SELECT 'cash' AS id, 'Cash' AS name, 'cash' AS account, '' AS sort
       UNION ALL
       SELECT k.id::text, k.name, 'bank:' || k.id, lower(k.name) FROM bank_accounts k WHERE k.tenant_id = $1 AND k.deleted_at IS NULL)
     SELECT a.id, a.name, a.account,
            coalesce(sum(b.debit - b.credit) FILTER (WHERE b.occurred_on < $2), 0)::numeric(18,2)::text AS open,
            coalesce(sum(b.debit) FILTER (WHERE b.occurred_on BETWEEN $2 AND $3), 0)::numeric(18,2)::text AS in,
            coalesce(sum(b.credit) FILTER (WHERE b.occurred_on BETWEEN $2 AND $3), 0)::numeric(18,2)::text AS out,
            coalesce(sum(b.debit - b.credit) FILTER (WHERE b.occurred_on <= $3), 0)::numeric(18,2)::text AS close
       FROM accounts a
       LEFT JOIN ledger_balance_daily b ON b.tenant_id = $1 AND b.account = a.account AND b.party = '' AND b.commodity = ''
      GROUP BY a.id, a.name, a.account, a.sort
      ORDER BY a.sort`,
    [tenantId, from, to],
  );
}
