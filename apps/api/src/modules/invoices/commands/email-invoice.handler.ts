import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { NotFound, invalid } from '../../../platform/http/app-errors';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { invoicePdf } from '../invoice-print';
import { findInvoice } from '../invoice-rows';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The parts of a mail the sender may write; each has a default. */
export interface InvoiceMail {
  to: string | null;
  subject: string | null;
  message: string | null;
  locale: Locale;
}

/**
 * Queues the invoice PDF in the mail outbox (sent after commit), by default to the customer,
 * from the workspace's email settings.
 */
export class EmailInvoice extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    readonly mail: InvoiceMail,
  ) {
    super();
  }
}

@CommandHandler(EmailInvoice)
export class EmailInvoiceHandler implements ICommandHandler<EmailInvoice> {
  constructor(
    private readonly db: Database,
    private readonly outbox: MailOutbox,
  ) {}

  async execute({ me, invoiceId, mail }: EmailInvoice): Promise<{ message: string; id: string }> {
    const tx = this.db.tx;
    const invoice = await findInvoice(tx, me.tenantId, invoiceId);
    if (invoice.deleted_at) throw new NotFound();
    let to = mail.to;
    if (!to && invoice.customer_id) {
      const [customer] = await tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, invoice.customer_id],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    }
    if (!to) throw invalid('to', 'The customer has no email address: enter one.');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', 'The to must be a valid email address.');
    const { code, pdf } = await invoicePdf(tx, me.tenantId, invoiceId, mail.locale);
    const id = await this.outbox.queue(me, {
      to,
      subject: mail.subject ?? `Invoice ${code} from ${me.workspace.name}`,
      text: mail.message ?? `Dear ${invoice.customer_name},\n\nPlease find invoice ${code} attached.\n\n${me.workspace.name}`,
      about: `invoice:${invoiceId}`,
      attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id };
  }
}
