import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { findPrincipal } from '../../../platform/auth/principal';
import { AccountLinks } from '../account-links';
import { MailThrottle } from '../mail-throttle';

export const RESET_REQUESTED = 'If that email address has an account, we have emailed it a link to reset the password.';

/** Mails a reset link to the address if it has an account; the answer is the same either way. */
export class RequestPasswordReset extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly db: Database,
    private readonly links: AccountLinks,
    private readonly throttle: MailThrottle,
  ) {}

  async execute({ email, ip, locale }: RequestPasswordReset): Promise<{ message: string }> {
    await this.throttle.assertAllowed(email, ip);
    // Nobody is signed in: the address is looked up as the sign-in role, the link made in its workspace.
    const [user] = await this.db.transaction({ kind: 'auth' }, (tx) =>
      tx.query<{ tenant_id: string; id: string }>(`SELECT tenant_id, id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`, [email]),
    );
    if (user) {
      await this.db.transaction({ kind: 'tenant', tenantId: user.tenant_id, userId: user.id }, async (tx) => {
        const me = await findPrincipal(tx, user.tenant_id, user.id);
        if (me) await this.links.send(me, 'reset', me.email, locale);
      });
    }
    return { message: RESET_REQUESTED };
  }
}
