import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { explain, type Explanation, type ExplainQuery } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

/** The postings and events behind one balance, a page of them and the totals of all. */
export class ExplainBalance extends Query<Explanation> {
  constructor(
    readonly me: Principal,
    readonly question: Omit<ExplainQuery, 'tenantId'>,
  ) {
    super();
  }
}

@QueryHandler(ExplainBalance)
export class ExplainBalanceHandler implements IQueryHandler<ExplainBalance> {
  constructor(private readonly db: Database) {}

  execute({ me, question }: ExplainBalance): Promise<Explanation> {
    return explain(this.db.tx, { ...question, tenantId: me.tenantId });
  }
}
