import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { stockLogSummary, type StockFilter, type StockLogSummary } from '../stock-queries';

/** The movements' totals in and out; for one product also its opening and closing quantity. */
export class SummarizeStockMovements extends Query<StockLogSummary> {
  constructor(
    readonly me: Principal,
    readonly filter: StockFilter,
  ) {
    super();
  }
}

@QueryHandler(SummarizeStockMovements)
export class SummarizeStockMovementsHandler implements IQueryHandler<SummarizeStockMovements> {
  constructor(private readonly db: Database) {}

  execute({ me, filter }: SummarizeStockMovements): Promise<StockLogSummary> {
    return stockLogSummary(this.db.tx, me.tenantId, filter);
  }
}
