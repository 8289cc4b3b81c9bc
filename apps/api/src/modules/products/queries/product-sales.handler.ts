import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { productSales, type ProductSale } from '../product-rows';

/**
 * Product sales for a period, read from the ledger's invoice events: each confirmed line
 * counts on its invoice's date, and a reversal takes it back on the reversal's date, so a
 * period's figures never change after the fact (except by a back-dated event).
 */
export class ProductSales extends Query<ProductSale[]> {
  constructor(
    readonly me: Principal,
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}

@QueryHandler(ProductSales)
export class ProductSalesHandler implements IQueryHandler<ProductSales> {
  constructor(private readonly db: Database) {}

  execute({ me, from, to }: ProductSales): Promise<ProductSale[]> {
    return productSales(this.db.tx, me.tenantId, from, to);
  }
}
