import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creditNoteDecider, creditNoteProductIds, creditNoteStream, Money, type CreditNoteCommand, type CreditNoteState, type CreditNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockProducts, stockPositions } from '../../stock/stock-position';
import { lockedCreditBalance } from '../../payments/payment-references';
import { findCreditNote } from '../credit-note-rows';
import { creditNoteView } from '../credit-note-view';

/**
 * Takes a confirmed credit note back out of the books on today's business date, or the note's
 * own when later: the customer owes again what it credited, and its returned goods leave stock.
 */
export class ReverseCreditNote extends Command<CreditNoteView> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(ReverseCreditNote)
export class ReverseCreditNoteHandler implements ICommandHandler<ReverseCreditNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, creditNoteId }: ReverseCreditNote): Promise<CreditNoteView> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    const today = await businessDate(tx, me);
    const date = note.date > today ? note.date : today;
    // Decided on the customer's credit (locked, so no spend slips in) and on each returned
    // product's lowest quantity from `date` on, under its row lock.
    const command = async (state: CreditNoteState): Promise<CreditNoteCommand> => {
      if (state.stage === 'pending') return { type: 'ReverseCreditNote', data: { date, creditBalance: Money.ZERO, stock: new Map() } };
      const ids = creditNoteProductIds(state.note);
      await lockProducts(tx, me.tenantId, ids);
      const shelves = await stockPositions(tx, me.tenantId, ids, date);
      const creditBalance = await lockedCreditBalance(tx, me.tenantId, state.note.customerId);
      return { type: 'ReverseCreditNote', data: { date, creditBalance, stock: new Map([...shelves].map(([id, shelf]) => [id, shelf.lowest])) } };
    };
    await handleCommand(tx, commandTarget(me, creditNoteStream(creditNoteId)), creditNoteDecider, command);
    await tx.query(`UPDATE credit_notes SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, creditNoteId]);
    return creditNoteView(await findCreditNote(tx, me.tenantId, creditNoteId));
  }
}
