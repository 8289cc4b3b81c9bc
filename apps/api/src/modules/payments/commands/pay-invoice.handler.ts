import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { validationRefusal, type ReceiptInput } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { GetDocument } from '../../../platform/documents/queries/get-document.handler';
import { invalid } from '../../../platform/http/app-errors';
import { validBody } from '../../../platform/http/validation.pipe';
import { INVOICE_DOCUMENT } from '../../invoices/invoice-document-kind';
import type { ReceiptView } from '../payment-rows';
import { InvoicePaymentRequest, paymentOf } from '../payment.requests';
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
    /** The body as posted: it is checked once the invoice is found, so another workspace's invoice is a 404 whatever it says. */
    readonly body: unknown,
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

  async execute({ me, invoiceId, body }: PayInvoice): Promise<ReceiptView> {
    const invoice = (await this.queries.execute(new GetDocument(me, INVOICE_DOCUMENT, invoiceId))) as { customer_id: string | null };
    const payment = await validBody(InvoicePaymentRequest, body);
    // A cash sale's invoice names no customer, and a receipt is always a customer's.
    if (!invoice.customer_id) throw invalid('customer_id', validationRefusal.field('required', { label: 'customer' }));
    const paid = paymentOf(payment);
    const input: ReceiptInput = {
      customerId: invoice.customer_id,
      ...paid,
      note: null,
      // The whole paid amount settles this one invoice.
      invoices: [{ invoiceId, amount: paid.paidAmount }],
    };
    const receipt = await this.commands.execute(new CreateReceipt(me, input));
    return this.commands.execute(new ConfirmReceipt(me, receipt.id));
  }
}
