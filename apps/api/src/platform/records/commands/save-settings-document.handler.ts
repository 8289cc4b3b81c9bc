import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OPENING_BALANCE_DATE_FIELD, type RecordValues, type SettingsDocument } from '@ginuma/domain';
import { lockDateOf } from '@ginuma/ledger';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { openingDateOf, redateOpeningBalances } from '../opening-balance-date';
import { readSettings, writeSettings, type StoredSettings } from '../settings-store';

/**
 * Saves a workspace's settings document (business configuration, email settings…) whole. A new
 * opening date first moves every opening balance onto it through the ledger; an opening date
 * left empty keeps the one in force.
 */
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
    if (document.fields.some((field) => field.name === OPENING_BALANCE_DATE_FIELD)) {
      await lockDateOf(this.db.tx, me.tenantId);
      const current = await openingDateOf(this.db.tx, me.tenantId);
      const wanted = (values[OPENING_BALANCE_DATE_FIELD] as string | null | undefined) ?? current;
      if (wanted !== current) await redateOpeningBalances(this.db.tx, me, wanted);
      values = { ...values, [OPENING_BALANCE_DATE_FIELD]: wanted };
    }
    await writeSettings(this.db.tx, document, me.tenantId, values);
    return readSettings(this.db.tx, document, me.tenantId);
  }
}
