import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { expenseReport, type ExpenseAsked, type ExpenseReport } from '../voucher-expenses-report';

/** Expenses per category, sub-category and supplier for a period, summed from the ledger. */
export class GetVoucherExpenses extends Query<ExpenseReport> {
  constructor(
    readonly me: Principal,
    readonly asked: ExpenseAsked,
  ) {
    super();
  }
}

@QueryHandler(GetVoucherExpenses)
export class GetVoucherExpensesHandler implements IQueryHandler<GetVoucherExpenses> {
  constructor(private readonly db: Database) {}

  execute({ me, asked }: GetVoucherExpenses): Promise<ExpenseReport> {
    return expenseReport(this.db.tx, { ...asked, tenantId: me.tenantId });
  }
}
