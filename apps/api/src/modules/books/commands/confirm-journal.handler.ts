import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { journalDecider, journalStream } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockedJournalBalances } from '../journal-balances';
import { savedJournal, validJournal } from '../journal-draft';
import { findJournal, journalView, type JournalView } from '../journal-rows';

/**
 * Posts a draft journal: its lines are checked again against the chart as it is now (an
 * account may have been deactivated since the draft was saved), then JournalPosted carries
 * them as postings, never taking a money account below zero on any day from its date; the
 * ledger refuses a date inside the locked period.
 */
export class ConfirmJournal extends Command<JournalView> {
  constructor(
    readonly me: Principal,
    readonly journalId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmJournal)
export class ConfirmJournalHandler implements ICommandHandler<ConfirmJournal> {
  constructor(private readonly db: Database) {}

  async execute({ me, journalId }: ConfirmJournal): Promise<JournalView> {
    const tx = this.db.tx;
    const row = await findJournal(tx, me.tenantId, journalId, { lock: true });
    if (row.deleted_at) throw notFound();
    const draft = await validJournal(tx, me, savedJournal(row));
    await handleCommand(tx, commandTarget(me, journalStream(journalId)), journalDecider, async () => ({
      type: 'ConfirmJournal' as const,
      data: { journal: { journalId, code: row.code, ...draft }, balances: await lockedJournalBalances(tx, me.tenantId, draft.lines, false, draft.date) },
    }));
    await tx.query(`UPDATE journals SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, journalId]);
    return journalView(await findJournal(tx, me.tenantId, journalId));
  }
}
