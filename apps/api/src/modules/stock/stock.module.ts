import { Module } from '@nestjs/common';
import { StockUpdateController } from './stock-update.controller';
import { StocksController } from './stocks.controller';

/** Stock (issue 7): updates, levels and movements. Registered before the records' routes. */
@Module({ controllers: [StockUpdateController, StocksController] })
export class StockModule {}
