import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertCreditNotePending, type CreditNoteView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { creditNoteColumns, decidedFigures, pendingCreditNote, validCreditNote } from '../credit-note-draft';
import { findCreditNote } from '../credit-note-rows';
import { creditNoteView } from '../credit-note-view';

/** Rewrites a pending credit note whole; a confirmed one is in the books and is refused. */
export class UpdateCreditNote extends Command<CreditNoteView> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(UpdateCreditNote)
export class UpdateCreditNoteHandler implements ICommandHandler<UpdateCreditNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, creditNoteId, body }: UpdateCreditNote): Promise<CreditNoteView> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    assertCreditNotePending(note.stage);
    const input = await validCreditNote(tx, me, body);
    const figures = decidedFigures(await pendingCreditNote(tx, me.tenantId, note, input), new Date());
    await tx.query(
      `UPDATE credit_notes SET customer_id = $3, invoice_id = $4, date = $5, note = $6, tax_ids = $7, lines = $8, sub_total = $9, other_discount = $10,
              tax_total = $11, grand_total = $12, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, creditNoteId, ...creditNoteColumns(input, figures)],
    );
    return creditNoteView(await findCreditNote(tx, me.tenantId, creditNoteId));
  }
}
