import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { moneyAccountExists, moneyBalance } from '../money-accounts';

/** One money account's balance now (`bank:<id>` or `cash`), over every business date. */
export class GetMoneyAccountBalance extends Query<{ account: string; balance: string }> {
  constructor(
    readonly me: Principal,
    readonly account: string,
  ) {
    super();
  }
}

@QueryHandler(GetMoneyAccountBalance)
export class GetMoneyAccountBalanceHandler implements IQueryHandler<GetMoneyAccountBalance> {
  constructor(private readonly db: Database) {}

  async execute({ me, account }: GetMoneyAccountBalance): Promise<{ account: string; balance: string }> {
    if (!(await moneyAccountExists(this.db.tx, me.tenantId, account))) throw notFound();
    return { account, balance: (await moneyBalance(this.db.tx, me.tenantId, account)).toFixed() };
  }
}
