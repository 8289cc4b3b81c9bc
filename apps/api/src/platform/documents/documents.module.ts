import { Module } from '@nestjs/common';
import { PurgeDocumentHandler } from './commands/purge-document.handler';
import { RestoreDocumentHandler } from './commands/restore-document.handler';
import { GetDocumentHandler } from './queries/get-document.handler';
import { NextDocumentCodeHandler } from './queries/next-document-code.handler';

/**
 * The one handler of each shared document command and query, whatever the kind; every
 * document module imports this (Nest makes it once) and registers `documentController(kind)`.
 */
@Module({ providers: [NextDocumentCodeHandler, GetDocumentHandler, RestoreDocumentHandler, PurgeDocumentHandler] })
export class DocumentsModule {}
