import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { addCalendarDays, calendarQuarter } from '@ginuma/domain';
import { Can } from '../../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../../platform/auth/current-principal.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { exportKnownAt, reportDownload } from '../../../platform/export/report-export';
import { GetBusinessDate } from '../queries/get-business-date.handler';
import { GetSscl } from './queries/get-sscl.handler';
import { taxPeriod, type TaxPeriod } from './tax-period';

/** The Social Security Contribution Levy of a period, quarter by quarter, and its workbook. */
@Controller('api/reports/sscl')
export class SsclController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'sscl')
  @Get()
  async show(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new GetSscl(me, await this.period(me, query)));
  }

  @Can('export', 'sscl')
  @Get('export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = await this.period(me, query);
    const period = { ...asked, knownAt: exportKnownAt(asked.knownAt) };
    const answer = await this.queries.execute(new GetSscl(me, period));
    const question = { report: 'SSCL', path: '/api/reports/sscl', from: period.from, to: period.to, knownAt: period.knownAt };
    return reportDownload(me, question, `sscl-${period.from}-${period.to}`, {
      title: `SSCL ${period.from} to ${period.to}`,
      columns: [
        { key: 'quarter', header: 'Quarter', type: 'text' },
        { key: 'from', header: 'From', type: 'date' },
        { key: 'to', header: 'To', type: 'date' },
        { key: 'turnover', header: 'Turnover', type: 'money' },
        { key: 'share', header: 'Liable share (%)', type: 'number' },
        { key: 'liableTurnover', header: 'Liable turnover', type: 'money' },
        { key: 'levy', header: `SSCL (${answer.rate}%)`, type: 'money' },
      ],
      rows: answer.quarters.map((quarter) => ({ ...quarter, share: answer.liable_share })),
      totals: { quarter: 'Total', ...answer.totals },
    });
  }

  /** `from` and `to` default to the last quarter that has ended. */
  private async period(me: Principal, query: Record<string, unknown>): Promise<TaxPeriod> {
    const today = await this.queries.execute(new GetBusinessDate(me));
    const last = calendarQuarter(addCalendarDays(calendarQuarter(today).from, -1));
    return taxPeriod(query, last);
  }
}
