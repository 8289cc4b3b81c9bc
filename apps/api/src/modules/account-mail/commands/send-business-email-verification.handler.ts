import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountMailRefusal, type Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid, notFound } from '../../../platform/http/app-errors';
import { AccountLinks } from '../account-links';
import { businessEmailState } from '../../../platform/mail/business-email';
import { MailThrottle } from '../mail-throttle';

/** Mails a verification link to the business email saved in Business Configuration. */
export class SendBusinessEmailVerification extends Command<{ message: string }> {
  constructor(
    readonly me: Principal,
    readonly ip: string,
    readonly locale: Locale,
    /** The public `/config/{id}` path names the workspace: only one's own. */
    readonly workspaceId?: string,
  ) {
    super();
  }
}

@CommandHandler(SendBusinessEmailVerification)
export class SendBusinessEmailVerificationHandler implements ICommandHandler<SendBusinessEmailVerification> {
  constructor(
    private readonly db: Database,
    private readonly links: AccountLinks,
    private readonly throttle: MailThrottle,
  ) {}

  async execute({ me, ip, locale, workspaceId }: SendBusinessEmailVerification): Promise<{ message: string }> {
    if (workspaceId !== undefined && workspaceId !== me.tenantId) throw notFound();
    const state = await businessEmailState(this.db.tx, me.tenantId);
    if (!state.business_email) throw invalid('business_email', accountMailRefusal.field('no-business-email'));
    if (state.verified_at) return { message: 'The business email is already verified.' };
    await this.throttle.assertAllowed(state.business_email, ip);
    await this.links.send(me, 'config-email', state.business_email, locale);
    return { message: 'A verification link has been sent to the business email.' };
  }
}
