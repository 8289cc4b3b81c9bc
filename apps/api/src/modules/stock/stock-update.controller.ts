import { ApiBody } from '@nestjs/swagger';
import { StockUpdateRequest } from './stock.requests';
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { readStockUpdate, STOCK_UPDATE_DENIED } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound, validationFailed } from '../../platform/http/app-errors';
import { UpdateStock } from './commands/update-stock.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Stock update: a manual in or out of one product (commands/update-stock.handler.ts). */
@Controller('api/products')
export class StockUpdateController {
  constructor(private readonly commands: CommandBus) {}

  @Can('edit', 'stock', { denied: STOCK_UPDATE_DENIED })
  @Post('stock/:id')
  @ApiBody({ type: StockUpdateRequest })
  update(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string, @Body() body: unknown) {
    const read = readStockUpdate(productId, typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
    if ('errors' in read) throw validationFailed(read.errors);
    return this.commands.execute(new UpdateStock(me, read.command));
  }
}
