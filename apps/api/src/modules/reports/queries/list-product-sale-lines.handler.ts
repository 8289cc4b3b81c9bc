import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import type { ProductSaleLineView } from '@ginuma/domain';
import { SALE_FIGURES, saleMoves, type SalesPeriod } from '../product-sales-report';

export type ProductSaleLine = ProductSaleLineView;

/** The invoice events behind one product's sales row; NotFound for an unknown product. */
export class ListProductSaleLines extends Query<ProductSaleLine[]> {
  constructor(
    readonly me: Principal,
    readonly productId: string,
    readonly period: SalesPeriod,
  ) {
    super();
  }
}

@QueryHandler(ListProductSaleLines)
export class ListProductSaleLinesHandler implements IQueryHandler<ListProductSaleLines> {
  constructor(private readonly db: Database) {}

  async execute({ me, productId, period }: ListProductSaleLines): Promise<ProductSaleLine[]> {
    const [found] = await this.db.tx.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2`, [me.tenantId, productId]);
    if (!found) throw notFound();
    const rows = await this.db.tx.query<Omit<ProductSaleLine, 'event_id'> & { event_id: string }>(
      `WITH ${saleMoves('$5')}
       SELECT m.position::text AS event_id, m.stream, substr(m.stream, 9)::uuid AS invoice_id, m.code AS invoice_code, m.day::text AS date,
              CASE WHEN m.sign > 0 THEN 'sale' ELSE 'reversal' END AS kind,
              ${SALE_FIGURES}
         FROM moves m
        WHERE (m.l->>'productId')::uuid = $4 AND ($2::date IS NULL OR m.day >= $2) AND ($3::date IS NULL OR m.day <= $3)
        GROUP BY m.position, m.stream, m.code, m.day, m.sign ORDER BY m.day, m.position`,
      [me.tenantId, period.from, period.to, productId, period.knownAt],
    );
    return rows.map((r) => ({ ...r, event_id: Number(r.event_id) }));
  }
}
