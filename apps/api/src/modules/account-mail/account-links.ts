import { Injectable } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { HttpConfig } from '../../platform/http/http-config';
import { MailOutbox, type NewMail } from '../../platform/mail/mail-outbox';
import { issueToken, TOKEN_MINUTES, type TokenPurpose } from './account-tokens';

/** The admin's page each link opens. */
const PAGE: Record<TokenPurpose, string> = { reset: 'reset-password', verify: 'email-verify', 'config-email': 'config-email-verify' };

/** Issues a token and queues its mail in the current transaction; the mail leaves once that commits. */
@Injectable()
export class AccountLinks {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly http: HttpConfig,
  ) {}

  async send(me: Principal, purpose: TokenPurpose, to: string): Promise<void> {
    const token = await issueToken(this.db.tx, { tenantId: me.tenantId, userId: me.userId, purpose, email: to });
    const link = `${this.http.appUrl}/${PAGE[purpose]}/${token}`;
    await this.mail.queue(me, { to, ...compose(purpose, me, link), about: `account:${purpose}` });
  }
}

function compose(purpose: TokenPurpose, me: Principal, link: string): Pick<NewMail, 'subject' | 'text'> {
  const hours = TOKEN_MINUTES[purpose] / 60;
  const expiry = hours < 2 ? `${TOKEN_MINUTES[purpose]} minutes` : `${hours} hours`;
  switch (purpose) {
    case 'reset':
      return {
        subject: 'Reset your Ginuma password',
        text: [
          `Hello ${me.name},`,
          '',
          'Someone asked to reset the password of your Ginuma account. To choose a new password, open:',
          link,
          '',
          `The link works once and expires in ${expiry}. Resetting signs you out everywhere else.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      };
    case 'verify':
      return {
        subject: 'Verify your email address',
        text: [
          `Hello ${me.name},`,
          '',
          `Welcome to Ginuma. Please confirm that this is your email address by opening:`,
          link,
          '',
          `The link expires in ${expiry}; you can ask for a new one from the app.`,
        ].join('\n'),
      };
    case 'config-email':
      return {
        subject: `${me.workspace.name}: verify your business email`,
        text: [
          `This address was entered as the business email of ${me.workspace.name} on Ginuma.`,
          'To confirm it, open:',
          link,
          '',
          `The link expires in ${expiry}. If you do not know this business, ignore this mail.`,
        ].join('\n'),
      };
    default: {
      const unknown: never = purpose;
      throw new Error(`No mail for ${String(unknown)}`);
    }
  }
}
