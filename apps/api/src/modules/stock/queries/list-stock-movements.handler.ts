import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { ListQuery } from '../../../platform/listing/list-query';
import { stockLogs, type StockFilter, type StockLogRow } from '../stock-queries';

export interface StockMovementsPage {
  rows: StockLogRow[];
  total: number;
}

/** The stock log: each movement in or out of a product, from the ledger's stock postings. */
export class ListStockMovements extends Query<StockMovementsPage> {
  constructor(
    readonly me: Principal,
    readonly list: ListQuery,
    readonly filter: StockFilter,
  ) {
    super();
  }
}

@QueryHandler(ListStockMovements)
export class ListStockMovementsHandler implements IQueryHandler<ListStockMovements> {
  constructor(private readonly db: Database) {}

  execute({ me, list, filter }: ListStockMovements): Promise<StockMovementsPage> {
    return stockLogs(this.db.tx, me.tenantId, list, filter);
  }
}
