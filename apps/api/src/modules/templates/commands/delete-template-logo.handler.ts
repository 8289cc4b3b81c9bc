import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findRecord, type StoredRecord } from '../../../platform/records/record-store';
import { writeLogo } from '../template-rows';

/** Takes a template's logo off; a template without one is a 404. */
export class DeleteTemplateLogo extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly templateId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteTemplateLogo)
export class DeleteTemplateLogoHandler implements ICommandHandler<DeleteTemplateLogo> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, templateId }: DeleteTemplateLogo): Promise<StoredRecord> {
    if (!(await writeLogo(this.db.tx, resource, me.tenantId, templateId, null))) throw notFound();
    return findRecord(this.db.tx, resource, me.tenantId, templateId);
  }
}
