import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creditNoteDecider, creditNoteStream, type CreditNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { findCreditNote } from '../credit-note-rows';
import { creditNoteView } from '../credit-note-view';

/** Soft delete of a draft or a reversed credit note; the decider refuses a confirmed one (reverse it first). */
export class DeleteCreditNote extends Command<CreditNoteView> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteCreditNote)
export class DeleteCreditNoteHandler implements ICommandHandler<DeleteCreditNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, creditNoteId }: DeleteCreditNote): Promise<CreditNoteView> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    await handleCommand(tx, commandTarget(me, creditNoteStream(creditNoteId)), creditNoteDecider, { type: 'DeleteCreditNote' });
    await tx.query(`UPDATE credit_notes SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, creditNoteId]);
    return creditNoteView(await findCreditNote(tx, me.tenantId, creditNoteId));
  }
}
