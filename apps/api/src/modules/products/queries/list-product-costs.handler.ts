import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { productCosts, productExists, type CostEntry } from '../product-rows';

/** A live product's cost history, newest first (products/costing). */
export class ListProductCosts extends Query<CostEntry[]> {
  constructor(
    readonly me: Principal,
    readonly productId: string,
  ) {
    super();
  }
}

@QueryHandler(ListProductCosts)
export class ListProductCostsHandler implements IQueryHandler<ListProductCosts> {
  constructor(private readonly db: Database) {}

  async execute({ me, productId }: ListProductCosts): Promise<CostEntry[]> {
    if (!(await productExists(this.db.tx, me.tenantId, productId, { live: true }))) throw notFound();
    return productCosts(this.db.tx, me.tenantId, productId);
  }
}
