import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { booksRefusal } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findJournal, journalView, type JournalView } from '../journal-rows';

export { JOURNAL_IN_BOOKS } from '@ginuma/domain';

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
    if (row.deleted_at) throw notFound();
    if (row.stage === 'confirmed') throw booksRefusal('journal-in-books');
    await tx.query(`UPDATE journals SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, journalId]);
    return journalView(await findJournal(tx, me.tenantId, journalId));
  }
}
