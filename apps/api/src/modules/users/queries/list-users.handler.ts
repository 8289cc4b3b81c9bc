import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { parseListQuery } from '../../../platform/listing/list-query';
import type { ListPage } from '../../../platform/listing/list-resource';
import { ListRows } from '../../../platform/listing/queries/list-rows.handler';
import { USERS, type UserRow } from '../user-rows';

/** A page of the User Registry as the admin's list query asks for it, live or deleted. */
export class ListUsers extends Query<ListPage<UserRow>> {
  constructor(
    readonly me: Principal,
    readonly query: Record<string, unknown>,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(private readonly queries: QueryBus) {}

  execute({ me, query, deleted }: ListUsers): Promise<ListPage<UserRow>> {
    const list = parseListQuery(query, Object.keys(USERS.sortable), USERS.defaultSort);
    return this.queries.execute(new ListRows<UserRow>(me, USERS, list, deleted));
  }
}
