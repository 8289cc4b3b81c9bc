import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { SearchRequest } from '../../platform/records/search';
import { SearchUsers } from './queries/search-users.handler';

/** The workspace's users whose name or email contain the text (POST `users/search/user`), as the list shows them. */
@Controller('api/users')
export class UserSearchController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('list', 'users')
  @Post('search/user')
  @HttpCode(200)
  search(@CurrentPrincipal() me: Principal, @Body() body: SearchRequest) {
    return this.queries.execute(new SearchUsers(me, body));
  }
}
