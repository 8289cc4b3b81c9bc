import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { ListRows } from '../../platform/listing/queries/list-rows.handler';
import { searchText, SearchRequest } from '../../platform/records/record-lookups.controller';
import { USERS } from './user-rows';

/** The workspace's users whose name or email contain the text (spec §7 users/search/user), as the list shows them. */
@Controller('api/users')
export class UserSearchController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('list', 'users')
  @Post('search/user')
  @HttpCode(200)
  @ApiBody({ type: SearchRequest })
  async search(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    const list = { sort: USERS.defaultSort, range: { start: 0, end: 49 }, filter: { q: searchText(body), extra: {} } };
    return (await this.queries.execute(new ListRows(me, USERS, list, false))).rows;
  }
}
