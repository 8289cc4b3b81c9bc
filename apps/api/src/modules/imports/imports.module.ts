import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { PreviewImportHandler } from './commands/preview-import.handler';
import { CommitImportHandler } from './commands/commit-import.handler';
import { GetImportHandler } from './queries/get-import.handler';

@Module({ controllers: [ImportsController], providers: [PreviewImportHandler, CommitImportHandler, GetImportHandler] })
export class ImportsModule {}
