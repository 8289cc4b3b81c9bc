import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { ListRows } from '../../../platform/listing/queries/list-rows.handler';
import { SEARCH_ROWS, searchText, type SearchRequest } from '../../../platform/records/search';
import { USERS, type UserRow } from '../user-rows';

/** The first live users (as many as a picker shows) whose name or email contain the body's `search`, in the list's order. */
export class SearchUsers extends Query<UserRow[]> {
  constructor(
    readonly me: Principal,
    readonly body: SearchRequest,
  ) {
    super();
  }
}

@QueryHandler(SearchUsers)
export class SearchUsersHandler implements IQueryHandler<SearchUsers> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ me, body }: SearchUsers): Promise<UserRow[]> {
    const list = { sort: USERS.defaultSort, range: { start: 0, end: SEARCH_ROWS - 1 }, filter: { q: searchText(body), extra: {} } };
    return (await this.queries.execute(new ListRows<UserRow>(me, USERS, list, false))).rows;
  }
}
