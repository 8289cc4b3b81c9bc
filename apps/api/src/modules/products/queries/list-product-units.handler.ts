import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

export interface ProductUnitPick {
  id: string;
  name: string;
}

/** The workspace's active units of measure, by name: what a product form offers (`products/units`). */
export class ListProductUnits extends Query<ProductUnitPick[]> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(ListProductUnits)
export class ListProductUnitsHandler implements IQueryHandler<ListProductUnits> {
  constructor(private readonly db: Database) {}

  execute({ me }: ListProductUnits): Promise<ProductUnitPick[]> {
    return this.db.tx.query<ProductUnitPick>(
      `SELECT id, name FROM units WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY lower(name), id`,
      [me.tenantId],
    );
  }
}
