import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creditNoteDecider, creditNoteStream, Money } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { validBody } from '../../../platform/http/validation.pipe';
import { SpendCustomerCredit, type SpentCredit } from '../../payments/commands/spend-customer-credit.handler';
import { CreditNoteApplyRequest } from '../credit-note.requests';
import { findCreditNote, tagCreditNoteReceipt } from '../credit-note-rows';

/**
 * Spends `amount` of a confirmed note's credit on one of its customer's open invoices. The credit
 * is the customer's, so the spend is the customer-credit payment every other credit makes: a
 * Credit receipt on the invoice's stream, which refuses more than the invoice owes or the
 * customer's credit holds, and is listed, printed and reversed like any receipt.
 */
export class ApplyCreditNote extends Command<SpentCredit> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(ApplyCreditNote)
export class ApplyCreditNoteHandler implements ICommandHandler<ApplyCreditNote> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, creditNoteId, body }: ApplyCreditNote): Promise<SpentCredit> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId);
    if (note.deleted_at) throw notFound();
    const { invoice_id, amount } = await validBody(CreditNoteApplyRequest, body);
    const invoiceId = invoice_id.toLowerCase();
    const [invoice] = await tx.query<{ customer_id: string | null }>(
      `SELECT customer_id FROM invoices WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [me.tenantId, invoiceId],
    );
    await handleCommand(tx, commandTarget(me, creditNoteStream(creditNoteId)), creditNoteDecider, { type: 'ApplyCreditNote', data: { customerId: invoice?.customer_id ?? null } });
    const spent = await this.commands.execute(new SpendCustomerCredit(me, invoiceId, Money.of(String(amount)), null));
    await tagCreditNoteReceipt(tx, me.tenantId, spent.id, creditNoteId);
    return spent;
  }
}
