import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { booksRefusal, customAccountString } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findLedgerAccount, hasPostings, ledgerAccountView, type ChartAccountView } from '../chart-accounts';
import type { LedgerAccountChangesRequest } from '../books.requests';
import { readLedgerAccount } from '../ledger-account-input';

/**
 * Renames, describes, deactivates or reactivates a custom account. Its type moves it between
 * statements, so it changes only while nothing has posted to it.
 */
export class UpdateLedgerAccount extends Command<ChartAccountView> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
    readonly body: LedgerAccountChangesRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdateLedgerAccount)
export class UpdateLedgerAccountHandler implements ICommandHandler<UpdateLedgerAccount> {
  constructor(private readonly db: Database) {}

  async execute({ me, accountId, body }: UpdateLedgerAccount): Promise<ChartAccountView> {
    const tx = this.db.tx;
    const current = await findLedgerAccount(tx, me.tenantId, accountId, { lock: true });
    const input = await readLedgerAccount(tx, me.tenantId, body, current);
    if (input.type !== current.type && (await hasPostings(tx, me.tenantId, customAccountString(current.code)))) {
      throw booksRefusal('account-type-fixed');
    }
    await tx.query(
      `UPDATE ledger_accounts SET name_en = $3, name_si = $4, type = $5, description = $6, active = $7, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, current.id, input.name_en, input.name_si, input.type, input.description, input.active],
    );
    return ledgerAccountView(await findLedgerAccount(tx, me.tenantId, current.id));
  }
}
