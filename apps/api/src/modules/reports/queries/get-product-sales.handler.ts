import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { ProductSaleView } from '@ginuma/domain';
import { SALE_FIGURES, saleMoves, type SalesPeriod } from '../product-sales-report';

export type ProductSalesRow = ProductSaleView;

/** Each product's quantity, revenue, cost and profit sold in a period, by code. */
export class GetProductSales extends Query<ProductSalesRow[]> {
  constructor(
    readonly me: Principal,
    readonly period: SalesPeriod,
  ) {
    super();
  }
}

@QueryHandler(GetProductSales)
export class GetProductSalesHandler implements IQueryHandler<GetProductSales> {
  constructor(private readonly db: Database) {}

  execute({ me, period }: GetProductSales): Promise<ProductSalesRow[]> {
    return this.db.tx.query<ProductSalesRow>(
      `WITH ${saleMoves('$4')}
       SELECT p.id AS product_id, p.code, p.name, ${SALE_FIGURES}
         FROM moves m JOIN products p ON p.tenant_id = $1 AND p.id = (m.l->>'productId')::uuid
        WHERE ($2::date IS NULL OR m.day >= $2) AND ($3::date IS NULL OR m.day <= $3)
        GROUP BY p.id, p.code, p.name ORDER BY p.code`,
      [me.tenantId, period.from, period.to, period.knownAt],
    );
  }
}
