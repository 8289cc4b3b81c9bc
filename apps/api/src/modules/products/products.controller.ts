import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { barcodeLabelsPdf, barcodePng, type LabelProduct } from './barcode-labels';

export const SELECT_A_PRODUCT = 'Print and export need a product selected first';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Products beyond their record: barcode images and printable label sheets. */
@Controller('api/products')
export class ProductsController {
  constructor(private readonly db: Database) {}

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

  /** A PDF sheet of labels for the chosen products ('Print and export need a product selected first'). */
  @Can('print', 'products')
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
