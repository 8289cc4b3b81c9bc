import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { AccountLinks } from '../account-links';
import { MailThrottle } from '../mail-throttle';

export const VERIFICATION_SENT = 'A new verification link has been sent to your email address.';

/** Mails the signed-in user a new verification link; the earlier ones stop working. */
export class SendEmailVerification extends Command<{ message: string }> {
  constructor(
    readonly me: Principal,
    readonly ip: string,
    readonly locale: Locale,
    /** The public `/resend/{id}` path names the user: only one's own. */
    readonly userId?: string,
  ) {
    super();
  }
}

@CommandHandler(SendEmailVerification)
export class SendEmailVerificationHandler implements ICommandHandler<SendEmailVerification> {
  constructor(
    private readonly links: AccountLinks,
    private readonly throttle: MailThrottle,
  ) {}

  async execute({ me, ip, locale, userId }: SendEmailVerification): Promise<{ message: string }> {
    if (userId !== undefined && userId !== me.userId) throw notFound();
    if (me.emailVerifiedAt) return { message: 'Your email address is already verified.' };
    await this.throttle.assertAllowed(me.email, ip);
    await this.links.send(me, 'verify', me.email, locale);
    return { message: VERIFICATION_SENT };
  }
}
