import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { journalInput } from '../books.requests';
import { journalColumns, validJournal } from '../journal-draft';
import { findJournal, journalView, type JournalView } from '../journal-rows';

/** Saves a draft journal under the next JV code; nothing reaches the ledger until an Admin confirms it. */
export class CreateJournal extends Command<JournalView> {
  constructor(
    readonly me: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(CreateJournal)
export class CreateJournalHandler implements ICommandHandler<CreateJournal> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateJournal): Promise<JournalView> {
    const tx = this.db.tx;
    const draft = await validJournal(tx, me, await journalInput(body));
    const code = await allocateCode(tx, me.tenantId, 'journal');
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO journals (tenant_id, code, date, memo, lines, amount, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [me.tenantId, code, ...journalColumns(draft), me.userId],
    );
    return journalView(await findJournal(tx, me.tenantId, row.id));
  }
}
