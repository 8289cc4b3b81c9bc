import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { accountMailRefusal } from '@ginuma/domain';
import { invalid } from '../../../platform/http/app-errors';
import { followLink } from '../account-tokens';


/** Marks the user's address verified with a mailed link, if the address is still the one it went to. */
export class VerifyEmail extends Command<{ message: string }> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  constructor(private readonly db: Database) {}

  async execute({ token }: VerifyEmail): Promise<{ message: string }> {
    const verified = await followLink(this.db, token, 'verify', async (tx, spent) => {
      const changed = await tx.execute(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
          WHERE tenant_id = $1 AND id = $2 AND lower(email) = lower($3) AND deleted_at IS NULL`,
        [spent.tenantId, spent.userId, spent.email],
      );
      return changed === 1 ? spent : null;
    });
    if (!verified) throw invalid('token', accountMailRefusal.field('verify-link-invalid'));
    return { message: 'Your email address has been verified.' };
  }
}
