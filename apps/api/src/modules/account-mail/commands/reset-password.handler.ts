import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { endOtherSessions } from '../../../platform/auth/sign-ins';
import { hashPassword } from '../../../platform/auth/passwords';
import { accountMailRefusal } from '@ginuma/domain';
import { invalid } from '../../../platform/http/app-errors';
import { followLink, looksLikeToken, retireTokens } from '../account-tokens';


/**
 * Sets a new password with a mailed reset token (single use), and ends every other session of
 * that user: whoever knew the old password is signed out. Following the link also proves the
 * address, so it counts as verified.
 */
export class ResetPassword extends Command<{ message: string }> {
  constructor(
    readonly token: string,
    readonly password: string,
    /** The session making the request, which is kept (it is not signed in as that user anyway). */
    readonly sessionId: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(private readonly db: Database) {}

  async execute({ token, password, sessionId }: ResetPassword): Promise<{ message: string }> {
    if (!looksLikeToken(token)) throw invalid('token', accountMailRefusal.field('reset-link-invalid'));
    const passwordHash = await hashPassword(password);
    const reset = await followLink(this.db, token, 'reset', async (tx, spent) => {
      await tx.query(
        `UPDATE users SET password_hash = $3, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
          WHERE tenant_id = $1 AND id = $2`,
        [spent.tenantId, spent.userId, passwordHash],
      );
      await retireTokens(tx, spent.tenantId, 'reset', spent.userId);
      await endOtherSessions(tx, spent, sessionId);
      return spent;
    });
    if (!reset) throw invalid('token', accountMailRefusal.field('reset-link-invalid'));
    return { message: 'Your password has been reset. You can sign in with it now.' };
  }
}
