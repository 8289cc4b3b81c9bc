import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { ListQuery } from '../list-query';
import { listRows, type ListPage, type ListResource } from '../list-resource';

/**
 * A page of any list (documents, records, users, the cash book), live or deleted; a query
 * without a range is every row, for an export. The one query behind every plain list screen.
 */
export class ListRows<Row = Record<string, unknown>> extends Query<ListPage<Row>> {
  constructor(
    readonly me: Principal,
    readonly resource: ListResource,
    readonly list: ListQuery,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListRows)
export class ListRowsHandler implements IQueryHandler<ListRows> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, list, deleted }: ListRows): Promise<ListPage<Record<string, unknown>>> {
    return listRows(this.db.tx, resource, list, { tenantId: me.tenantId, deleted });
  }
}
