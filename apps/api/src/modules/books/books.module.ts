import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { ConfirmJournalHandler } from './commands/confirm-journal.handler';
import { CreateJournalHandler } from './commands/create-journal.handler';
import { CreateLedgerAccountHandler } from './commands/create-ledger-account.handler';
import { DeleteJournalHandler } from './commands/delete-journal.handler';
import { DeleteLedgerAccountHandler } from './commands/delete-ledger-account.handler';
import { LockPeriodHandler } from './commands/lock-period.handler';
import { ReverseJournalHandler } from './commands/reverse-journal.handler';
import { UpdateJournalHandler } from './commands/update-journal.handler';
import { UpdateLedgerAccountHandler } from './commands/update-ledger-account.handler';
import { JournalAttachmentController } from './journal-attachment.controller';
import { JOURNAL_DOCUMENT } from './journal-document-kind';
import { JournalsController } from './journals.controller';
import { LedgerAccountsController } from './ledger-accounts.controller';
import { PeriodLockController } from './period-lock.controller';
import { GetPeriodLockHandler } from './queries/get-period-lock.handler';
import { ListChartAccountsHandler } from './queries/list-chart-accounts.handler';

@Module({
  imports: [DocumentsModule],
  controllers: [LedgerAccountsController, PeriodLockController, JournalAttachmentController, documentController(JOURNAL_DOCUMENT), JournalsController],
  providers: [
    ListChartAccountsHandler,
    CreateLedgerAccountHandler,
    UpdateLedgerAccountHandler,
    DeleteLedgerAccountHandler,
    GetPeriodLockHandler,
    LockPeriodHandler,
    CreateJournalHandler,
    UpdateJournalHandler,
    ConfirmJournalHandler,
    ReverseJournalHandler,
    DeleteJournalHandler,
  ],
})
export class BooksModule {}
