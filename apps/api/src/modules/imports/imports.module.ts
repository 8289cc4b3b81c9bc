import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { PreviewImportHandler } from './commands/preview-import.handler';
import { CommitImportHandler } from './commands/commit-import.handler';
import { UndoImportHandler } from './commands/undo-import.handler';
import { CancelImportHandler } from './commands/cancel-import.handler';
import { GetImportHandler } from './queries/get-import.handler';
import { ImportJobs } from './import-jobs';

@Module({
  controllers: [ImportsController],
  providers: [ImportJobs, PreviewImportHandler, CommitImportHandler, CancelImportHandler, UndoImportHandler, GetImportHandler],
})
export class ImportsModule {}
