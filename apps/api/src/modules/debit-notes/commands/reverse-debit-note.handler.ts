import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { debitNoteDecider, debitNoteStream, Money, type DebitNoteCommand, type DebitNoteState, type DebitNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockedSupplierCredit } from '../../bills/bill-payments';
import { findDebitNote } from '../debit-note-rows';
import { debitNoteView } from '../debit-note-view';

/**
 * Takes a confirmed debit note back out of the books on today's business date, or the note's own
 * when later: the supplier is owed again what it claimed, and its goods come back into stock.
 */
export class ReverseDebitNote extends Command<DebitNoteView> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(ReverseDebitNote)
export class ReverseDebitNoteHandler implements ICommandHandler<ReverseDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId }: ReverseDebitNote): Promise<DebitNoteView> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    const today = await businessDate(tx, me);
    const date = note.date > today ? note.date : today;
    // Decided on the supplier's credit, locked so no spend of it slips in: the credit the note gave must be unspent.
    const command = async (state: DebitNoteState): Promise<DebitNoteCommand> => ({
      type: 'ReverseDebitNote',
      data: { date, creditBalance: state.stage === 'pending' ? Money.ZERO : await lockedSupplierCredit(tx, me.tenantId, state.note.supplierId) },
    });
    await handleCommand(tx, commandTarget(me, debitNoteStream(debitNoteId)), debitNoteDecider, command);
    await tx.query(`UPDATE debit_notes SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, debitNoteId]);
    return debitNoteView(await findDebitNote(tx, me.tenantId, debitNoteId));
  }
}
