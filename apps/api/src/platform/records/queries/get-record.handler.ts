import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { findRecord, type StoredRecord } from '../record-store';

/** One record (live or deleted) with its ledger figures and opening amounts. */
export class GetRecord extends Query<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
  ) {
    super();
  }
}

@QueryHandler(GetRecord)
export class GetRecordHandler implements IQueryHandler<GetRecord> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, recordId }: GetRecord): Promise<StoredRecord> {
    return findRecord(this.db.tx, resource, me.tenantId, recordId);
  }
}
