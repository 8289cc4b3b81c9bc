import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { RESET_TOKEN_MINUTES, storeResetToken } from '../account-reset-tokens';

/** Mails the admin a new reset token; it replaces the workspace's previous one, and only its hash is kept. */
export class SendAccountResetToken extends Command<{ message: string }> {
  constructor(readonly me: Principal) {
    super();
  }
}

@CommandHandler(SendAccountResetToken)
export class SendAccountResetTokenHandler implements ICommandHandler<SendAccountResetToken> {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  async execute({ me }: SendAccountResetToken): Promise<{ message: string }> {
    const token = randomBytes(16).toString('hex');
    await storeResetToken(this.db.tx, me, token);
    await this.mail.queue(me, {
      to: me.email,
      subject: `${me.workspace.name}: account reset token`,
      text: [
        `Your account reset token is: ${token}`,
        '',
        `It expires in ${RESET_TOKEN_MINUTES} minutes. Entering it on the Account Reset page deletes all of the workspace's data:`,
        'customers, suppliers, products, invoices, quotations, payments, settings and the ledger. Users are kept.',
        'If you did not ask for this, ignore this mail.',
      ].join('\n'),
      about: 'account-reset',
    });
    return { message: 'Reset token sent. Check your email.' };
  }
}
