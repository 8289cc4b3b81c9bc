import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordValues, SettingsDocument } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { readSettings, writeSettings, type StoredSettings } from '../settings-store';

/** Saves a workspace's settings document (business configuration, email settings…) whole. */
export class SaveSettingsDocument extends Command<StoredSettings | null> {
  constructor(
    readonly me: Principal,
    readonly document: SettingsDocument,
    readonly values: RecordValues,
  ) {
    super();
  }
}

@CommandHandler(SaveSettingsDocument)
export class SaveSettingsDocumentHandler implements ICommandHandler<SaveSettingsDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, document, values }: SaveSettingsDocument): Promise<StoredSettings | null> {
    await writeSettings(this.db.tx, document, me.tenantId, values);
    return readSettings(this.db.tx, document, me.tenantId);
  }
}
