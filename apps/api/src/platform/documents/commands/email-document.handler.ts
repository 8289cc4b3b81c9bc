import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { mailRefusal, validationRefusal } from '@ginuma/domain';
import { invalid, notFound } from '../../http/app-errors';
import { MailOutbox } from '../../mail/mail-outbox';
import { isEmailAddress, type DocumentMail } from '../../mail/document-email.request';
import { documentMailWording, mailBusiness } from '../../mail/document-mail-wording';
import { HttpConfig } from '../../http/http-config';
import type { SharedDocumentKind } from '../document-kind';
import { sharedLinkToken, sharedLinkUrl } from './share-document.handler';

/**
 * Queues a document's PDF in the mail outbox (sent after commit), by default to its customer (or supplier),
 * from the workspace's email settings, worded in the language asked for with the amount, the
 * date that matters and the customer's link.
 */
export class EmailDocument extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly kind: SharedDocumentKind,
    readonly id: string,
    readonly mail: DocumentMail,
  ) {
    super();
  }
}

@CommandHandler(EmailDocument)
export class EmailDocumentHandler implements ICommandHandler<EmailDocument> {
  constructor(
    private readonly db: Database,
    private readonly outbox: MailOutbox,
    private readonly http: HttpConfig,
  ) {}

  async execute({ me, kind, id, mail }: EmailDocument): Promise<{ message: string; id: string }> {
    const tx = this.db.tx;
    const row = await kind.find(tx, me.tenantId, id, {});
    if (row.deleted_at) throw notFound();
    const { sharing } = kind;
    const recipient = sharing.recipient(row);
    let to = mail.to;
    if (!to && recipient.customerId) {
      const [customer] = await tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, recipient.customerId],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    } else if (!to && recipient.supplierId) {
      const [supplier] = await tx.query<{ email: string | null }>(`SELECT email FROM suppliers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, recipient.supplierId]);
      to = supplier?.email ?? null;
    }
    if (!to) throw invalid('to', mailRefusal.field('no-recipient-email'));
    if (!isEmailAddress(to)) throw invalid('to', validationRefusal.field('email', { label: 'to' }));
    const pdf = await sharing.pdf(tx, me.tenantId, row, mail.locale);
    const link = sharedLinkUrl(this.http.appUrl, sharing.path, await sharedLinkToken(tx, me.tenantId, sharing.link, row.id));
    const wording = documentMailWording(mail.locale, await mailBusiness(tx, me.tenantId), {
      ...sharing.mail(row),
      code: row.code,
      customer: recipient.name,
      link,
    });
    const queued = await this.outbox.queue(me, {
      to,
      subject: mail.subject ?? wording.subject,
      text: mail.message ?? wording.text,
      about: `${sharing.link}:${row.id}`,
      attachments: [{ filename: `${row.code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id: queued };
  }
}
