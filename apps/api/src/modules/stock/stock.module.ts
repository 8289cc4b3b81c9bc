import { Module } from '@nestjs/common';
import { UpdateStockHandler } from './commands/update-stock.handler';
import { StockUpdateController } from './stock-update.controller';
import { StocksController } from './stocks.controller';

/** Stock (issue 7): updates, levels and movements. Registered before the records' routes. */
@Module({ controllers: [StockUpdateController, StocksController], providers: [UpdateStockHandler] })
export class StockModule {}
