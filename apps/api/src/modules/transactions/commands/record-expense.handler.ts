import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EXPENSE_CATEGORY_REQUIRED, type EntryInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { bookCashEntry, type CashTransactionRow } from '../cash-book';

/** Money spent out of a money account on an expense category, never more than the account holds. */
export class RecordExpense extends Command<CashTransactionRow> {
  constructor(
    readonly me: Principal,
    readonly input: EntryInput,
  ) {
    super();
  }
}

@CommandHandler(RecordExpense)
export class RecordExpenseHandler implements ICommandHandler<RecordExpense> {
  constructor(private readonly db: Database) {}

  async execute({ me, input }: RecordExpense): Promise<CashTransactionRow> {
    const tx = this.db.tx;
    const [category] = await tx.query(`SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, input.categoryId]);
    if (!category) throw invalid('expense_category_id', EXPENSE_CATEGORY_REQUIRED);
    return bookCashEntry(tx, me, input);
  }
}
