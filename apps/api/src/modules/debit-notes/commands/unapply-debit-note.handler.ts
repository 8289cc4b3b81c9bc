import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billDecider, billStream, debitNoteDecider, debitNoteStream, Money, type DebitNoteApplied } from '@ginuma/domain';
import { handleCommand, readState } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { validBody } from '../../../platform/http/validation.pipe';
import { businessDate } from '../../../platform/records/record-ledger';
import { DebitNoteApplyRequest } from '../debit-note.requests';
import { findDebitNote } from '../debit-note-rows';

/**
 * Takes `amount` of what a note applied to a bill back off it, on today's business date (or the
 * note's, when later): the bill owes it again and the supplier's credit holds it again. The
 * note's decider refuses more than the note applied there or a reversed bill; what applied it is
 * read from the bill's stream under the bill's row lock, so two take-backs queue.
 */
export class UnapplyDebitNote extends Command<DebitNoteApplied> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(UnapplyDebitNote)
export class UnapplyDebitNoteHandler implements ICommandHandler<UnapplyDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId, body }: UnapplyDebitNote): Promise<DebitNoteApplied> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId);
    if (note.deleted_at) throw notFound();
    const { bill_id, amount } = await validBody(DebitNoteApplyRequest, body);
    const billId = bill_id.toLowerCase();
    const [bill] = await tx.query<{ supplier_id: string }>(`SELECT supplier_id FROM bills WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`, [
      me.tenantId,
      billId,
    ]);
    const { state } = bill ? await readState(tx, { tenantId: me.tenantId, stream: billStream(billId) }, billDecider) : { state: billDecider.initialState() };
    const applied = Money.of(state.stage === 'pending' ? '0' : (state.credits?.[debitNoteId] ?? '0'));
    const spend = Money.of(String(amount));
    await handleCommand(tx, commandTarget(me, debitNoteStream(debitNoteId)), debitNoteDecider, {
      type: 'UnapplyDebitNote',
      data: { supplierId: bill?.supplier_id ?? null, amount: spend, applied, billReversed: state.stage === 'reversed' },
    });
    const today = await businessDate(tx, me);
    const date = note.date > today ? note.date : today;
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, { type: 'UnapplyBillCredit', data: { debitNoteId, amount: spend, date } });
    const [balance] = await tx.query<{ paid: string; due: string }>(
      `SELECT paid::numeric(18,2)::text AS paid, (grand_total - paid)::numeric(18,2)::text AS due FROM bill_balance WHERE tenant_id = $1 AND bill_id = $2`,
      [me.tenantId, billId],
    );
    return { bill_id: billId, amount: spend.toFixed(), paid: balance?.paid ?? '0.00', due: balance?.due ?? '0.00' };
  }
}
