import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { validateRecord } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound, validationFailed } from '../../platform/http/app-errors';
import { recordRequestClass } from '../../platform/records/record-requests';
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
  @ApiBody({ type: recordRequestClass('monthly-summary-dates', SUMMARY_FIELDS) })
  update(@CurrentPrincipal() me: Principal, @Param('id', workspaceId) id: string, @Body() body: unknown) {
    const result = validateRecord(SUMMARY_FIELDS, body);
    if (!result.ok) throw validationFailed(result.errors);
    return this.commands.execute(new SetMonthlySummaryDays(me, id, result.values));
  }

  @Can('show', 'monthly-reports')
  @Get('monthly-summaries')
  runs(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetMonthlySummaryRuns(me));
  }
}
