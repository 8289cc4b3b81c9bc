import { Money, type MoneyAccountPeriodView } from '@ginuma/domain';
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
 * The balance, with every other payment out of the same account queued behind this
 * transaction: two payments can then not both spend the last of it.
 */
export async function lockedMoneyBalance(tx: Tx, tenantId: string, account: string): Promise<Money> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ':' || $2))`, [tenantId, account]);
  return moneyBalance(tx, tenantId, account);
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
