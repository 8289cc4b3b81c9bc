import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

/** Suppliers for a picker: every active one by name (`all`), or the five newest (`latest`). */
export class SupplierPicks extends Query<Record<string, unknown>[]> {
  constructor(
    readonly me: Principal,
    readonly which: 'all' | 'latest',
  ) {
    super();
  }
}

@QueryHandler(SupplierPicks)
export class SupplierPicksHandler implements IQueryHandler<SupplierPicks> {
  constructor(private readonly db: Database) {}

  execute({ me, which }: SupplierPicks): Promise<Record<string, unknown>[]> {
    return which === 'all'
      ? this.db.tx.query(
          `SELECT id, name, type, contact_person FROM suppliers WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY lower(name)`,
          [me.tenantId],
        )
      : this.db.tx.query(
          `SELECT id, name, type, contact_person, created_at FROM suppliers WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 5`,
          [me.tenantId],
        );
  }
}
