import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creditNoteDecider, creditNoteStream, Money, type CreditNoteUnapplied } from '@ginuma/domain';
import { handleCommand, inTheBooks } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { validBody } from '../../../platform/http/validation.pipe';
import { DeleteReceipt } from '../../payments/commands/delete-receipt.handler';
import { SpendCustomerCredit } from '../../payments/commands/spend-customer-credit.handler';
import { findInvoice } from '../../invoices/invoice-rows';
import { CreditNoteApplyRequest } from '../credit-note.requests';
import { findCreditNote, tagCreditNoteReceipt } from '../credit-note-rows';

/**
 * Takes `amount` of what a note applied to an invoice back off it: the invoice owes it again and
 * the customer's credit holds it again. The note's decider refuses more than its live Credit
 * receipts allocate to the invoice, or a reversed invoice. Those receipts are reversed newest
 * first, as deleting them from the receipts list would; the last one's part that stays applied is
 * spent again by a new Credit receipt of the note.
 */
export class UnapplyCreditNote extends Command<CreditNoteUnapplied> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(UnapplyCreditNote)
export class UnapplyCreditNoteHandler implements ICommandHandler<UnapplyCreditNote> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, creditNoteId, body }: UnapplyCreditNote): Promise<CreditNoteUnapplied> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId);
    if (note.deleted_at) throw notFound();
    const { invoice_id, amount } = await validBody(CreditNoteApplyRequest, body);
    const invoiceId = invoice_id.toLowerCase();
    const [invoice] = await tx.query<{ customer_id: string | null; stage: string }>(
      `SELECT customer_id, stage FROM invoices WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [me.tenantId, invoiceId],
    );
    const receipts = await tx.query<{ id: string; amount: string }>(
      `SELECT r.id, (a->>'amount')::numeric(18,2)::text AS amount
         FROM receipts r CROSS JOIN jsonb_array_elements(r.allocations) a
        WHERE r.tenant_id = $1 AND r.credit_note_id = $2 AND ${inTheBooks('r')} AND r.deleted_at IS NULL AND lower(a->>'invoice_id') = $3
        ORDER BY r.created_at DESC, r.code DESC`,
      [me.tenantId, creditNoteId, invoiceId],
    );
    const spend = Money.of(String(amount));
    await handleCommand(tx, commandTarget(me, creditNoteStream(creditNoteId)), creditNoteDecider, {
      type: 'UnapplyCreditNote',
      data: { customerId: invoice?.customer_id ?? null, amount: spend, applied: Money.sum(receipts.map((r) => r.amount)), invoiceReversed: invoice?.stage === 'reversed' },
    });
    let left = spend;
    for (const receipt of receipts) {
      if (!left.isPositive()) break;
      await this.commands.execute(new DeleteReceipt(me, receipt.id));
      const taken = Money.of(receipt.amount);
      if (taken.greaterThan(left)) {
        const again = await this.commands.execute(new SpendCustomerCredit(me, invoiceId, taken.minus(left), null));
        await tagCreditNoteReceipt(tx, me.tenantId, again.id, creditNoteId);
      }
      left = left.minus(taken);
    }
    const after = await findInvoice(tx, me.tenantId, invoiceId);
    return { invoice_id: invoiceId, amount: spend.toFixed(), paid: after.paid, due: after.due };
  }
}
