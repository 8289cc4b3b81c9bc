import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { barcodeLabelsPdf } from '../barcode-labels';
import { labelProducts } from '../product-rows';

/** A PDF sheet of labels, `copies` of each chosen live product; none of them live is a 404. */
export class BarcodeLabels extends Query<Buffer> {
  constructor(
    readonly me: Principal,
    readonly productIds: readonly string[],
    readonly copies: number,
  ) {
    super();
  }
}

@QueryHandler(BarcodeLabels)
export class BarcodeLabelsHandler implements IQueryHandler<BarcodeLabels> {
  constructor(private readonly db: Database) {}

  async execute({ me, productIds, copies }: BarcodeLabels): Promise<Buffer> {
    const products = await labelProducts(this.db.tx, me.tenantId, productIds);
    if (products.length === 0) throw notFound();
    return barcodeLabelsPdf(products, copies);
  }
}
