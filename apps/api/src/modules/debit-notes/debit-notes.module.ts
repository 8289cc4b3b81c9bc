import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { documentSharingController } from '../../platform/documents/document-sharing-controller.factory';
import { DEBIT_NOTE_DOCUMENT } from './debit-note-document-kind';
import { DebitNotesController } from './debit-notes.controller';
import { ApplyDebitNoteHandler } from './commands/apply-debit-note.handler';
import { ConfirmDebitNoteHandler } from './commands/confirm-debit-note.handler';
import { CreateDebitNoteHandler } from './commands/create-debit-note.handler';
import { DeleteDebitNoteHandler } from './commands/delete-debit-note.handler';
import { ReverseDebitNoteHandler } from './commands/reverse-debit-note.handler';
import { UnapplyDebitNoteHandler } from './commands/unapply-debit-note.handler';
import { UpdateDebitNoteHandler } from './commands/update-debit-note.handler';

@Module({
  imports: [DocumentsModule],
  controllers: [documentSharingController(DEBIT_NOTE_DOCUMENT), documentController(DEBIT_NOTE_DOCUMENT), DebitNotesController],
  providers: [CreateDebitNoteHandler, UpdateDebitNoteHandler, ConfirmDebitNoteHandler, ReverseDebitNoteHandler, DeleteDebitNoteHandler, ApplyDebitNoteHandler, UnapplyDebitNoteHandler],
})
export class DebitNotesModule {}
