import { Money, type PostingLine } from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { eventMetadata } from '../../platform/http/request-context';

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

/** Appends one event with its postings to a document's own stream, at the version it read. */
export async function appendDocumentEvent(
  tx: Tx,
  me: Principal,
  stream: string,
  event: { type: string; schemaVersion: number; data: { date: string }; postings: PostingLine[] },
): Promise<void> {
  const history = await readStream(tx, { tenantId: me.tenantId, stream, withPostings: false });
  await appendToStream(tx, {
    tenantId: me.tenantId,
    stream,
    expectedVersion: history.length,
    events: [{ type: event.type, schemaVersion: event.schemaVersion, payload: event.data as unknown as JsonValue, occurredOn: event.data.date, postings: event.postings }],
    metadata: eventMetadata(me),
  });
}
