import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { bookCashEntry, type CashTransactionRow } from '../cash-book';

/** Money earned outside sales, into a money account. */
export class RecordIncome extends Command<CashTransactionRow> {
  constructor(
    readonly me: Principal,
    readonly input: EntryInput,
  ) {
    super();
  }
}

@CommandHandler(RecordIncome)
export class RecordIncomeHandler implements ICommandHandler<RecordIncome> {
  constructor(private readonly db: Database) {}

  async execute({ me, input }: RecordIncome): Promise<CashTransactionRow> {
    return bookCashEntry(this.db.tx, me, input);
  }
}
