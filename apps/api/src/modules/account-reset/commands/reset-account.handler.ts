import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { accountResetRefusal } from '@ginuma/domain';
import { invalid } from '../../../platform/http/app-errors';
import { resetTokenValid } from '../account-reset-tokens';

/**
 * Wipes everything the workspace owns, its ledger included, and keeps its users; only with
 * the unexpired token last mailed, which it spends.
 */
export class ResetAccount extends Command<{ message: string }> {
  constructor(
    readonly me: Principal,
    readonly token: string,
  ) {
    super();
  }
}

@CommandHandler(ResetAccount)
export class ResetAccountHandler implements ICommandHandler<ResetAccount> {
  constructor(private readonly db: Database) {}

  async execute({ me, token }: ResetAccount): Promise<{ message: string }> {
    if (!(await resetTokenValid(this.db.tx, me.tenantId, token))) throw invalid('token', accountResetRefusal.field('reset-failed'));
    await this.db.tx.query(`SELECT ginuma_reset_workspace($1)`, [me.tenantId]);
    return { message: 'Account reset successfully.' };
  }
}
