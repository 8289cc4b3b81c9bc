import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { PreviewImportHandler } from './commands/preview-import.handler';
import { CommitImportHandler } from './commands/commit-import.handler';
import { UndoImportHandler } from './commands/undo-import.handler';
import { GetImportHandler } from './queries/get-import.handler';

@Module({ controllers: [ImportsController], providers: [PreviewImportHandler, CommitImportHandler, UndoImportHandler, GetImportHandler] })
export class ImportsModule {}
