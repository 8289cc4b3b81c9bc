import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { barcodePng } from '../barcode-labels';
import { barcodeTextOf } from '../product-rows';

/** A live product's Code 128 image (PNG), found by its code. */
export class ProductBarcode extends Query<Buffer> {
  constructor(
    readonly me: Principal,
    readonly code: string,
  ) {
    super();
  }
}

@QueryHandler(ProductBarcode)
export class ProductBarcodeHandler implements IQueryHandler<ProductBarcode> {
  constructor(private readonly db: Database) {}

  async execute({ me, code }: ProductBarcode): Promise<Buffer> {
    const text = await barcodeTextOf(this.db.tx, me.tenantId, code);
    if (text === null) throw notFound();
    return barcodePng(text);
  }
}
