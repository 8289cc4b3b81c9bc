import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DebitNoteView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { debitNoteColumns, decidedFigures, pendingDebitNote, returnedStock, validDebitNote } from '../debit-note-draft';
import { findDebitNote } from '../debit-note-rows';
import { debitNoteView } from '../debit-note-view';

/** Saves a pending debit note under the next code, priced as it would be confirmed; nothing reaches the ledger until then. */
export class CreateDebitNote extends Command<DebitNoteView> {
  constructor(
    readonly me: Principal,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(CreateDebitNote)
export class CreateDebitNoteHandler implements ICommandHandler<CreateDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateDebitNote): Promise<DebitNoteView> {
    const tx = this.db.tx;
    const input = await validDebitNote(tx, me, body);
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'debit_note');
    const pending = await pendingDebitNote(tx, me.tenantId, { id, code }, input);
    const figures = decidedFigures(pending, await returnedStock(tx, me.tenantId, pending), new Date());
    await tx.query(
      `INSERT INTO debit_notes (tenant_id, id, code, supplier_id, bill_id, date, note, lines, sub_total, tax_total, grand_total, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [me.tenantId, id, code, ...debitNoteColumns(input, figures), me.userId],
    );
    return debitNoteView(await findDebitNote(tx, me.tenantId, id));
  }
}
