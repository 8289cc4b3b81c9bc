import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { documentSharingController } from '../../platform/documents/document-sharing-controller.factory';
import { CREDIT_NOTE_DOCUMENT } from './credit-note-document-kind';
import { CreditNotesController } from './credit-notes.controller';
import { ApplyCreditNoteHandler } from './commands/apply-credit-note.handler';
import { ConfirmCreditNoteHandler } from './commands/confirm-credit-note.handler';
import { CreateCreditNoteHandler } from './commands/create-credit-note.handler';
import { DeleteCreditNoteHandler } from './commands/delete-credit-note.handler';
import { ReverseCreditNoteHandler } from './commands/reverse-credit-note.handler';
import { UnapplyCreditNoteHandler } from './commands/unapply-credit-note.handler';
import { UpdateCreditNoteHandler } from './commands/update-credit-note.handler';

@Module({
  imports: [DocumentsModule],
  controllers: [documentSharingController(CREDIT_NOTE_DOCUMENT), documentController(CREDIT_NOTE_DOCUMENT), CreditNotesController],
  providers: [CreateCreditNoteHandler, UpdateCreditNoteHandler, ConfirmCreditNoteHandler, ReverseCreditNoteHandler, DeleteCreditNoteHandler, ApplyCreditNoteHandler, UnapplyCreditNoteHandler],
})
export class CreditNotesModule {}
