import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isCalendarDate, ledgerQueryRefusal, validationRefusal, type FieldErrors, type ProfitAndLossView } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed } from '../../platform/http/app-errors';
import { exportKnownAt, reportDownload } from '../../platform/export/report-export';
import { parseTimeAxes, text } from '../ledger/ledger-query';
import { PROFIT_AND_LOSS_LABELS, profitAndLossLineName } from './profit-and-loss.labels';
import { GetBusinessDate } from './queries/get-business-date.handler';
import { GetProfitAndLoss, type ProfitAndLossPeriod } from './queries/get-profit-and-loss.handler';

const LABELS = PROFIT_AND_LOSS_LABELS.en;

/**
 * The profit and loss report (screen `reports/profit_and_lost`, call `reports/profitLost`; both spelled so): a
 * period's income and costs summed from the ledger, on both time axes, behind the
 * `report_profit_and_loss` sub-flag.
 */
@Controller('api/reports')
export class ProfitAndLossController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'reports', { report: 'report_profit_and_loss' })
  @Get('profit_and_loss')
  async statement(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<ProfitAndLossView> {
    const period = await this.period(me, query);
    return { from: period.from, to: period.to, known_at: period.knownAt ?? null, ...(await this.queries.execute(new GetProfitAndLoss(me, period))) };
  }

  @Can('export', 'reports', { report: 'report_profit_and_loss' })
  @Get('profit_and_loss/export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = await this.period(me, query);
    const period = { ...asked, knownAt: exportKnownAt(asked.knownAt) };
    const statement = await this.queries.execute(new GetProfitAndLoss(me, period));
    const rows: { section: string; line: string; amount: string }[] = statement.sections.flatMap((section) => [
      ...section.lines.map((line) => ({ section: LABELS.sections[section.key], line: profitAndLossLineName(LABELS, line), amount: line.amount })),
      { section: LABELS.sections[section.key], line: LABELS.totals[section.key], amount: section.total },
    ]);
    rows.push({ section: '', line: LABELS.grossProfit, amount: statement.gross_profit });
    const question = { report: 'Profit and loss', path: '/api/reports/profit_and_loss', from: period.from, to: period.to, knownAt: period.knownAt };
    return reportDownload(me, question, `profit-and-loss-${period.from}-${period.to}`, {
      title: `Profit and loss ${period.from} to ${period.to}`,
      columns: [
        { key: 'section', header: 'Section', type: 'text' },
        { key: 'line', header: 'Line', type: 'text' },
        { key: 'amount', header: 'Amount', type: 'money' },
      ],
      rows,
      totals: { section: '', line: LABELS.netProfit, amount: statement.net_profit },
    });
  }

  private async period(me: Principal, query: Record<string, unknown>): Promise<ProfitAndLossPeriod> {
    const today = await this.queries.execute(new GetBusinessDate(me));
    const from = text(query.from) ?? `${today.slice(0, 8)}01`;
    const to = text(query.to) ?? today;
    const errors: FieldErrors = {};
    if (!isCalendarDate(from)) errors.from = [validationRefusal.field('date', { label: 'from date' })];
    if (!isCalendarDate(to)) errors.to = [validationRefusal.field('date', { label: 'to date' })];
    else if (isCalendarDate(from) && to < from) errors.to = [ledgerQueryRefusal.field('to-date-before-from')];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { from, to, knownAt: parseTimeAxes({ known_at: query.known_at }).knownAt };
  }
}
