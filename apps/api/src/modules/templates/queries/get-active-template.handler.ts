import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { templatesRefusal } from '@ginuma/domain';
import { findRecord, type StoredRecord } from '../../../platform/records/record-store';
import { activeTemplateId } from '../template-rows';

/** The template documents are made with: the default, else the oldest live active one. */
export class GetActiveTemplate extends Query<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
  ) {
    super();
  }
}

@QueryHandler(GetActiveTemplate)
export class GetActiveTemplateHandler implements IQueryHandler<GetActiveTemplate> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource }: GetActiveTemplate): Promise<StoredRecord> {
    const id = await activeTemplateId(this.db.tx, resource, me.tenantId);
    if (!id) throw templatesRefusal('no-template');
    return findRecord(this.db.tx, resource, me.tenantId, id);
  }
}
