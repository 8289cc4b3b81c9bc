import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { BodyOf } from '../../platform/http/request-params';
import { fieldsRequestClass, fieldValues } from '../../platform/records/record-requests';
import { SetMonthlySummaryDays, SUMMARY_FIELDS } from './commands/set-monthly-summary-days.handler';
import { GetMonthlySummaryRuns } from './queries/get-monthly-summary-runs.handler';

const workspaceId = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Settings › Monthly Report dates: the days the summaries go out, and what went out. */
@Controller('api')
export class MonthlySummariesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `{id}` is the workspace; a day left empty turns its summary off. */
  @Can('edit', 'monthly-reports')
  @Post('configurations/update/dates/:id')
  @HttpCode(200)
  update(@CurrentPrincipal() me: Principal, @Param('id', workspaceId) id: string, @BodyOf(fieldsRequestClass('monthly-summary-dates', SUMMARY_FIELDS)) body: object) {
    return this.commands.execute(new SetMonthlySummaryDays(me, id, fieldValues(SUMMARY_FIELDS, body)));
  }

  @Can('show', 'monthly-reports')
  @Get('monthly-summaries')
  runs(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetMonthlySummaryRuns(me));
  }
}
