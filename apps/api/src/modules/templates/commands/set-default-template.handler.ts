import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findRecord, type StoredRecord } from '../../../platform/records/record-store';
import { markDefault } from '../template-rows';

/** Makes a live template the one new documents are made with. */
export class SetDefaultTemplate extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly templateId: string,
  ) {
    super();
  }
}

@CommandHandler(SetDefaultTemplate)
export class SetDefaultTemplateHandler implements ICommandHandler<SetDefaultTemplate> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, templateId }: SetDefaultTemplate): Promise<StoredRecord> {
    const template = await findRecord(this.db.tx, resource, me.tenantId, templateId);
    if (template.deleted_at) throw notFound();
    await markDefault(this.db.tx, resource, me.tenantId, templateId);
    return findRecord(this.db.tx, resource, me.tenantId, templateId);
  }
}
