import { Module } from '@nestjs/common';
import { cashEntriesController } from './cash-entries.controller';
import { RecordExpenseHandler } from './commands/record-expense.handler';
import { RecordIncomeHandler } from './commands/record-income.handler';
import { ReverseCashEntryHandler } from './commands/reverse-cash-entry.handler';
import { TransferFundsHandler } from './commands/transfer-funds.handler';
import { GetMoneyAccountBalanceHandler } from './queries/get-money-account-balance.handler';
import { GetMoneyAccountPeriodsHandler } from './queries/get-money-account-periods.handler';
import { ListMoneyAccountsHandler } from './queries/list-money-accounts.handler';
import { TransactionsController } from './transactions.controller';

@Module({
  controllers: [TransactionsController, cashEntriesController('expense'), cashEntriesController('income')],
  providers: [
    TransferFundsHandler,
    RecordIncomeHandler,
    RecordExpenseHandler,
    ReverseCashEntryHandler,
    ListMoneyAccountsHandler,
    GetMoneyAccountPeriodsHandler,
    GetMoneyAccountBalanceHandler,
  ],
})
export class TransactionsModule {}
