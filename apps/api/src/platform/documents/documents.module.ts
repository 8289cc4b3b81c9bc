import { Module } from '@nestjs/common';
import { ConfirmDocumentHandler, DeleteDocumentHandler, ReverseDocumentHandler } from './commands/document-life-cycle.handler';
import { EmailDocumentHandler } from './commands/email-document.handler';
import { PurgeDocumentHandler } from './commands/purge-document.handler';
import { RestoreDocumentHandler } from './commands/restore-document.handler';
import { SaveDocumentHandler } from './commands/save-document.handler';
import { ShareDocumentHandler } from './commands/share-document.handler';
import { GetDocumentHandler } from './queries/get-document.handler';
import { NextDocumentCodeHandler } from './queries/next-document-code.handler';
import { OpenSharedDocumentHandler } from './queries/open-shared-document.handler';
import { PrintDocumentHandler } from './queries/print-document.handler';

/**
 * The one handler of each shared document command and query, whatever the kind; every
 * document module imports this (Nest makes it once) and registers `documentController(kind)`
 * (and `documentSharingController(kind)` for a kind that is printed, mailed and shared).
 */
@Module({
  providers: [
    NextDocumentCodeHandler,
    GetDocumentHandler,
    SaveDocumentHandler,
    ConfirmDocumentHandler,
    ReverseDocumentHandler,
    DeleteDocumentHandler,
    RestoreDocumentHandler,
    PurgeDocumentHandler,
    PrintDocumentHandler,
    EmailDocumentHandler,
    ShareDocumentHandler,
    OpenSharedDocumentHandler,
  ],
})
export class DocumentsModule {}
