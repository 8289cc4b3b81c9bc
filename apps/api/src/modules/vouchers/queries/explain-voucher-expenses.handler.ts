import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { explainExpenses, type ExpenseAsked, type ExpenseExplanation } from '../voucher-expenses-report';

/** The postings and events behind one figure of the voucher expenses report, a page of them. */
export class ExplainVoucherExpenses extends Query<ExpenseExplanation> {
  constructor(
    readonly me: Principal,
    readonly asked: ExpenseAsked,
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ExplainVoucherExpenses)
export class ExplainVoucherExpensesHandler implements IQueryHandler<ExplainVoucherExpenses> {
  constructor(private readonly db: Database) {}

  execute({ me, asked, offset, limit }: ExplainVoucherExpenses): Promise<ExpenseExplanation> {
    return explainExpenses(this.db.tx, { ...asked, tenantId: me.tenantId }, offset, limit);
  }
}
