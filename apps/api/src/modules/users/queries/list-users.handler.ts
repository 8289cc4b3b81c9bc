import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { ListQuery } from '../../../platform/listing/list-query';
import { listRows, type ListPage } from '../../../platform/listing/list-resource';
import { USERS, type UserRow } from '../user-rows';

/** A page of the user registry, live or deleted; `range: null` for every row (export). */
export class ListUsers extends Query<ListPage<UserRow>> {
  constructor(
    readonly me: Principal,
    readonly list: ListQuery,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(private readonly db: Database) {}

  execute({ me, list, deleted }: ListUsers): Promise<ListPage<UserRow>> {
    return listRows<UserRow>(this.db.tx, USERS, list, { tenantId: me.tenantId, deleted });
  }
}
