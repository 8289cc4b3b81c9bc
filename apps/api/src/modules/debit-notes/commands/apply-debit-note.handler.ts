import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billDecider, billStream, debitNoteDecider, debitNoteStream, Money, type BillCommand, type DebitNoteApplied } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { validBody } from '../../../platform/http/validation.pipe';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockedSupplierCredit } from '../../bills/bill-payments';
import { DebitNoteApplyRequest } from '../debit-note.requests';
import { findDebitNote } from '../debit-note-rows';

/**
 * Spends `amount` of the supplier credit a confirmed note gave on one of its supplier's open
 * bills, on today's business date (or the note's, when later). The credit is the supplier's, so
 * the spend is an event on the bill's stream, which refuses more than the bill owes or the
 * supplier's credit holds; the bill's balance shows it as paid.
 */
export class ApplyDebitNote extends Command<DebitNoteApplied> {
  constructor(
    readonly me: Principal,
    readonly debitNoteId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(ApplyDebitNote)
export class ApplyDebitNoteHandler implements ICommandHandler<ApplyDebitNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, debitNoteId, body }: ApplyDebitNote): Promise<DebitNoteApplied> {
    const tx = this.db.tx;
    const note = await findDebitNote(tx, me.tenantId, debitNoteId);
    if (note.deleted_at) throw notFound();
    const { bill_id, amount } = await validBody(DebitNoteApplyRequest, body);
    const billId = bill_id.toLowerCase();
    const [bill] = await tx.query<{ supplier_id: string }>(`SELECT supplier_id FROM bills WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, billId]);
    await handleCommand(tx, commandTarget(me, debitNoteStream(debitNoteId)), debitNoteDecider, { type: 'ApplyDebitNote', data: { supplierId: bill?.supplier_id ?? null } });
    const today = await businessDate(tx, me);
    const date = note.date > today ? note.date : today;
    const spend = Money.of(String(amount));
    const command = async (): Promise<BillCommand> => ({
      type: 'ApplyBillCredit',
      data: { debitNoteId, supplierId: note.supplier_id, amount: spend, date, creditBalance: await lockedSupplierCredit(tx, me.tenantId, note.supplier_id) },
    });
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, command);
    const [balance] = await tx.query<{ paid: string; due: string }>(
      `SELECT paid::numeric(18,2)::text AS paid, (grand_total - paid)::numeric(18,2)::text AS due FROM bill_balance WHERE tenant_id = $1 AND bill_id = $2`,
      [me.tenantId, billId],
    );
    return { bill_id: billId, amount: spend.toFixed(), paid: balance?.paid ?? '0.00', due: balance?.due ?? '0.00' };
  }
}
