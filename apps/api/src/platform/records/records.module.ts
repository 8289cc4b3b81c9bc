import { Module } from '@nestjs/common';
import { RECORD_RESOURCES, SETTINGS_DOCUMENTS } from '@ginuma/domain';
import { SETTINGS_DEFAULTS } from './settings-defaults';
import { recordController } from './record-controller.factory';
import { settingsController } from './settings-controller.factory';
import { ConfigurationChoicesController } from './configuration.controller';
import { RecordLookupsController } from './record-lookups.controller';
import { CreateRecordHandler } from './commands/create-record.handler';
import { UpdateRecordHandler } from './commands/update-record.handler';
import { ToggleRecordStatusHandler } from './commands/toggle-record-status.handler';
import { DeleteRecordHandler } from './commands/delete-record.handler';
import { RestoreRecordHandler } from './commands/restore-record.handler';
import { PurgeRecordHandler } from './commands/purge-record.handler';
import { GetRecordHandler } from './queries/get-record.handler';
import { NextRecordCodeHandler } from './queries/next-record-code.handler';
import { SaveSettingsDocumentHandler } from './commands/save-settings-document.handler';
import { GetSettingsDocumentHandler } from './queries/get-settings-document.handler';
import { ExpenseSubCategoriesOfHandler } from './queries/expense-sub-categories.handler';
import { AttachmentsModule } from '../attachments/attachments.module';

/** Master data and settings: one generated controller per record resource and settings page. */
@Module({
  // Documents' attachments are a platform mechanism too; their controllers live with each document.
  imports: [AttachmentsModule],
  controllers: [
    ConfigurationChoicesController,
    RecordLookupsController,
    ...RECORD_RESOURCES.map(recordController),
    ...SETTINGS_DOCUMENTS.map((d) => settingsController(d, SETTINGS_DEFAULTS[d.name] ?? (() => ({})))),
  ],
  providers: [
    CreateRecordHandler,
    UpdateRecordHandler,
    ToggleRecordStatusHandler,
    DeleteRecordHandler,
    RestoreRecordHandler,
    PurgeRecordHandler,
    GetRecordHandler,
    NextRecordCodeHandler,
    SaveSettingsDocumentHandler,
    GetSettingsDocumentHandler,
    ExpenseSubCategoriesOfHandler,
  ],
})
export class RecordsModule {}
