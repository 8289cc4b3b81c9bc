import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PayablesAgingReport } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { exportKnownAt, reportDownload } from '../../platform/export/report-export';
import { parseTimeAxes } from '../ledger/ledger-query';
import { PAYABLES_AGING_COLUMNS } from './payables-aging';
import { GetPayablesAging } from './queries/get-payables-aging.handler';

/** What the business owes its suppliers, aged by days past the bills' due dates, on both time axes. */
@Controller('api/reports')
export class PayablesAgingController {
  constructor(private readonly queries: QueryBus) {}

  /** One row per supplier with something owed on `as_of` (default today) as known at `known_at` (default now), and the totals. */
  @Can('list', 'reports')
  @Get('payables_aging')
  report(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<PayablesAgingReport> {
    return this.queries.execute(new GetPayablesAging(me, parseTimeAxes(query)));
  }

  /** The report as .xlsx, with the question it answered (its `known_at` fixed to the moment of export when not asked). */
  @Can('export', 'reports')
  @Get('payables_aging/export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const axes = parseTimeAxes(query);
    const knownAt = exportKnownAt(axes.knownAt);
    const report = await this.queries.execute(new GetPayablesAging(me, { ...axes, knownAt }));
    const question = { report: 'Payables aging', path: '/api/reports/payables_aging', asOf: report.as_of, knownAt };
    return reportDownload(me, question, `payables-aging-${report.as_of}`, {
      title: `Payables aging ${report.as_of}`,
      columns: PAYABLES_AGING_COLUMNS,
      rows: report.rows.map((row) => ({ ...row })),
      totals: { ...report.totals, supplier: 'Total' },
    });
  }
}
