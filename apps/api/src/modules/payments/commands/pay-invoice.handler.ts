import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { readReceipt } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { GetDocument } from '../../../platform/documents/queries/get-document.handler';
import { validationFailed } from '../../../platform/http/app-errors';
import { INVOICE_DOCUMENT } from '../../invoices/invoice-document-kind';
import type { ReceiptView } from '../payment-rows';
import { ConfirmReceipt } from './confirm-receipt.handler';
import { CreateReceipt } from './create-receipt.handler';

/**
 * Pays one invoice from its own screen (`invoices/add/payment/{id}`): a receipt for the
 * invoice's customer applying the whole paid amount to it, saved and confirmed in the
 * request's one transaction, so a refused confirm leaves no draft behind.
 */
export class PayInvoice extends Command<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    readonly payment: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(PayInvoice)
export class PayInvoiceHandler implements ICommandHandler<PayInvoice> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ me, invoiceId, payment }: PayInvoice): Promise<ReceiptView> {
    const invoice = (await this.queries.execute(new GetDocument(me, INVOICE_DOCUMENT, invoiceId))) as { customer_id: string | null };
    const read = readReceipt({ ...payment, customer_id: invoice.customer_id, invoices: [{ invoice_id: invoiceId, amount: payment.paid_amount }] });
    if (!read.ok) throw validationFailed(read.errors);
    const receipt = await this.commands.execute(new CreateReceipt(me, read.value));
    return this.commands.execute(new ConfirmReceipt(me, receipt.id));
  }
}
