import { Module } from '@nestjs/common';
import { BooksReportsController } from './books-reports.controller';
import { GetBalanceSheetHandler, PrintBalanceSheetHandler } from './queries/get-balance-sheet.handler';
import { GetGeneralLedgerHandler } from './queries/get-general-ledger.handler';
import { GetTrialBalanceHandler, GetTrialBalancePartiesHandler } from './queries/get-trial-balance.handler';

/** The accountant's reports: trial balance, general ledger and balance sheet. */
@Module({
  controllers: [BooksReportsController],
  providers: [GetTrialBalanceHandler, GetTrialBalancePartiesHandler, GetGeneralLedgerHandler, GetBalanceSheetHandler, PrintBalanceSheetHandler],
})
export class BooksReportsModule {}
