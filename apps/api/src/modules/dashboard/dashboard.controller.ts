import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDashboard, type DashboardFigures } from './queries/get-dashboard.handler';

@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Can('show', 'dashboard')
  @Get()
  figures(@CurrentPrincipal() me: Principal): Promise<DashboardFigures> {
    return this.queries.execute(new GetDashboard(me));
  }
}
