import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SUPPLIER_TYPES } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { onCollection } from '../../platform/http/collection-routes';
import { SupplierPicks } from './queries/supplier-picks.handler';

/** The supplier calls that pickers need beyond the record list. */
@Controller('api/suppliers')
export class SuppliersController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'suppliers')
  @Get(onCollection('types'))
  types() {
    return SUPPLIER_TYPES.map((type) => ({ id: type, name: type }));
  }

  /** Every active supplier, by name, for a picker. */
  @Can('list', 'suppliers')
  @Get(onCollection('getall'))
  all(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new SupplierPicks(me, 'all'));
  }

  @Can('list', 'suppliers')
  @Get('get/latest')
  latest(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new SupplierPicks(me, 'latest'));
  }
}
