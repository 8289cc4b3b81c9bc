import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { ListQuery } from '../../../platform/listing/list-query';
import { stockLevels, type StockFilter, type StockLevelRow } from '../stock-queries';

export interface StockLevelsPage {
  rows: StockLevelRow[];
  total: number;
}

/** Stockable, live products with their quantity and value at cost as of the filter's date. */
export class ListStockLevels extends Query<StockLevelsPage> {
  constructor(
    readonly me: Principal,
    readonly list: ListQuery,
    readonly filter: StockFilter,
  ) {
    super();
  }
}

@QueryHandler(ListStockLevels)
export class ListStockLevelsHandler implements IQueryHandler<ListStockLevels> {
  constructor(private readonly db: Database) {}

  execute({ me, list, filter }: ListStockLevels): Promise<StockLevelsPage> {
    return stockLevels(this.db.tx, me.tenantId, list, filter);
  }
}
