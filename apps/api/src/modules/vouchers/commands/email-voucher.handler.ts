import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { suppliersRefusal, validationRefusal, type Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid, notFound } from '../../../platform/http/app-errors';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { findVoucher } from '../voucher-rows';
import { voucherPdf } from '../voucher-pdf';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the sender typed; each blank part falls back to the supplier's address or the standard wording. */
export interface VoucherMail {
  to: string | null;
  subject: string | null;
  message: string | null;
  locale: Locale;
}

/** Mails the voucher's PDF to its supplier through the outbox (sent after commit). */
export class EmailVoucher extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly voucherId: string,
    readonly mail: VoucherMail,
  ) {
    super();
  }
}

@CommandHandler(EmailVoucher)
export class EmailVoucherHandler implements ICommandHandler<EmailVoucher> {
  constructor(
    private readonly db: Database,
    private readonly outbox: MailOutbox,
  ) {}

  async execute({ me, voucherId, mail }: EmailVoucher): Promise<{ message: string; id: string }> {
    const tx = this.db.tx;
    const voucher = await findVoucher(tx, me.tenantId, voucherId);
    if (voucher.deleted_at) throw notFound();
    let to = mail.to;
    if (!to) {
      const [supplier] = await tx.query<{ email: string | null }>(`SELECT email FROM suppliers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucher.supplier_id]);
      to = supplier?.email ?? null;
    }
    if (!to) throw suppliersRefusal.onField('to', 'no-email-enter-one');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', validationRefusal.field('email', { label: 'to' }));
    const { code, supplierName, pdf } = await voucherPdf(tx, me.tenantId, voucherId, mail.locale);
    const subject = mail.subject ?? `Payment voucher ${code} from ${me.workspace.name}`;
    const text = mail.message ?? `Dear ${supplierName},\n\nPlease find payment voucher ${code} attached.\n\n${me.workspace.name}`;
    const mailId = await this.outbox.queue(me, { to, subject, text, about: `voucher:${voucherId}`, attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }] });
    return { message: 'Email queued', id: mailId };
  }
}
