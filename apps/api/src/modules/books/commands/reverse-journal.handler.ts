import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { journalDecider, journalStream } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockedJournalBalances } from '../journal-balances';
import { findJournal, journalView, type JournalView } from '../journal-rows';

/**
 * Takes a confirmed journal back out of the books with a reversal dated the workspace's today:
 * the lock date is always before today, so a journal from a locked period is reversed on an open
 * day. Refused when what the journal put into a money account has been spent by some day from today on.
 */
export class ReverseJournal extends Command<JournalView> {
  constructor(
    readonly me: Principal,
    readonly journalId: string,
  ) {
    super();
  }
}

@CommandHandler(ReverseJournal)
export class ReverseJournalHandler implements ICommandHandler<ReverseJournal> {
  constructor(private readonly db: Database) {}

  async execute({ me, journalId }: ReverseJournal): Promise<JournalView> {
    const tx = this.db.tx;
    const row = await findJournal(tx, me.tenantId, journalId, { lock: true });
    if (row.deleted_at) throw notFound();
    const date = await businessDate(tx, me);
    await handleCommand(tx, commandTarget(me, journalStream(journalId)), journalDecider, async (state) => ({
      type: 'ReverseJournal' as const,
      data: { date, balances: state.stage === 'confirmed' ? await lockedJournalBalances(tx, me.tenantId, state.journal.lines, true, date) : {} },
    }));
    await tx.query(`UPDATE journals SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, journalId]);
    return journalView(await findJournal(tx, me.tenantId, journalId));
  }
}
