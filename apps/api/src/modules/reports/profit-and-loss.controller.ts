import { Controller, Get, Query } from '@nestjs/common';
import { isCalendarDate, PROFIT_AND_LOSS_ACCOUNTS, profitAndLoss, type ExpenseCategoryInfo, type PeriodMovement, type ProfitLossStatement } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { ValidationFailed } from '../../platform/http/app-errors';
import { sheetDownload } from '../../platform/export/xlsx';
import { businessDate } from '../../platform/records/record-ledger';
import { parseTimeAxes, text } from '../ledger/ledger-query';

interface Period {
  from: string;
  to: string;
  knownAt?: string;
}

const SECTION_TITLES = { income: 'Income', cost_of_sales: 'Cost of sales', operating_expenses: 'Operating expenses' } as const;
const LINE_TITLES: Record<string, string> = {
  sales: 'Sales',
  discounts: 'Discounts',
  invoice_parameters: 'Invoice parameters',
  other_income: 'Other income',
  stock_sold: 'Cost of stock sold',
};

/**
 * The profit and loss report (spec §2 reports/profit_and_lost, §7 reports/profitLost): a
 * period's income and costs summed from the ledger, on both time axes, behind the
 * `report_profit_and_loss` sub-flag.
 */
@Controller('api/reports')
export class ProfitAndLossController {
  constructor(private readonly db: Database) {}

  @Can('list', 'reports', { report: 'report_profit_and_loss' })
  @Get(['profitLost', 'profit_and_loss'])
  async statement(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const period = await this.period(me, query);
    return { from: period.from, to: period.to, known_at: period.knownAt ?? null, ...(await this.compute(me, period)) };
  }

  @Can('export', 'reports', { report: 'report_profit_and_loss' })
  @Get(['profitLost/export', 'profit_and_loss/export'])
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const period = await this.period(me, query);
    const statement = await this.compute(me, period);
    const rows: { section: string; line: string; amount: string }[] = statement.sections.flatMap((section) => [
      ...section.lines.map((line) => ({ section: SECTION_TITLES[section.key], line: line.name ?? LINE_TITLES[line.key] ?? line.key, amount: line.amount })),
      { section: SECTION_TITLES[section.key], line: `Total ${SECTION_TITLES[section.key].toLowerCase()}`, amount: section.total },
    ]);
    rows.push({ section: '', line: 'Gross profit', amount: statement.gross_profit });
    return sheetDownload(
      `profit-and-loss-${period.from}-${period.to}`,
      `Profit and loss ${period.from} to ${period.to}`,
      [
        { key: 'section', header: 'Section', type: 'text' },
        { key: 'line', header: 'Line', type: 'text' },
        { key: 'amount', header: 'Amount', type: 'money' },
      ],
      rows,
      { section: '', line: 'Net profit', amount: statement.net_profit },
    );
  }

  private async compute(me: Principal, period: Period): Promise<ProfitLossStatement> {
    // The daily balances answer by business date; what was known at T needs the postings themselves.
    const movements = period.knownAt
      ? await this.db.tx.query<PeriodMovement>(
          `SELECT p.account, coalesce(p.party, '') AS party, sum(p.debit)::numeric(20,2)::text AS debit, sum(p.credit)::numeric(20,2)::text AS credit
             FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
            WHERE p.tenant_id = $1 AND e.tenant_id = $1 AND p.account = ANY($2) AND p.commodity IS NULL
              AND e.occurred_on BETWEEN $3 AND $4 AND e.recorded_at <= $5::timestamptz
            GROUP BY p.account, coalesce(p.party, '')`,
          [me.tenantId, PROFIT_AND_LOSS_ACCOUNTS, period.from, period.to, period.knownAt],
        )
      : await this.db.tx.query<PeriodMovement>(
          `SELECT account, party, sum(debit)::numeric(20,2)::text AS debit, sum(credit)::numeric(20,2)::text AS credit
             FROM ledger_balance_daily
            WHERE tenant_id = $1 AND account = ANY($2) AND commodity = '' AND occurred_on BETWEEN $3 AND $4
            GROUP BY account, party`,
          [me.tenantId, PROFIT_AND_LOSS_ACCOUNTS, period.from, period.to],
        );
    const categories = await this.db.tx.query<ExpenseCategoryInfo>(`SELECT id, name, type FROM expense_categories WHERE tenant_id = $1`, [me.tenantId]);
    return profitAndLoss(movements, categories);
  }

  private async period(me: Principal, query: Record<string, unknown>): Promise<Period> {
    const today = await businessDate(this.db.tx, me);
    const from = text(query.from) ?? `${today.slice(0, 8)}01`;
    const to = text(query.to) ?? today;
    const errors: Record<string, string[]> = {};
    if (!isCalendarDate(from)) errors.from = ['The from date must be a date in the form YYYY-MM-DD.'];
    if (!isCalendarDate(to)) errors.to = ['The to date must be a date in the form YYYY-MM-DD.'];
    else if (isCalendarDate(from) && to < from) errors.to = ['The to date must be a date after or equal to from.'];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return { from, to, knownAt: parseTimeAxes({ known_at: query.known_at }).knownAt };
  }
}
