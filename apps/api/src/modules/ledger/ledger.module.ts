import { Module } from '@nestjs/common';
import { LedgerController } from './ledger.controller';
import { ExplainBalanceHandler } from './queries/explain-balance.handler';
import { GetLedgerBalancesHandler } from './queries/get-ledger-balances.handler';
import { GetLedgerEventHandler } from './queries/get-ledger-event.handler';
import { ListLedgerEventsHandler } from './queries/list-ledger-events.handler';
import { VerifyLedgerHandler } from './queries/verify-ledger.handler';

@Module({
  controllers: [LedgerController],
  providers: [ListLedgerEventsHandler, GetLedgerEventHandler, GetLedgerBalancesHandler, ExplainBalanceHandler, VerifyLedgerHandler],
})
export class LedgerModule {}
