import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertDebitNotePending, type DebitNoteView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { debitNoteColumns, decidedFigures, pendingDebitNote, returnedStock, validDebitNote } from '../debit-note-draft';
import { findDebitNote } from '../debit-note-rows';
import { debitNoteView } from '../debit-note-view';

/** Rewrites a pending debit note whole; a confirmed one is in the books and is refused. */
export class UpdateDebitNote extends Command<DebitNoteView> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

/** The statement that rewrites a draft's content, and stores what a confirmation booked. */
export const SAVE_DEBIT_NOTE_SQL = `UPDATE debit_notes SET supplier_id = $3, bill_id = $4, date = $5, note = $6, lines = $7, sub_total = $8, tax_total = $9,
        grand_total = $10, updated_at = now()
  WHERE tenant_id = $1 AND id = $2`;

@CommandHandler(UpdateDebitNote)
export class UpdateDebitNoteHandler implements ICommandHandler<UpdateDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId, body }: UpdateDebitNote): Promise<DebitNoteView> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    assertDebitNotePending(note.stage);
    const input = await validDebitNote(tx, me, body);
    const pending = await pendingDebitNote(tx, me.tenantId, note, input);
    const figures = decidedFigures(pending, await returnedStock(tx, me.tenantId, pending), new Date());
    await tx.query(SAVE_DEBIT_NOTE_SQL, [me.tenantId, debitNoteId, ...debitNoteColumns(input, figures)]);
    return debitNoteView(await findDebitNote(tx, me.tenantId, debitNoteId));
  }
}
