import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { LIST_ACTIONS, onCollection } from '../../platform/http/collection-routes';
import { setContentRange } from '../../platform/listing/content-range';
import { CreateUserRequest, UpdateUserRequest } from './user.requests';
import { CreateUser } from './commands/create-user.handler';
import { UpdateUser } from './commands/update-user.handler';
import { DeleteUser } from './commands/delete-user.handler';
import { RestoreUser } from './commands/restore-user.handler';
import { ExportUsers } from './queries/export-users.handler';
import { GetUser } from './queries/get-user.handler';
import { ListUsers } from './queries/list-users.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Settings › User Registry: the workspace's users and their roles. */
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('list', 'users')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'users')
  @Get(onCollection(LIST_ACTIONS.deletedList))
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  /** The registry as .xlsx: the list's filters, every page. */
  @Can('export', 'users')
  @Get(onCollection(LIST_ACTIONS.export))
  export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new ExportUsers(me, query));
  }

  @Can('show', 'users')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    return this.queries.execute(new GetUser(me, userId));
  }

  @Can('create', 'users')
  @Post()
  create(@CurrentPrincipal() me: Principal, @Body() body: CreateUserRequest) {
    return this.commands.execute(new CreateUser(me, body));
  }

  @Can('edit', 'users')
  @Put(':id')
  update(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string, @Body() body: UpdateUserRequest) {
    return this.commands.execute(new UpdateUser(me, userId, body));
  }

  @Can('delete', 'users')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    return this.commands.execute(new DeleteUser(me, userId));
  }

  @Can('restore', 'users')
  @Post(':id/restore')
  @HttpCode(200)
  restore(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    return this.commands.execute(new RestoreUser(me, userId));
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const page = await this.queries.execute(new ListUsers(me, query, deleted));
    setContentRange(res, 'users', page);
    return page.rows;
  }
}
