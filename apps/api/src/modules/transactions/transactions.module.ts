import { Module } from '@nestjs/common';
import { cashEntriesController } from './cash-entries.controller';
import { RecordExpenseHandler } from './commands/record-expense.handler';
import { RecordIncomeHandler } from './commands/record-income.handler';
import { ReverseCashEntryHandler } from './commands/reverse-cash-entry.handler';
import { TransferFundsHandler } from './commands/transfer-funds.handler';
import { TransactionsController } from './transactions.controller';

@Module({
  controllers: [TransactionsController, cashEntriesController('expense'), cashEntriesController('income')],
  providers: [TransferFundsHandler, RecordIncomeHandler, RecordExpenseHandler, ReverseCashEntryHandler],
})
export class TransactionsModule {}
