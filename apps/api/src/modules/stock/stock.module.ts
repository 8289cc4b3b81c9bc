import { Module } from '@nestjs/common';
import { UpdateStockHandler } from './commands/update-stock.handler';
import { ListStockLevelsHandler } from './queries/list-stock-levels.handler';
import { ListStockMovementsHandler } from './queries/list-stock-movements.handler';
import { SummarizeStockMovementsHandler } from './queries/summarize-stock-movements.handler';
import { StockUpdateController } from './stock-update.controller';
import { StocksController } from './stocks.controller';

/** Stock: updates, levels and movements. */
@Module({
  controllers: [StockUpdateController, StocksController],
  providers: [UpdateStockHandler, ListStockLevelsHandler, ListStockMovementsHandler, SummarizeStockMovementsHandler],
})
export class StockModule {}
