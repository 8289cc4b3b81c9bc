import { Module } from '@nestjs/common';
import { ProductsController } from './products.controller';
import { AddProductCostHandler } from './commands/add-product-cost.handler';
import { UpdateProductCostHandler } from './commands/update-product-cost.handler';
import { DeleteProductCostHandler } from './commands/delete-product-cost.handler';
import { ListProductCostsHandler } from './queries/list-product-costs.handler';
import { ListProductUnitsHandler } from './queries/list-product-units.handler';
import { ProductBarcodeHandler } from './queries/product-barcode.handler';
import { BarcodeLabelsHandler } from './queries/barcode-labels.handler';

@Module({
  controllers: [ProductsController],
  providers: [
    AddProductCostHandler,
    UpdateProductCostHandler,
    DeleteProductCostHandler,
    ListProductCostsHandler,
    ListProductUnitsHandler,
    ProductBarcodeHandler,
    BarcodeLabelsHandler,
  ],
})
export class ProductsModule {}
