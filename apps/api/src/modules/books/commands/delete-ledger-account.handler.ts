import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { booksRefusal, customAccountString } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findLedgerAccount, hasPostings, ledgerAccountView, type ChartAccountView } from '../chart-accounts';

export { ACCOUNT_HAS_POSTINGS } from '@ginuma/domain';

/** Removes a custom account nothing ever posted to; one with postings stays in the books (deactivate it). */
export class DeleteLedgerAccount extends Command<ChartAccountView> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteLedgerAccount)
export class DeleteLedgerAccountHandler implements ICommandHandler<DeleteLedgerAccount> {
  constructor(private readonly db: Database) {}

  async execute({ me, accountId }: DeleteLedgerAccount): Promise<ChartAccountView> {
    const tx = this.db.tx;
    const row = await findLedgerAccount(tx, me.tenantId, accountId, { lock: true });
    const account = customAccountString(row.code);
    // A draft journal naming it counts too: confirming it later would post to an account that no
    // longer exists. A journal that posted is caught by its postings as well.
    const [drafted] = await tx.query(
      `SELECT 1 FROM journals WHERE tenant_id = $1 AND deleted_at IS NULL AND lines @> $2::jsonb LIMIT 1`,
      [me.tenantId, JSON.stringify([{ account }])],
    );
    if (drafted || (await hasPostings(tx, me.tenantId, account))) throw booksRefusal('account-has-postings');
    await tx.query(`DELETE FROM ledger_accounts WHERE tenant_id = $1 AND id = $2`, [me.tenantId, row.id]);
    return ledgerAccountView(row);
  }
}
