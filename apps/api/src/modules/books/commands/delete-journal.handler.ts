import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { Conflict, NotFound } from '../../../platform/http/app-errors';
import { findJournal, journalView, type JournalView } from '../journal-rows';

export const JOURNAL_IN_BOOKS = 'A confirmed journal is in the books: reverse it instead of deleting it.';

/** Soft-deletes a draft journal (it can be restored from the deleted list); a confirmed one is reversed, never deleted. */
export class DeleteJournal extends Command<JournalView> {
  constructor(
    readonly me: Principal,
    readonly journalId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteJournal)
export class DeleteJournalHandler implements ICommandHandler<DeleteJournal> {
  constructor(private readonly db: Database) {}

  async execute({ me, journalId }: DeleteJournal): Promise<JournalView> {
    const tx = this.db.tx;
    const row = await findJournal(tx, me.tenantId, journalId, { lock: true });
    if (row.deleted_at) throw new NotFound();
    if (row.stage === 'confirmed') throw new Conflict(JOURNAL_IN_BOOKS);
    await tx.query(`UPDATE journals SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, journalId]);
    return journalView(await findJournal(tx, me.tenantId, journalId));
  }
}
