import { Module } from '@nestjs/common';
import { BankReconciliationsController } from './bank-reconciliations.controller';
import { BankStatementsController } from './bank-statements.controller';
import { CommitStatementHandler } from './commands/commit-statement.handler';
import { CompleteReconciliationHandler } from './commands/complete-reconciliation.handler';
import { CreateFromLineHandler } from './commands/create-from-line.handler';
import { MatchLineHandler } from './commands/match-line.handler';
import { PreviewStatementHandler } from './commands/preview-statement.handler';
import { UndoReconciliationHandler } from './commands/undo-reconciliation.handler';
import { UndoStatementHandler } from './commands/undo-statement.handler';
import { UnmatchLineHandler } from './commands/unmatch-line.handler';
import { GetReconciliationHandler } from './queries/get-reconciliation.handler';
import { ListReconciliationsHandler } from './queries/list-reconciliations.handler';
import { GetReconciliationReportHandler } from './queries/get-reconciliation-report.handler';
import { ListStatementLinesHandler } from './queries/list-statement-lines.handler';
import { SuggestMatchesHandler } from './queries/suggest-matches.handler';

@Module({
  controllers: [BankStatementsController, BankReconciliationsController],
  providers: [
    PreviewStatementHandler,
    CommitStatementHandler,
    UndoStatementHandler,
    MatchLineHandler,
    UnmatchLineHandler,
    CreateFromLineHandler,
    CompleteReconciliationHandler,
    UndoReconciliationHandler,
    ListStatementLinesHandler,
    SuggestMatchesHandler,
    GetReconciliationHandler,
    ListReconciliationsHandler,
    GetReconciliationReportHandler,
  ],
})
export class BankStatementsModule {}
