import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OPENING_BALANCE_DATE_FIELD, type SettingsDocument } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { openingDateOf } from '../opening-balance-date';
import { readSettings, type StoredSettings } from '../settings-store';

/**
 * A workspace's settings document. Before the first save it is every field empty with the
 * given defaults over them (the business name the workspace registered with), so forms start filled.
 * The opening date is always the one in force, saved or not.
 */
export class GetSettingsDocument extends Query<StoredSettings> {
  constructor(
    readonly me: Principal,
    readonly document: SettingsDocument,
    readonly defaults: Record<string, unknown>,
  ) {
    super();
  }
}

@QueryHandler(GetSettingsDocument)
export class GetSettingsDocumentHandler implements IQueryHandler<GetSettingsDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, document, defaults }: GetSettingsDocument): Promise<StoredSettings> {
    const saved = await readSettings(this.db.tx, document, me.tenantId);
    const shown = saved ?? { id: document.name, ...Object.fromEntries(document.fields.map((f) => [f.name, null])), ...defaults };
    if (!document.fields.some((f) => f.name === OPENING_BALANCE_DATE_FIELD)) return shown;
    return { ...shown, [OPENING_BALANCE_DATE_FIELD]: shown[OPENING_BALANCE_DATE_FIELD] ?? (await openingDateOf(this.db.tx, me.tenantId)) };
  }
}
