import { ApiBody } from '@nestjs/swagger';
import { fieldsRequestClass, fieldValues } from '../../platform/records/record-requests';
import { BodyOf } from '../../platform/http/request-params';
import { BarcodeRequest } from './product.requests';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { isCalendarDate, Money, STOCK_TRANSACTION_TYPES, validationRefusal, type FieldSpec } from '@ginuma/domain';
import { reportDownload, exportKnownAt } from '../../platform/export/report-export';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid, notFound } from '../../platform/http/app-errors';
import { onCollection } from '../../platform/http/collection-routes';
import { GetProductSales } from '../reports/queries/get-product-sales.handler';
import { ListProductSaleLines } from '../reports/queries/list-product-sale-lines.handler';
import type { SalesPeriod } from '../reports/product-sales-report';
import { parseTimeAxes } from '../ledger/ledger-query';
import type { CostValues } from './product-rows';
import { AddProductCost } from './commands/add-product-cost.handler';
import { UpdateProductCost } from './commands/update-product-cost.handler';
import { DeleteProductCost } from './commands/delete-product-cost.handler';
import { ListProductCosts } from './queries/list-product-costs.handler';
import { ListProductUnits } from './queries/list-product-units.handler';
import { ProductBarcode } from './queries/product-barcode.handler';
import { BarcodeLabels } from './queries/barcode-labels.handler';
import { download } from '../../platform/http/download';

export { SELECT_A_PRODUCT } from '@ginuma/domain';
export const BARCODE_PRINT_DENIED = 'You do not have permission to print barcodes.';
const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

const COST_FIELDS: FieldSpec[] = [
  { name: 'effective_on', label: 'date', required: true, rule: { type: 'date' } },
  { name: 'unit_cost', label: 'unit cost', required: true, rule: { type: 'money' } },
  { name: 'note', label: 'note', rule: { type: 'text', max: 500 } },
];
const COST_REQUEST = fieldsRequestClass('product-cost', COST_FIELDS);

/** Products beyond their record: cost history, barcode images and printable label sheets. */
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('print', 'products')
  @Get(':code/get/Barcode')
  async barcode(@CurrentPrincipal() me: Principal, @Param('code') code: string) {
    return new StreamableFile(await this.queries.execute(new ProductBarcode(me, code)), { type: 'image/png' });
  }

  @Can('list', 'reports', { report: 'report_product_sale' })
  @Get(onCollection('report'))
  async report(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new GetProductSales(me, salesPeriod(query)));
  }

  @Can('export', 'reports', { report: 'report_product_sale' })
  @Get(onCollection('report/export'))
  async reportExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = salesPeriod(query);
    const period = { ...asked, knownAt: exportKnownAt(asked.knownAt) };
    const rows = await this.queries.execute(new GetProductSales(me, period));
    const totals = {
      code: 'Total',
      revenue: sum(rows.map((r) => r.revenue)),
      cost: sum(rows.map((r) => r.cost)),
      profit: sum(rows.map((r) => r.profit)),
    };
    const question = { report: 'Product sales', path: '/api/products/report', from: period.from, to: period.to, knownAt: period.knownAt };
    return reportDownload(me, question, 'product-sales', {
      title: 'Product sales',
      columns: [
        { key: 'code', header: 'Code', type: 'text' },
        { key: 'name', header: 'Product', type: 'text' },
        { key: 'quantity', header: 'Quantity', type: 'quantity' },
        { key: 'revenue', header: 'Revenue', type: 'money' },
        { key: 'cost', header: 'Cost', type: 'money' },
        { key: 'profit', header: 'Profit', type: 'money' },
      ],
      rows,
      totals,
    });
  }

  @Can('list', 'reports', { report: 'report_product_sale' })
  @Get(onCollection('report/:productId/lines'))
  async reportLines(@CurrentPrincipal() me: Principal, @Param('productId', id) productId: string, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new ListProductSaleLines(me, productId, salesPeriod(query)));
  }

  @Can('list', 'products')
  @Get(onCollection('units'))
  units(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new ListProductUnits(me));
  }

  /** Stock update's transaction types (in, out). */
  @Can('list', 'stock')
  @Get(onCollection('transactionTypes'))
  transactionTypes() {
    return STOCK_TRANSACTION_TYPES;
  }

  @Can('show', 'products')
  @Get('get/cost/:id')
  costs(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string) {
    return this.queries.execute(new ListProductCosts(me, productId));
  }

  @Can('edit', 'products')
  @Post('add/cost/:id')
  addCost(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string, @BodyOf(COST_REQUEST) body: object) {
    return this.commands.execute(new AddProductCost(me, productId, costValues(body)));
  }

  @Can('edit', 'products')
  @Post('update/cost/:id')
  @HttpCode(200)
  updateCost(@CurrentPrincipal() me: Principal, @Param('id', id) costId: string, @BodyOf(COST_REQUEST) body: object) {
    return this.commands.execute(new UpdateProductCost(me, costId, costValues(body)));
  }

  @Can('edit', 'products')
  @Delete('delete/cost/:id')
  deleteCost(@CurrentPrincipal() me: Principal, @Param('id', id) costId: string) {
    return this.commands.execute(new DeleteProductCost(me, costId));
  }

  /**
   * A PDF sheet of labels for the chosen products ('Print and export need a product selected first').
   * Labelling goods is data entry: Audit, which changes nothing, may not ('You do not have
   * permission to print barcodes.').
   */
  @Can('edit', 'products', { denied: BARCODE_PRINT_DENIED })
  @Post('barcode')
  @HttpCode(200)
  @ApiBody({ type: BarcodeRequest })
  async labels(@CurrentPrincipal() me: Principal, @Body() body: BarcodeRequest) {
    const pdf = await this.queries.execute(new BarcodeLabels(me, body.product_ids, body.copies));
    return download(pdf, 'application/pdf', 'barcodes.pdf', 'inline');
  }
}

function costValues(body: object): CostValues {
  const { effective_on, unit_cost, note } = fieldValues(COST_FIELDS, body);
  return { effective_on: String(effective_on), unit_cost: String(unit_cost), note: typeof note === 'string' ? note : null };
}

function salesPeriod(query: Record<string, unknown>): SalesPeriod {
  return { from: dateParam(query.from, 'from'), to: dateParam(query.to, 'to'), knownAt: parseTimeAxes({ known_at: query.known_at }).knownAt ?? null };
}

function dateParam(value: unknown, field: string): string | null {
  if (value === undefined || value === '') return null;
  if (!isCalendarDate(value)) throw invalid(field, validationRefusal.field('date', { label: `${field} date` }));
  return value;
}

function sum(values: readonly string[]): string {
  return Money.sum(values).toFixed();
}
