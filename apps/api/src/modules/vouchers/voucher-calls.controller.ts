import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EXPENSE_CATEGORY_TYPES, recordResource, type RecordResource } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { notFound } from '../../platform/http/app-errors';
import { onCollection } from '../../platform/http/collection-routes';
import { ListRows } from '../../platform/listing/queries/list-rows.handler';
import { listResourceOf } from '../../platform/records/record-store';
import { VOUCHER_DOCUMENT } from './voucher-document-kind';
import { VOUCHER_LIST } from './voucher-rows';
import { GetRecord } from '../../platform/records/queries/get-record.handler';
import type { VoucherView } from './voucher-view';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The voucher reads of the public API beside the editor's: one voucher's expense lines, the expense
 * types, and the active expense categories a voucher can charge (`vouchers/-/expenses`).
 */
@Controller('api')
export class VoucherCallsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('show', 'vouchers')
  @Get('voucher-expenses/get/expense/:id')
  async expenses(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return ((await this.queries.execute(new GetDocument(me, VOUCHER_DOCUMENT, voucherId))) as VoucherView).expenses;
  }

  /** A supplier's standing vouchers, newest first: what the workspace paid them. */
  @Can('show', 'suppliers')
  @Get('suppliers/get/expense/:id')
  async supplierVouchers(@CurrentPrincipal() me: Principal, @Param('id', id) supplierId: string) {
    await this.queries.execute(new GetRecord(me, recordResource('suppliers') as RecordResource, supplierId));
    const list = { sort: VOUCHER_LIST.defaultSort, range: null, filter: { extra: { supplier_id: supplierId } } };
    return (await this.queries.execute(new ListRows(me, VOUCHER_LIST, list, false))).rows;
  }

  @Can('list', 'vouchers')
  @Get('voucher-expenses/types')
  types() {
    return EXPENSE_CATEGORY_TYPES.map((type) => ({ id: type, name: type }));
  }

  /** Every active expense category by name: what a voucher's lines can be charged to. */
  @Can('create', 'vouchers')
  @Get(`vouchers/${onCollection('expenses')}`)
  async categories(@CurrentPrincipal() me: Principal) {
    const categories = recordResource('expenses-categories') as RecordResource;
    const list = { sort: { field: 'name', order: 'ASC' as const }, range: null, filter: { status: '1', extra: {} } };
    return (await this.queries.execute(new ListRows(me, listResourceOf(categories), list, false))).rows;
  }
}
