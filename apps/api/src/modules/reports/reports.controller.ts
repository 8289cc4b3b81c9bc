import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import { isId, validationRefusal } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { parseListQuery } from '../../platform/listing/list-query';
import { setContentRange } from '../../platform/listing/content-range';
import { askedSort, exportKnownAt, reportDownload } from '../../platform/export/report-export';
import { invalid } from '../../platform/http/app-errors';
import { parseTimeAxes, text } from '../ledger/ledger-query';
import { OUTSTANDING_COLUMNS, OUTSTANDING_SORTABLE, type OutstandingAsked } from './outstanding-report';
import { GetOutstandingReport } from './queries/get-outstanding-report.handler';
import { GetOutstandingTotals } from './queries/get-outstanding-totals.handler';

const DEFAULT_SORT = { field: 'date', order: 'ASC' } as const;

/**
 * Reports read the ledger's projections; each has its own sub-flag on the workspace
 * (e.g. `report_outstanding`) beside the report module the guard checks.
 */
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The payment outstanding report (paid, refund, aging buckets, total due per invoice): `as_of` (default today), `known_at`,
   * `customer_id`, as query parameters or in the list filter. Without `range`, every row.
   */
  @Can('list', 'reports', { report: 'report_outstanding' })
  @Get('payment_outstanding')
  async outstanding(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const asked = askedOf(query);
    const list = parseListQuery(query.range === undefined ? { ...query, noPagination: 'true' } : query, OUTSTANDING_SORTABLE, DEFAULT_SORT);
    const { rows, totals } = await this.queries.execute(new GetOutstandingReport(me, asked, list));
    setContentRange(res, 'payment_outstanding', { rows, total: totals.count, start: list.range?.start ?? 0 });
    return rows;
  }

  /** The totals row over every outstanding invoice (not just the page). */
  @Can('list', 'reports', { report: 'report_outstanding' })
  @Get('payment_outstanding/summary')
  async outstandingSummary(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new GetOutstandingTotals(me, askedOf(query)));
  }

  @Can('export', 'reports', { report: 'report_outstanding' })
  @Get('payment_outstanding/export')
  async outstandingExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = askedOf(query);
    const knownAt = exportKnownAt(asked.knownAt);
    const list = parseListQuery({ ...query, noPagination: 'true' }, OUTSTANDING_SORTABLE, DEFAULT_SORT);
    const { asOf, rows, totals } = await this.queries.execute(new GetOutstandingReport(me, { ...asked, knownAt }, list));
    const question = { report: 'Payment outstanding', path: '/api/reports/payment_outstanding', asOf, knownAt, filters: { customer_id: asked.customerId, sort: askedSort(list) } };
    return reportDownload(me, question, `payment-outstanding-${asOf}`, {
      title: `Outstanding ${asOf}`,
      columns: OUTSTANDING_COLUMNS,
      rows,
      totals: { ...totals, code: 'Total' },
    });
  }
}

/** `as_of`, `known_at` and `customer_id`, as query parameters or in the list filter. */
function askedOf(query: Record<string, unknown>): OutstandingAsked {
  const filter = filterOf(query.filter);
  const merged = { as_of: query.as_of ?? filter.as_of, known_at: query.known_at ?? filter.known_at };
  const axes = parseTimeAxes(merged);
  const customerId = text(query.customer_id ?? filter.customer_id);
  if (customerId !== undefined && !isId(customerId)) throw invalid('customer_id', validationRefusal.field('choice', { label: 'customer' }));
  return { asOf: axes.asOf, knownAt: axes.knownAt, customerId };
}

// The list filter arrives as JSON; parseListQuery validates its shape, this only picks keys.
function filterOf(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
