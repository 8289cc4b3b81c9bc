import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SETTINGS_DOCUMENTS, validateRecord, type RecordValues, type SettingsDocument } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { notFound, validationFailed } from '../../../platform/http/app-errors';
import { SaveSettingsDocument } from '../../../platform/records/commands/save-settings-document.handler';
import { GetSettingsDocument } from '../../../platform/records/queries/get-settings-document.handler';
import { SETTINGS_DEFAULTS } from '../../../platform/records/settings-defaults';
import type { StoredSettings } from '../../../platform/records/settings-store';

function configurationDocument(): SettingsDocument {
  const document = SETTINGS_DOCUMENTS.find((d) => d.name === 'configurations');
  if (!document) throw new Error('The business configuration document is missing');
  return document;
}

const CONFIGURATION = configurationDocument();

/** Its summary fields, as Settings › Monthly Report dates sends them. */
export const SUMMARY_FIELDS = CONFIGURATION.fields.filter((f) => f.name.startsWith('monthly_'));

/**
 * `POST configurations/update/dates/{id}`: the summary days (and their language) of the
 * workspace `{id}`, saved into its business configuration with the rest of it as it stands.
 */
export class SetMonthlySummaryDays extends Command<StoredSettings | null> {
  constructor(
    readonly me: Principal,
    readonly workspaceId: string,
    readonly values: RecordValues,
  ) {
    super();
  }
}

@CommandHandler(SetMonthlySummaryDays)
export class SetMonthlySummaryDaysHandler implements ICommandHandler<SetMonthlySummaryDays> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ me, workspaceId, values }: SetMonthlySummaryDays): Promise<StoredSettings | null> {
    if (workspaceId !== me.tenantId) throw notFound();
    const current = await this.queries.execute(new GetSettingsDocument(me, CONFIGURATION, SETTINGS_DEFAULTS.configurations(me)));
    const merged = validateRecord(CONFIGURATION.fields, { ...current, ...values });
    if (!merged.ok) throw validationFailed(merged.errors);
    return this.commands.execute(new SaveSettingsDocument(me, CONFIGURATION, merged.values));
  }
}
