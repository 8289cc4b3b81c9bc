import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreditNoteView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { creditNoteColumns, decidedFigures, pendingCreditNote, validCreditNote } from '../credit-note-draft';
import { findCreditNote } from '../credit-note-rows';
import { creditNoteView } from '../credit-note-view';

/** Saves a pending credit note under the next code, priced as it would be confirmed; nothing reaches the ledger until then. */
export class CreateCreditNote extends Command<CreditNoteView> {
  constructor(
    readonly me: Principal,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(CreateCreditNote)
export class CreateCreditNoteHandler implements ICommandHandler<CreateCreditNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateCreditNote): Promise<CreditNoteView> {
    const tx = this.db.tx;
    const input = await validCreditNote(tx, me, body);
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'credit_note');
    const figures = decidedFigures(await pendingCreditNote(tx, me.tenantId, { id, code }, input), new Date());
    await tx.query(
      `INSERT INTO credit_notes (tenant_id, id, code, customer_id, invoice_id, date, note, tax_ids, lines, sub_total, other_discount, tax_total, grand_total, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [me.tenantId, id, code, ...creditNoteColumns(input, figures), me.userId],
    );
    return creditNoteView(await findCreditNote(tx, me.tenantId, id));
  }
}
