import { Module } from '@nestjs/common';
import { BooksReportsController } from './books-reports.controller';
import { GetBalanceSheetHandler, PrintBalanceSheetHandler } from './queries/get-balance-sheet.handler';
import { GetGeneralLedgerHandler } from './queries/get-general-ledger.handler';
import { GetTrialBalanceHandler, GetTrialBalancePartiesHandler } from './queries/get-trial-balance.handler';

/** Trial balance, general ledger and balance sheet (issue #13 §3–5). */
@Module({
  controllers: [BooksReportsController],
  providers: [GetTrialBalanceHandler, GetTrialBalancePartiesHandler, GetGeneralLedgerHandler, GetBalanceSheetHandler, PrintBalanceSheetHandler],
})
export class BooksReportsModule {}
