import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertDebitNotePending, debitNoteDecider, debitNoteStream, type DebitNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockProducts } from '../../stock/stock-position';
import { debitNoteBody, debitNoteColumns, pendingDebitNote, returnedProductIds, returnedStock, validDebitNote } from '../debit-note-draft';
import { findDebitNote } from '../debit-note-rows';
import { debitNoteView } from '../debit-note-view';
import { SAVE_DEBIT_NOTE_SQL } from './update-debit-note.handler';

/**
 * Books a pending debit note: the purchase taken back for what it covers, the supplier's credit,
 * and returned goods out of stock at the cost they came in at. The draft is checked again as it
 * stands now (what the bill's other notes returned since, the stock on hand), and the row keeps
 * what was booked.
 */
export class ConfirmDebitNote extends Command<DebitNoteView> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmDebitNote)
export class ConfirmDebitNoteHandler implements ICommandHandler<ConfirmDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId }: ConfirmDebitNote): Promise<DebitNoteView> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    assertDebitNotePending(note.stage);
    const input = await validDebitNote(tx, me, debitNoteBody(note));
    const pending = await pendingDebitNote(tx, me.tenantId, note, input);
    // Stock writers take the products' rows in id order: the goods leave while no sale or other
    // return of the same products decides on a position this one is about to lower.
    await lockProducts(tx, me.tenantId, returnedProductIds(pending));
    const stock = await returnedStock(tx, me.tenantId, pending);
    const { events } = await handleCommand(tx, commandTarget(me, debitNoteStream(debitNoteId)), debitNoteDecider, { type: 'ConfirmDebitNote', data: { note: pending, stock } });
    const [confirmed] = events;
    if (confirmed?.type === 'DebitNoteConfirmed') await tx.query(SAVE_DEBIT_NOTE_SQL, [me.tenantId, debitNoteId, ...debitNoteColumns(input, confirmed.data)]);
    return debitNoteView(await findDebitNote(tx, me.tenantId, debitNoteId));
  }
}
