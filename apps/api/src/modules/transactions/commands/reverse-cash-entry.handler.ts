import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashEntryDecider, entryDraws, transferDecider, type CashEntryCommand, type EntryKind } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { releaseFromStatements } from '../../bank-statements/cleared-documents';
import type { CashTransactionKind } from '../cash-book';
import { lockedLowestBalance } from '../money-accounts';

/**
 * Deletes a cash book entry: its reversal is appended, dated the workspace's today (or the
 * entry's own date when that is later: a post-dated entry is taken back on the day it counts,
 * so its reversal takes nothing out of an account before the money arrived), and the
 * row moves to the deleted list. `kind` limits it to one kind's resource (expenses, incomes).
 */
export class ReverseCashEntry extends Command<{ id: string; code: string }> {
  constructor(
    readonly me: Principal,
    readonly transactionId: string,
    readonly kind?: EntryKind,
  ) {
    super();
  }
}

@CommandHandler(ReverseCashEntry)
export class ReverseCashEntryHandler implements ICommandHandler<ReverseCashEntry> {
  constructor(private readonly db: Database) {}

  async execute({ me, transactionId, kind }: ReverseCashEntry): Promise<{ id: string; code: string }> {
    const tx = this.db.tx;
    const [row] = await tx.query<{ code: string; kind: CashTransactionKind; stream: string; date: string; from_account: string; to_account: string | null; deleted_at: Date | null }>(
      `SELECT code, kind, stream, to_char(date, 'YYYY-MM-DD') AS date, from_account, to_account, deleted_at FROM cash_transactions WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [me.tenantId, transactionId],
    );
    if (!row || row.deleted_at || (kind && row.kind !== kind)) throw notFound();
    await releaseFromStatements(tx, me.tenantId, row.kind, transactionId);
    const today = await businessDate(tx, me);
    const date = row.date > today ? row.date : today;
    // Taking back money that came in takes it out of the account it came into on the reversal's
    // date: decided on that account's lowest balance from then on.
    if (row.kind === 'transfer') {
      const to = row.to_account as string;
      await handleCommand(tx, commandTarget(me, row.stream), transferDecider, async () => ({
        type: 'ReverseTransfer',
        data: { date, available: await lockedLowestBalance(tx, me.tenantId, to, date) },
      }));
    } else {
      const entryKind = row.kind;
      await handleCommand(tx, commandTarget(me, row.stream), cashEntryDecider, async (): Promise<CashEntryCommand> => ({
        type: 'ReverseCashEntry',
        data: { date, available: entryDraws(entryKind, true) ? await lockedLowestBalance(tx, me.tenantId, row.from_account, date) : null },
      }));
    }
    await tx.query(`UPDATE cash_transactions SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, transactionId]);
    return { id: transactionId, code: row.code };
  }
}
