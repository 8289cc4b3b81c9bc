import { BankAccountPicksController } from './bank-account-picks.controller';
import { Module } from '@nestjs/common';
import { cashBookListController } from './cash-book-list.controller';
import { cashEntriesController } from './cash-entries.controller';
import { EditCashEntryHandler } from './commands/edit-cash-entry.handler';
import { RecordExpenseHandler } from './commands/record-expense.handler';
import { RecordIncomeHandler } from './commands/record-income.handler';
import { ReverseCashEntryHandler } from './commands/reverse-cash-entry.handler';
import { TransferFundsHandler } from './commands/transfer-funds.handler';
import { ExportCashTransactionsHandler } from './queries/export-cash-transactions.handler';
import { GetCashTransactionHandler } from './queries/get-cash-transaction.handler';
import { GetMoneyAccountBalanceHandler } from './queries/get-money-account-balance.handler';
import { GetMoneyAccountPeriodsHandler } from './queries/get-money-account-periods.handler';
import { ListCashTransactionsHandler } from './queries/list-cash-transactions.handler';
import { ListMoneyAccountsHandler } from './queries/list-money-accounts.handler';
import { TransactionsController } from './transactions.controller';

@Module({
  controllers: [
    TransactionsController,
    BankAccountPicksController,
    cashBookListController({ path: 'transactions', resource: 'transactions' }),
    cashEntriesController('expense'),
    cashBookListController({ path: 'expenses', resource: 'expenses', kind: 'expense' }),
    cashEntriesController('income'),
    cashBookListController({ path: 'incomes', resource: 'incomes', kind: 'income' }),
  ],
  providers: [
    TransferFundsHandler,
    RecordIncomeHandler,
    RecordExpenseHandler,
    ReverseCashEntryHandler,
    EditCashEntryHandler,
    ListMoneyAccountsHandler,
    GetMoneyAccountPeriodsHandler,
    GetMoneyAccountBalanceHandler,
    GetCashTransactionHandler,
    ListCashTransactionsHandler,
    ExportCashTransactionsHandler,
  ],
})
export class TransactionsModule {}
