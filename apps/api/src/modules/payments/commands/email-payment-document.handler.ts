import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mailRefusal, validationRefusal, type PaymentDocumentType } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound, invalid } from '../../../platform/http/app-errors';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { documentMailWording, mailBusiness } from '../../../platform/mail/document-mail-wording';
import { localeOf } from '../../invoices/invoice-print';
import { PAYMENT_DOCUMENTS } from '../payment-documents';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mail form as posted: every field optional, each falling back to the customer's or the default wording. */
export interface PaymentEmailRequest {
  to?: unknown;
  subject?: unknown;
  message?: unknown;
  locale?: unknown;
}

/** Queues a receipt or refund to the customer through the mail outbox, its PDF attached. */
export class EmailPaymentDocument extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly document: PaymentDocumentType,
    readonly documentId: string,
    readonly request: PaymentEmailRequest,
  ) {
    super();
  }
}

@CommandHandler(EmailPaymentDocument)
export class EmailPaymentDocumentHandler implements ICommandHandler<EmailPaymentDocument> {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  /** To the address given, else the customer's own; the PDF goes along in the customer's language. */
  async execute({ me, document, documentId, request }: EmailPaymentDocument): Promise<{ message: string; id: string }> {
    const tx = this.db.tx;
    const kind = PAYMENT_DOCUMENTS[document];
    const found = await kind.find(tx, me.tenantId, documentId);
    if (found.deleted_at) throw notFound();
    let to = typeof request.to === 'string' && request.to.trim() ? request.to.trim() : null;
    if (!to) {
      const [customer] = await tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, found.customer_id],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    }
    if (!to) throw mailRefusal.onField('to', 'no-recipient-email');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', validationRefusal.field('email', { label: 'to' }));
    const locale = localeOf(request.locale);
    const { code, customerName, pdf } = await kind.print(tx, me.tenantId, documentId, locale);
    const wording = documentMailWording(locale, await mailBusiness(tx, me.tenantId), {
      document,
      code,
      customer: customerName,
      amount: found.amount,
      date: found.date,
      link: null,
    });
    const subject = typeof request.subject === 'string' && request.subject.trim() ? request.subject.trim().slice(0, 255) : wording.subject;
    const text = typeof request.message === 'string' && request.message.trim() ? request.message.slice(0, 20_000) : wording.text;
    const mailId = await this.mail.queue(me, {
      to,
      subject,
      text,
      about: `${document}:${documentId}`,
      attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id: mailId };
  }
}
