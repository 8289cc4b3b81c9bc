import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { LockPeriod } from './commands/lock-period.handler';
import { GetPeriodLock } from './queries/get-period-lock.handler';
import { PeriodLockRequest } from './books.requests';

/** The period lock: nothing posts on or before its date (enforced once, in the ledger's command loop). */
@Controller('api/ledger/lock')
export class PeriodLockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'period-lock')
  @Get()
  show(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetPeriodLock(me));
  }

  @Can('edit', 'period-lock')
  @Put()
  lock(@CurrentPrincipal() me: Principal, @Body() body: PeriodLockRequest) {
    return this.commands.execute(new LockPeriod(me, body.lock_date));
  }
}
