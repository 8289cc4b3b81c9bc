import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { STOCK_UPDATE_DENIED } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { UpdateStock } from './commands/update-stock.handler';
import { StockUpdateRequest, stockUpdateCommand } from './stock.requests';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Stock update: a manual in or out of one product (commands/update-stock.handler.ts). */
@Controller('api/products')
export class StockUpdateController {
  constructor(private readonly commands: CommandBus) {}

  @Can('edit', 'stock', { denied: STOCK_UPDATE_DENIED })
  @Post('stock/:id')
  update(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string, @Body() body: StockUpdateRequest) {
    return this.commands.execute(new UpdateStock(me, stockUpdateCommand(productId, body)));
  }
}
