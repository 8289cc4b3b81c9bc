import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MoneyAccountView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';
import { moneyAccountPeriods } from '../money-accounts';

/** Cash and each bank account with its balance through the workspace's today: what the pickers offer. */
export class ListMoneyAccounts extends Query<MoneyAccountView[]> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(ListMoneyAccounts)
export class ListMoneyAccountsHandler implements IQueryHandler<ListMoneyAccounts> {
  constructor(private readonly db: Database) {}

  async execute({ me }: ListMoneyAccounts): Promise<MoneyAccountView[]> {
    const today = await businessDate(this.db.tx, me);
    const accounts = await moneyAccountPeriods(this.db.tx, me.tenantId, today, today);
    return accounts.map(({ id, name, account, close }) => ({ id, name, account, balance: close }));
  }
}
