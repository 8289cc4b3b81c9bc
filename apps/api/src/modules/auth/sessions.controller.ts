import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { OpenSessionView, SignInView } from '@ginuma/domain';
import { Can, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { onCollection } from '../../platform/http/collection-routes';
import { SessionId } from '../../platform/http/request-params';
import { setContentRange } from '../../platform/listing/content-range';
import { parseListQuery, type ListQuery } from '../../platform/listing/list-query';
import type { ListResource } from '../../platform/listing/list-resource';
import { ListRows } from '../../platform/listing/queries/list-rows.handler';
import { EndSessions } from './commands/end-sessions.handler';
import { OpenSessions } from './queries/open-sessions.handler';

/** Sign-in attempts with who made them; the user's own history is the same list filtered to them. */
const SIGN_INS: ListResource = {
  name: 'sign-ins',
  from: 'sign_ins t JOIN users u ON u.tenant_id = t.tenant_id AND u.id = t.user_id',
  select: 't.id, t.user_id, u.name AS user_name, u.email, t.at, t.method, t.outcome, t.ip, t.user_agent',
  sortable: { at: 't.at' },
  notNull: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
  searchable: ['u.name', 'u.email', 't.ip'],
  dateColumn: 't.at',
  statusColumn: 't.outcome',
  references: { user_id: 't.user_id' },
};

/**
 * Who signed in and which sessions are open. Every user sees their own and can end their other
 * sessions (a stolen cookie stops working); whoever may read the user registry sees the
 * workspace's history.
 */
@Controller('api/users')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @WithoutPlan()
  @Get('my/sessions')
  sessions(@CurrentPrincipal() me: Principal, @SessionId() sessionId: string): Promise<OpenSessionView[]> {
    return this.queries.execute(new OpenSessions(me, sessionId));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post('my/sessions/end-others')
  @HttpCode(200)
  endOthers(@CurrentPrincipal() me: Principal, @SessionId() sessionId: string): Promise<{ ended: number }> {
    return this.commands.execute(new EndSessions(me, { allBut: sessionId }));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Delete('my/sessions/:id')
  @HttpCode(204)
  async end(@CurrentPrincipal() me: Principal, @Param('id') handle: string): Promise<void> {
    await this.commands.execute(new EndSessions(me, { handle }));
  }

  @WithoutPlan()
  @Get('my/sign-ins')
  mySignIns(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = listOf(query);
    return this.page(me, { ...list, filter: { ...list.filter, extra: { user_id: me.userId } } }, res);
  }

  @Can('list', 'users')
  @Get(onCollection('sign-ins'))
  signInsOfWorkspace(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, listOf(query), res);
  }

  private async page(me: Principal, list: ListQuery, res: Response): Promise<SignInView[]> {
    const page = await this.queries.execute(new ListRows<SignInView>(me, SIGN_INS, list, false));
    setContentRange(res, SIGN_INS.name, page);
    return page.rows;
  }
}

function listOf(query: Record<string, unknown>): ListQuery {
  return parseListQuery(query, Object.keys(SIGN_INS.sortable), SIGN_INS.defaultSort);
}
