import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { ListQuery } from '../../listing/list-query';
import { listRows, type ListPage } from '../../listing/list-resource';
import { listResourceOf, type StoredRecord } from '../record-store';

/** A page of a resource's live or deleted records, with their ledger figures; `range: null` for every row (export). */
export class ListRecords extends Query<ListPage<StoredRecord>> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly list: ListQuery,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListRecords)
export class ListRecordsHandler implements IQueryHandler<ListRecords> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, list, deleted }: ListRecords): Promise<ListPage<StoredRecord>> {
    return listRows<StoredRecord>(this.db.tx, listResourceOf(resource), list, { tenantId: me.tenantId, deleted });
  }
}
