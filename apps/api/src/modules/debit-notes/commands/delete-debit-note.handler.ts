import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { debitNoteDecider, debitNoteStream, type DebitNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { findDebitNote } from '../debit-note-rows';
import { debitNoteView } from '../debit-note-view';

/** Soft delete of a draft or a reversed debit note; the decider refuses a confirmed one (reverse it first). */
export class DeleteDebitNote extends Command<DebitNoteView> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteDebitNote)
export class DeleteDebitNoteHandler implements ICommandHandler<DeleteDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId }: DeleteDebitNote): Promise<DebitNoteView> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    await handleCommand(tx, commandTarget(me, debitNoteStream(debitNoteId)), debitNoteDecider, { type: 'DeleteDebitNote' });
    await tx.query(`UPDATE debit_notes SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, debitNoteId]);
    return debitNoteView(await findDebitNote(tx, me.tenantId, debitNoteId));
  }
}
