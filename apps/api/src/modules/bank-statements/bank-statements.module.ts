import { Module } from '@nestjs/common';
import { BankReconciliationsController } from './bank-reconciliations.controller';
import { BankRulesController } from './bank-rules.controller';
import { BankStatementsController } from './bank-statements.controller';
import { ApplyBankRulesHandler } from './commands/apply-bank-rules.handler';
import { CommitStatementHandler } from './commands/commit-statement.handler';
import { CompleteReconciliationHandler } from './commands/complete-reconciliation.handler';
import { CreateFromLineHandler } from './commands/create-from-line.handler';
import { DeleteBankRuleHandler } from './commands/delete-bank-rule.handler';
import { MatchLineHandler } from './commands/match-line.handler';
import { PreviewStatementHandler } from './commands/preview-statement.handler';
import { SaveBankRuleHandler } from './commands/save-bank-rule.handler';
import { UndoReconciliationHandler } from './commands/undo-reconciliation.handler';
import { UndoStatementHandler } from './commands/undo-statement.handler';
import { UnmatchLineHandler } from './commands/unmatch-line.handler';
import { GetReconciliationHandler } from './queries/get-reconciliation.handler';
import { ListBankRulesHandler } from './queries/list-bank-rules.handler';
import { ListReconciliationsHandler } from './queries/list-reconciliations.handler';
import { PreviewBankRulesHandler } from './queries/preview-bank-rules.handler';
import { GetReconciliationReportHandler, PrintReconciliationReportHandler } from './queries/get-reconciliation-report.handler';
import { ListStatementLinesHandler } from './queries/list-statement-lines.handler';
import { SuggestMatchesHandler } from './queries/suggest-matches.handler';

@Module({
  controllers: [BankStatementsController, BankReconciliationsController, BankRulesController],
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
    PrintReconciliationReportHandler,
    SaveBankRuleHandler,
    DeleteBankRuleHandler,
    ListBankRulesHandler,
    PreviewBankRulesHandler,
    ApplyBankRulesHandler,
  ],
})
export class BankStatementsModule {}
