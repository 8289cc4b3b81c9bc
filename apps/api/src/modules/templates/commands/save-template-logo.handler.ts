import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findRecord, type StoredRecord } from '../../../platform/records/record-store';
import { writeLogo } from '../template-rows';

/** Puts a logo (already checked to be a jpeg, png or gif) on a live template. */
export class SaveTemplateLogo extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly templateId: string,
    readonly logo: { content: Buffer; type: string },
  ) {
    super();
  }
}

@CommandHandler(SaveTemplateLogo)
export class SaveTemplateLogoHandler implements ICommandHandler<SaveTemplateLogo> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, templateId, logo }: SaveTemplateLogo): Promise<StoredRecord> {
    if (!(await writeLogo(this.db.tx, resource, me.tenantId, templateId, logo))) throw notFound();
    return findRecord(this.db.tx, resource, me.tenantId, templateId);
  }
}
