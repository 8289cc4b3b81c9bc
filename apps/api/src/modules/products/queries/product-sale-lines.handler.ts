import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { NotFound } from '../../../platform/http/app-errors';
import { productExists, productSaleLines, type ProductSaleLine } from '../product-rows';

/**
 * One product's sales behind its report row: each confirmation and reversal of an invoice
 * that sold it, with the reversal's figures negated, so the lines add up to the row.
 */
export class ProductSaleLines extends Query<ProductSaleLine[]> {
  constructor(
    readonly me: Principal,
    readonly productId: string,
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}

@QueryHandler(ProductSaleLines)
export class ProductSaleLinesHandler implements IQueryHandler<ProductSaleLines> {
  constructor(private readonly db: Database) {}

  async execute({ me, productId, from, to }: ProductSaleLines): Promise<ProductSaleLine[]> {
    if (!(await productExists(this.db.tx, me.tenantId, productId, { live: false }))) throw new NotFound();
    return productSaleLines(this.db.tx, me.tenantId, productId, from, to);
  }
}
