import { Module } from '@nestjs/common';
import { AttachDocumentFileHandler } from './commands/attach-document-file.handler';
import { RemoveDocumentFileHandler } from './commands/remove-document-file.handler';
import { GetDocumentFileHandler } from './queries/get-document-file.handler';

/** The handlers behind every document's attachment controller (invoices, vouchers). */
@Module({ providers: [AttachDocumentFileHandler, RemoveDocumentFileHandler, GetDocumentFileHandler] })
export class AttachmentsModule {}
