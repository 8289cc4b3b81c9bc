import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Money } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { parseListQuery, type ListQuery } from '../../platform/listing/list-query';
import { setContentRange } from '../../platform/listing/content-range';
import { askedSort, exportKnownAt, reportDownload, type ReportQuestion } from '../../platform/export/report-export';
import type { SheetColumn } from '../../platform/export/xlsx';
import { ListStockLevels } from './queries/list-stock-levels.handler';
import { ListStockMovements } from './queries/list-stock-movements.handler';
import { SummarizeStockMovements } from './queries/summarize-stock-movements.handler';
import { LEVEL_SORTS, LOG_SORTS, stockFilterOf, type StockFilter } from './stock-queries';

const LEVEL_DEFAULT = { field: 'code', order: 'ASC' } as const;
const LOG_DEFAULT = { field: 'date', order: 'DESC' } as const;

const LEVEL_COLUMNS: readonly SheetColumn[] = [
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'name', header: 'Product', type: 'text' },
  { key: 'category_name', header: 'Category', type: 'text' },
  { key: 'unit_name', header: 'Unit', type: 'text' },
  { key: 'stock_level', header: 'Stock level', type: 'quantity' },
  { key: 'stock_quantity', header: 'On hand', type: 'quantity' },
  { key: 'average_cost', header: 'Average cost', type: 'money' },
  { key: 'stock_value', header: 'Value at cost', type: 'money' },
  { key: 'below_level', header: 'Below level', type: 'boolean' },
];

const LOG_COLUMNS: readonly SheetColumn[] = [
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'name', header: 'Product', type: 'text' },
  { key: 'source', header: 'Source', type: 'text' },
  { key: 'reference', header: 'Reference', type: 'text' },
  { key: 'transaction_type', header: 'Type', type: 'text' },
  { key: 'quantity_in', header: 'Quantity in', type: 'quantity' },
  { key: 'quantity_out', header: 'Quantity out', type: 'quantity' },
  { key: 'value_in', header: 'Value in', type: 'money' },
  { key: 'value_out', header: 'Value out', type: 'money' },
  { key: 'remark', header: 'Remark', type: 'text' },
];

/**
 * Stock levels (`/api/stocks`) and stock movements (`/api/stock-logs`), as of any business
 * date and, optionally, as known at a moment (the public `/stock-logs/stocks/balance` and
 * `/stock-logs/stocks/qty/filter` are aliases of the two, platform/http/route-aliases.ts).
 */
@Controller('api')
export class StocksController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'stock')
  @Get('stocks')
  async levels(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, Object.keys(LEVEL_SORTS), LEVEL_DEFAULT);
    const page = await this.queries.execute(new ListStockLevels(me, list, stockFilterOf(list, query)));
    setContentRange(res, 'stocks', { ...page, start: list.range?.start ?? 0 });
    return page.rows;
  }

  /** Quantities are not summed (products differ in units); values at cost are. */
  @Can('export', 'stock')
  @Get('stocks/export')
  async levelsExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const list = everyRow(parseListQuery(query, Object.keys(LEVEL_SORTS), LEVEL_DEFAULT));
    const filter = knownNow(stockFilterOf(list, query));
    const { rows } = await this.queries.execute(new ListStockLevels(me, list, filter));
    const totals = { code: 'Total', stock_value: Money.sum(rows.map((r) => r.stock_value)).toFixed() };
    return reportDownload(me, stockQuestion('Stock levels', '/api/stocks', filter, list), `stock-${filter.asOf ?? 'now'}`, {
      title: 'Stock levels',
      columns: LEVEL_COLUMNS,
      rows,
      totals,
    });
  }

  @Can('list', 'stock')
  @Get('stock-logs')
  async logs(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, Object.keys(LOG_SORTS), LOG_DEFAULT);
    const page = await this.queries.execute(new ListStockMovements(me, list, stockFilterOf(list, query)));
    setContentRange(res, 'stock-logs', { ...page, start: list.range?.start ?? 0 });
    return page.rows;
  }

  @Can('list', 'stock')
  @Get('stock-logs/summary')
  async logSummary(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const list = everyRow(parseListQuery(query, Object.keys(LOG_SORTS), LOG_DEFAULT));
    return this.queries.execute(new SummarizeStockMovements(me, stockFilterOf(list, query)));
  }

  /** Values in and out are summed; quantities only for one product (one unit). */
  @Can('export', 'stock')
  @Get('stock-logs/export')
  async logsExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const list = everyRow(parseListQuery(query, Object.keys(LOG_SORTS), LOG_DEFAULT));
    const filter = knownNow(stockFilterOf(list, query));
    const { rows } = await this.queries.execute(new ListStockMovements(me, list, filter));
    const sheetRows = rows.map((r) => ({
      ...r,
      quantity_in: r.transaction_type === 'in' ? r.quantity : null,
      quantity_out: r.transaction_type === 'out' ? r.quantity : null,
      value_in: r.transaction_type === 'in' ? r.value : null,
      value_out: r.transaction_type === 'out' ? r.value : null,
    }));
    const summary = await this.queries.execute(new SummarizeStockMovements(me, filter));
    const totals = {
      code: 'Total',
      value_in: summary.in_value,
      value_out: summary.out_value,
      ...(filter.productId ? { quantity_in: summary.in_quantity, quantity_out: summary.out_quantity } : {}),
    };
    return reportDownload(me, stockQuestion('Stock movements', '/api/stock-logs', filter, list), 'stock-movements', {
      title: 'Stock movements',
      columns: LOG_COLUMNS,
      rows: sheetRows,
      totals,
    });
  }
}

function everyRow(list: ListQuery): ListQuery {
  return { ...list, range: null };
}

/** An export reads as known at a resolved instant, the moment of export by default. */
function knownNow(filter: StockFilter): StockFilter & { knownAt: string } {
  return { ...filter, knownAt: exportKnownAt(filter.knownAt) };
}

function stockQuestion(report: string, path: string, filter: StockFilter & { knownAt: string }, list: ListQuery): ReportQuestion {
  return {
    report,
    path,
    asOf: filter.asOf,
    from: filter.from,
    to: filter.to,
    knownAt: filter.knownAt,
    filters: {
      q: filter.q,
      product_id: filter.productId,
      category_id: filter.categoryId,
      transaction_type: filter.transactionType,
      source: filter.source,
      below_level: filter.belowLevel ? 'true' : undefined,
      sort: askedSort(list),
    },
  };
}
