import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isCalendarDate, Money, STOCK_TRANSACTION_TYPES, validateRecord, type FieldSpec } from '@ginuma/domain';
import { sheetDownload } from '../../platform/export/xlsx';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { GetProductSales } from '../reports/queries/get-product-sales.handler';
import { ListProductSaleLines } from '../reports/queries/list-product-sale-lines.handler';
import type { SalesPeriod } from '../reports/product-sales-report';
import { barcodeLabelsPdf, barcodePng, type LabelProduct } from './barcode-labels';

export const SELECT_A_PRODUCT = 'Print and export need a product selected first';
export const BARCODE_PRINT_DENIED = 'You do not have permission to print barcodes.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

const COST_FIELDS: FieldSpec[] = [
  { name: 'effective_on', label: 'date', required: true, rule: { type: 'date' } },
  { name: 'unit_cost', label: 'unit cost', required: true, rule: { type: 'money' } },
  { name: 'note', label: 'note', rule: { type: 'text', max: 500 } },
];
const COST_COLUMNS = 'id, product_id, effective_on, unit_cost::text, note, created_at';

/** Products beyond their record: barcode images and printable label sheets. */
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  @Can('print', 'products')
  @Get(':code/get/Barcode')
  async barcode(@CurrentPrincipal() me: Principal, @Param('code') code: string) {
    const [product] = await this.db.tx.query<{ barcode: string | null; code: string }>(
      `SELECT code, barcode FROM products WHERE tenant_id = $1 AND code = $2 AND deleted_at IS NULL`,
      [me.tenantId, code],
    );
    if (!product) throw new NotFound();
    return new StreamableFile(await barcodePng(product.barcode ?? product.code), { type: 'image/png' });
  }

  /**
   * Product sales for a period, read from the ledger's invoice events: each confirmed line
   * counts on its invoice's date, and a reversal takes it back on the reversal's date, so a
   * period's figures never change after the fact (except by a back-dated event).
   */
  @Can('list', 'reports', { report: 'report_product_sale' })
  @Get('report')
  async report(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new GetProductSales(me, salesPeriod(query)));
  }

  @Can('export', 'reports', { report: 'report_product_sale' })
  @Get('report/export')
  async reportExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const rows = await this.queries.execute(new GetProductSales(me, salesPeriod(query)));
    const totals = {
      code: 'Total',
      revenue: sum(rows.map((r) => r.revenue)),
      cost: sum(rows.map((r) => r.cost)),
      profit: sum(rows.map((r) => r.profit)),
    };
    return sheetDownload(
      'product-sales',
      'Product sales',
      [
        { key: 'code', header: 'Code', type: 'text' },
        { key: 'name', header: 'Product', type: 'text' },
        { key: 'quantity', header: 'Quantity', type: 'quantity' },
        { key: 'revenue', header: 'Revenue', type: 'money' },
        { key: 'cost', header: 'Cost', type: 'money' },
        { key: 'profit', header: 'Profit', type: 'money' },
      ],
      rows,
      totals,
    );
  }

  /**
   * One product's sales behind its report row: each confirmation and reversal of an invoice
   * that sold it, with the reversal's figures negated, so the lines add up to the row.
   */
  @Can('list', 'reports', { report: 'report_product_sale' })
  @Get('report/:productId/lines')
  async reportLines(@CurrentPrincipal() me: Principal, @Param('productId', id) productId: string, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new ListProductSaleLines(me, productId, salesPeriod(query)));
  }

  /** Stock update's transaction types (spec §7 products/transactionTypes). */
  @Can('list', 'stock')
  @Get('transactionTypes')
  transactionTypes() {
    return STOCK_TRANSACTION_TYPES;
  }

  /** The product's cost history, newest first (products/costing). */
  @Can('show', 'products')
  @Get('get/cost/:id')
  async costs(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string) {
    await this.product(me, productId);
    return this.db.tx.query(
      `SELECT ${COST_COLUMNS} FROM product_costs WHERE tenant_id = $1 AND product_id = $2 ORDER BY effective_on DESC, created_at DESC`,
      [me.tenantId, productId],
    );
  }

  /** Records a unit cost from a date; the newest one becomes the product's unit cost. */
  @Can('edit', 'products')
  @Post('add/cost/:id')
  async addCost(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string, @Body() body: unknown) {
    await this.product(me, productId);
    const values = costValues(body);
    const [row] = await this.db.tx.query(
      `INSERT INTO product_costs (tenant_id, product_id, effective_on, unit_cost, note) VALUES ($1, $2, $3, $4, $5) RETURNING ${COST_COLUMNS}`,
      [me.tenantId, productId, values.effective_on, values.unit_cost, values.note],
    );
    await this.syncUnitCost(me, productId);
    return row;
  }

  @Can('edit', 'products')
  @Post('update/cost/:id')
  @HttpCode(200)
  async updateCost(@CurrentPrincipal() me: Principal, @Param('id', id) costId: string, @Body() body: unknown) {
    const values = costValues(body);
    const [row] = await this.db.tx.query<{ product_id: string }>(
      `UPDATE product_costs SET effective_on = $3, unit_cost = $4, note = $5 WHERE tenant_id = $1 AND id = $2 RETURNING ${COST_COLUMNS}`,
      [me.tenantId, costId, values.effective_on, values.unit_cost, values.note],
    );
    if (!row) throw new NotFound();
    await this.syncUnitCost(me, row.product_id);
    return row;
  }

  @Can('edit', 'products')
  @Delete('delete/cost/:id')
  async deleteCost(@CurrentPrincipal() me: Principal, @Param('id', id) costId: string) {
    const [row] = await this.db.tx.query<{ product_id: string }>(
      `DELETE FROM product_costs WHERE tenant_id = $1 AND id = $2 RETURNING ${COST_COLUMNS}`,
      [me.tenantId, costId],
    );
    if (!row) throw new NotFound();
    await this.syncUnitCost(me, row.product_id);
    return row;
  }

  private async product(me: Principal, productId: string): Promise<void> {
    const [found] = await this.db.tx.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, productId]);
    if (!found) throw new NotFound();
  }

  /** The product's unit cost follows its latest cost entry, if it has any. */
  private async syncUnitCost(me: Principal, productId: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE products p SET unit_cost = c.unit_cost, updated_at = now()
         FROM (SELECT unit_cost FROM product_costs WHERE tenant_id = $1 AND product_id = $2
                ORDER BY effective_on DESC, created_at DESC LIMIT 1) c
        WHERE p.tenant_id = $1 AND p.id = $2`,
      [me.tenantId, productId],
    );
  }

  /**
   * A PDF sheet of labels for the chosen products ('Print and export need a product selected first').
   * Labelling goods is data entry: Audit, which changes nothing, may not ('You do not have
   * permission to print barcodes.').
   */
  @Can('edit', 'products', { denied: BARCODE_PRINT_DENIED })
  @Post('barcode')
  @HttpCode(200)
  async labels(@CurrentPrincipal() me: Principal, @Body() body: { product_ids?: unknown; copies?: unknown }) {
    const ids = Array.isArray(body.product_ids) ? body.product_ids.filter((v): v is string => typeof v === 'string' && UUID.test(v)) : [];
    if (ids.length === 0) throw new ValidationFailed({ product_ids: [SELECT_A_PRODUCT] }, SELECT_A_PRODUCT);
    const copies = body.copies === undefined ? 1 : Number(body.copies);
    if (!Number.isInteger(copies) || copies < 1 || copies > 100) throw new ValidationFailed({ copies: ['The copies must be a whole number from 1 to 100.'] });
    const products = await this.db.tx.query<LabelProduct>(
      `SELECT name, code, barcode, selling_price::text FROM products WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL ORDER BY code`,
      [me.tenantId, ids.slice(0, 200)],
    );
    if (products.length === 0) throw new NotFound();
    return new StreamableFile(await barcodeLabelsPdf(products, copies), { type: 'application/pdf', disposition: 'inline; filename="barcodes.pdf"' });
  }
}

function costValues(body: unknown) {
  const result = validateRecord(COST_FIELDS, body);
  if (!result.ok) throw new ValidationFailed(result.errors);
  return result.values;
}

function salesPeriod(query: Record<string, unknown>): SalesPeriod {
  return { from: dateParam(query.from, 'from'), to: dateParam(query.to, 'to') };
}

function dateParam(value: unknown, field: string): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !isCalendarDate(value)) throw new ValidationFailed({ [field]: [`The ${field} date must be a date in the form YYYY-MM-DD.`] });
  return value;
}

function sum(values: readonly string[]): string {
  return Money.sum(values).toFixed();
}
