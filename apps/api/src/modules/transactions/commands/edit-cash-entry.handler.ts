import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashbookRefusal, cashEntryDecider, entryInput, revisionAccounts, revisionDraws, type CashEntryCommand, type EntryKind, type LowestBalance, type Money } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { validBody } from '../../../platform/http/validation.pipe';
import { commandTarget } from '../../../platform/http/request-context';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { businessDate } from '../../../platform/records/record-ledger';
import { releaseFromStatements } from '../../bank-statements/cleared-documents';
import { assertClient, assertExpenseCategory, assertMoneyAccounts, findCashTransaction, insertCashTransaction, type CashTransactionRow } from '../cash-book';
import { lockedLowestBalance } from '../money-accounts';
import { ENTRY_REQUEST } from '../transaction.requests';

/**
 * Edits a booked income or expense (spec route `expenses/{edit}`). The ledger is never edited:
 * the entry is reversed and its replacement booked under a new code, both in the entry's
 * stream in one decision; the old row moves to the deleted list, linked to the new one.
 */
export class EditCashEntry extends Command<CashTransactionRow> {
  constructor(
    readonly me: Principal,
    readonly transactionId: string,
    readonly kind: EntryKind,
    /** The body as sent: it is checked only once the entry is known to be this workspace's. */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(EditCashEntry)
export class EditCashEntryHandler implements ICommandHandler<EditCashEntry> {
  constructor(private readonly db: Database) {}

  async execute({ me, transactionId, kind, body }: EditCashEntry): Promise<CashTransactionRow> {
    const tx = this.db.tx;
    const [row] = await tx.query<{ kind: string; stream: string; deleted_at: Date | null }>(
      `SELECT kind, stream, deleted_at FROM cash_transactions WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [me.tenantId, transactionId],
    );
    if (!row || row.kind !== kind) throw notFound();
    const input = entryInput(kind, await validBody(ENTRY_REQUEST[kind], body));
    // A replaced entry's stream now holds its replacement: only the live row may be edited.
    if (row.deleted_at) throw cashbookRefusal('already-reversed');
    await releaseFromStatements(tx, me.tenantId, kind, transactionId);
    if (kind === 'expense') await assertExpenseCategory(tx, me.tenantId, input.categoryId);
    await assertMoneyAccounts(tx, me.tenantId, { account: input.account });
    await assertClient(tx, me.tenantId, input.client);
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'transaction');
    const today = await businessDate(tx, me);
    await handleCommand(tx, commandTarget(me, row.stream), cashEntryDecider, async (state): Promise<CashEntryCommand> => {
      // Taken back today, or on its own date when that is later (as a delete is).
      const reversedOn = state.status !== 'none' && state.data.date > today ? state.data.date : today;
      const { account, categoryId, client, amount, date } = input;
      // Each account is locked in order; the one money leaves is read from the day it leaves.
      const balances: Record<string, LowestBalance<Money>> = {};
      for (const locked of revisionAccounts(state, account)) {
        balances[locked] = await lockedLowestBalance(tx, me.tenantId, locked, revisionDraws(state, { account, amount, date, reversedOn }, locked) ?? date);
      }
      return { type: 'ReviseCashEntry', data: { reversedOn, transactionId: id, code, account, categoryId, client, amount, date, balances } };
    });
    await insertCashTransaction(tx, me, { ...input, id, code, stream: row.stream, from: input.account, to: null, replaces: transactionId });
    await tx.query(`UPDATE cash_transactions SET deleted_at = now(), replaced_by = $3 WHERE tenant_id = $1 AND id = $2`, [me.tenantId, transactionId, id]);
    return findCashTransaction(tx, me.tenantId, id);
  }
}
