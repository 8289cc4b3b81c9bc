import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { EXPENSE_CATEGORY_TYPES, PAGE_SIZES, recordResource, type RecordResource } from '@ginuma/domain';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { notFound } from '../http/app-errors';
import { onCollection } from '../http/collection-routes';
import type { ListQuery } from '../listing/list-query';
import { ListRows } from '../listing/queries/list-rows.handler';
import { GetRecord } from './queries/get-record.handler';
import { listResourceOf } from './record-store';
import { SEARCH_ROWS, SearchRequest, searchText } from './search';

export class TypeChoice {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const LATEST_ROWS = 5;

const choices = (values: readonly string[]): TypeChoice[] => values.map((value) => ({ id: value, name: value }));

/**
 * The record calls that pickers and forms make beside the list: searches (POST with
 * the text in the body, as the public API has them), type lists, a product's newest and deleted rows.
 * Each is the shared list query (ListRows) or GetRecord over the record resource's own
 * description, so a search finds what the list's search box finds. The type lists are the
 * collections' own (`taxes/-/types`, collection-routes.ts).
 */
@Controller('api')
export class RecordLookupsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Can('list', 'products')
  @Post('products/search/product')
  @HttpCode(200)
  searchProducts(@CurrentPrincipal() me: Principal, @Body() body: SearchRequest) {
    return this.search(me, 'products', body, false);
  }

  /** Deleted products too: an old invoice's line still names one. */
  @Can('list', 'products')
  @Post('products/search/product/withTrashed')
  @HttpCode(200)
  searchProductsWithTrashed(@CurrentPrincipal() me: Principal, @Body() body: SearchRequest) {
    return this.search(me, 'products', body, true);
  }

  @Can('list', 'suppliers')
  @Post('suppliers/search/supplier')
  @HttpCode(200)
  searchSuppliers(@CurrentPrincipal() me: Principal, @Body() body: SearchRequest) {
    return this.search(me, 'suppliers', body, false);
  }

  @Can('list', 'customers')
  @Post('customers/search/customer')
  @HttpCode(200)
  searchCustomers(@CurrentPrincipal() me: Principal, @Body() body: SearchRequest) {
    return this.search(me, 'customers', body, false);
  }

  @Can('list', 'products')
  @Get('products/get/latest')
  latestProducts(@CurrentPrincipal() me: Principal) {
    return this.rows(me, resourceNamed('products'), { field: 'created_at', order: 'DESC' }, LATEST_ROWS, undefined, false);
  }

  /** A product live or deleted (GET /products/:id answers the same; the public API has both). */
  @Can('show', 'products')
  @Get('products/:id/withTrashed')
  productWithTrashed(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string) {
    return this.queries.execute(new GetRecord(me, resourceNamed('products'), productId));
  }

  /** The active taxes an invoice may add, and whether there are any (the form hides its tax picker otherwise). */
  @Can('list', 'taxes')
  @Get(`taxes/${onCollection('check-taxes')}`)
  async checkTaxes(@CurrentPrincipal() me: Principal) {
    const taxes = resourceNamed('taxes');
    const rows = await this.rows(me, taxes, taxes.defaultSort, 1000, undefined, false, '1');
    return { has_taxes: rows.length > 0, taxes: rows };
  }

  /** A tax is a percentage of the taxable amount; the tax form still asks for the list. */
  @Can('list', 'taxes')
  @Get(`taxes/${onCollection('types')}`)
  taxTypes(): TypeChoice[] {
    return [{ id: 'percentage', name: 'Percentage' }];
  }

  /** A parameter adds to the invoice when positive and deducts when negative (its posting rule). */
  @Can('list', 'invoice-parameters')
  @Get(`invoice-parameters/${onCollection('types')}`)
  parameterTypes(): TypeChoice[] {
    return [
      { id: 'addition', name: 'Addition' },
      { id: 'deduction', name: 'Deduction' },
    ];
  }

  @Can('list', 'expense-categories')
  @Get(`expenses-categories/${onCollection('types')}`)
  expenseCategoryTypes(): TypeChoice[] {
    return choices(EXPENSE_CATEGORY_TYPES);
  }

  /** A template's page sizes: the choice its form offers. */
  @Can('list', 'invoice-templates')
  @Get(`invoice-templates/${onCollection('types')}`)
  templateTypes(): TypeChoice[] {
    return choices(PAGE_SIZES);
  }

  /** Every active expense category, each with its sub-categories: what an expense can be charged to. */
  @Can('list', 'expense-categories')
  @Get(`expenses-categories/${onCollection('expenses')}`)
  async expenseCategories(@CurrentPrincipal() me: Principal) {
    const categories = await this.rows(me, resourceNamed('expenses-categories'), { field: 'name', order: 'ASC' }, 1000, undefined, false, '1');
    const subs = await this.rows(me, resourceNamed('expenses-sub-categories'), { field: 'name', order: 'ASC' }, 1000, undefined, false, '1');
    return categories.map((category) => ({ ...category, sub_categories: subs.filter((sub) => sub.category_id === category.id) }));
  }

  private search(me: Principal, name: string, body: SearchRequest, withDeleted: boolean) {
    const resource = resourceNamed(name);
    return this.rows(me, resource, resource.defaultSort, SEARCH_ROWS, searchText(body), withDeleted);
  }

  private async rows(me: Principal, resource: RecordResource, sort: ListQuery['sort'], limit: number, q: string | undefined, withDeleted: boolean, status?: string) {
    const list: ListQuery = { sort, range: { start: 0, end: limit - 1 }, filter: { q, status, extra: {} } };
    const live = await this.queries.execute(new ListRows(me, listResourceOf(resource), list, false));
    if (!withDeleted) return live.rows;
    const deleted = await this.queries.execute(new ListRows(me, listResourceOf(resource), list, true));
    return [...live.rows, ...deleted.rows].slice(0, limit);
  }
}

function resourceNamed(name: string): RecordResource {
  const resource = recordResource(name);
  if (!resource) throw new Error(`No record resource ${name}`);
  return resource;
}
