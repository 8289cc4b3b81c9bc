import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { reportsRefusal } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDashboard } from './queries/get-dashboard.handler';

/** A chart's series name → the dashboard's monthly figure it plots. */
const SERIES = { invoices: 'sales', sales: 'sales', expenses: 'expenses' } as const;
type Series = keyof typeof SERIES;

/**
 * The dashboard's charts one series at a time (`dashboard/chartdata/…`): the monthly sales
 * (invoices) and expenses the dashboard sums from the ledger, so a chart and the dashboard agree.
 */
@Controller('api/dashboard/chartdata')
export class DashboardChartsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('show', 'dashboard')
  @Get('invoices')
  invoices(@CurrentPrincipal() me: Principal) {
    return this.series(me, 'invoices');
  }

  @Can('show', 'dashboard')
  @Get('expenses')
  expenses(@CurrentPrincipal() me: Principal) {
    return this.series(me, 'expenses');
  }

  /** One series named in the path: invoices (or sales) or expenses. */
  @Can('show', 'dashboard')
  @Get('sep/:series')
  separate(@CurrentPrincipal() me: Principal, @Param('series') series: string) {
    if (!Object.hasOwn(SERIES, series)) throw reportsRefusal.onField('series', 'chart-series');
    return this.series(me, series as Series);
  }

  private async series(me: Principal, series: Series) {
    const figure = SERIES[series];
    const { months } = await this.queries.execute(new GetDashboard(me));
    return months.map((m) => ({ month: m.month, amount: m[figure] }));
  }
}
