import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { balances, type AccountBalance, type BalanceQuery } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

/** Balance per account, party and commodity, as of business date D and as known at instant T. */
export class GetLedgerBalances extends Query<AccountBalance[]> {
  constructor(
    readonly me: Principal,
    readonly question: Omit<BalanceQuery, 'tenantId'>,
  ) {
    super();
  }
}

@QueryHandler(GetLedgerBalances)
export class GetLedgerBalancesHandler implements IQueryHandler<GetLedgerBalances> {
  constructor(private readonly db: Database) {}

  execute({ me, question }: GetLedgerBalances): Promise<AccountBalance[]> {
    return balances(this.db.tx, { ...question, tenantId: me.tenantId });
  }
}
