import { Controller, Get } from '@nestjs/common';
import { SUPPLIER_TYPES } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';

/** The supplier calls of spec §7 that pickers need beyond the record list. */
@Controller('api/suppliers')
export class SuppliersController {
  constructor(private readonly db: Database) {}

  @Can('list', 'suppliers')
  @Get('types')
  types() {
    return SUPPLIER_TYPES.map((type) => ({ id: type, name: type }));
  }

  /** Every active supplier, by name, for a picker. */
  @Can('list', 'suppliers')
  @Get('getall')
  all(@CurrentPrincipal() me: Principal) {
    return this.db.tx.query(
      `SELECT id, name, type, contact_person FROM suppliers WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY lower(name)`,
      [me.tenantId],
    );
  }

  @Can('list', 'suppliers')
  @Get('get/latest')
  latest(@CurrentPrincipal() me: Principal) {
    return this.db.tx.query(
      `SELECT id, name, type, contact_person, created_at FROM suppliers WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 5`,
      [me.tenantId],
    );
  }
}
