import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { customersRefusal } from '@ginuma/domain';
import { notFound } from '../../../platform/http/app-errors';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { findCustomer } from '../customer-rows';

/** Queues a mail to a live customer, at their email, else their other email. */
export class EmailCustomer extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly customerId: string,
    readonly mail: { subject: string; message: string },
  ) {
    super();
  }
}

@CommandHandler(EmailCustomer)
export class EmailCustomerHandler implements ICommandHandler<EmailCustomer> {
  constructor(
    private readonly db: Database,
    private readonly outbox: MailOutbox,
  ) {}

  async execute({ me, customerId, mail }: EmailCustomer): Promise<{ message: string; id: string }> {
    const customer = await findCustomer(this.db.tx, me.tenantId, customerId);
    if (customer.deleted_at) throw notFound();
    const to = (customer.email ?? customer.other_email) as string | null;
    if (!to) throw customersRefusal.onField('email', 'no-email');
    const id = await this.outbox.queue(me, { to, subject: mail.subject, text: mail.message, about: `customer:${customerId}` });
    return { message: 'Email queued', id };
  }
}
