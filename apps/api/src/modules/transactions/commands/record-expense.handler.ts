import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { assertExpenseCategory, bookCashEntry, type CashTransactionRow } from '../cash-book';

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
    await assertExpenseCategory(tx, me.tenantId, input.categoryId);
    return bookCashEntry(tx, me, input);
  }
}
