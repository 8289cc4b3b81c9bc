import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { accountMailRefusal } from '@ginuma/domain';
import { invalid } from '../../../platform/http/app-errors';
import { followLink } from '../account-tokens';

/** Verifies the business email with its mailed link, if Business Configuration still has that address. */
export class VerifyBusinessEmail extends Command<{ message: string }> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(VerifyBusinessEmail)
export class VerifyBusinessEmailHandler implements ICommandHandler<VerifyBusinessEmail> {
  constructor(private readonly db: Database) {}

  async execute({ token }: VerifyBusinessEmail): Promise<{ message: string }> {
    const verified = await followLink(this.db, token, 'config-email', async (tx, spent) => {
      const [current] = await tx.query(
        `SELECT 1 FROM business_configuration WHERE tenant_id = $1 AND lower(business_email) = lower($2)`,
        [spent.tenantId, spent.email],
      );
      return current ? spent : null;
    });
    if (!verified) throw invalid('token', accountMailRefusal.field('verify-link-invalid'));
    return { message: 'The business email has been verified.' };
  }
}
