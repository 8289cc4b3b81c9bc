import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { journalsRefusal } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { journalInput } from '../books.requests';
import { journalColumns, validJournal } from '../journal-draft';
import { findJournal, journalView, type JournalView } from '../journal-rows';

/** Edits a draft journal; a confirmed one is in the books and is reversed instead. */
export class UpdateJournal extends Command<JournalView> {
  constructor(
    readonly me: Principal,
    readonly journalId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(UpdateJournal)
export class UpdateJournalHandler implements ICommandHandler<UpdateJournal> {
  constructor(private readonly db: Database) {}

  async execute({ me, journalId, body }: UpdateJournal): Promise<JournalView> {
    const tx = this.db.tx;
    const current = await findJournal(tx, me.tenantId, journalId, { lock: true });
    if (current.deleted_at) throw notFound();
    if (current.stage !== 'pending') throw journalsRefusal('journal-not-pending');
    const draft = await validJournal(tx, me, await journalInput(body));
    await tx.query(
      `UPDATE journals SET date = $3, memo = $4, lines = $5, amount = $6, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, journalId, ...journalColumns(draft)],
    );
    return journalView(await findJournal(tx, me.tenantId, journalId));
  }
}
