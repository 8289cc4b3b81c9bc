import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  decideStockUpdate,
  Money,
  Quantity,
  readStockUpdate,
  STOCK_EVENT_SCHEMA_VERSION,
  STOCK_UPDATE_DENIED,
  STOCK_UPDATED,
  stockStream,
  stockUpdatePostings,
} from '@ginuma/domain';
import { appendToStream } from '@ginuma/ledger';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid, NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { eventMetadata } from '../../platform/http/request-context';
import { lockProducts, stockPositions } from './stock-position';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Stock update (spec §3): a manual in or out of one product, appended as StockUpdated to
 * the product's stock stream with its postings in quantity and in value at cost. Costing is
 * moving average: an in is valued at the product's current unit cost, an out at the average
 * of what is on hand (libs/domain stock.ts).
 */
@Controller('api/products')
export class StockUpdateController {
  constructor(private readonly db: Database) {}

  @Can('edit', 'stock', { denied: STOCK_UPDATE_DENIED })
  @Post('stock/:id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) productId: string, @Body() body: unknown) {
    const tx = this.db.tx;
    const [product] = await lockProducts(tx, me.tenantId, [productId]);
    if (!product) throw new NotFound();
    if (product.deleted) throw invalid('product_id', 'This product is deleted.');
    if (product.type !== 'Stockable') throw invalid('product_id', 'Only stockable products have stock.');
    const read = readStockUpdate(productId, typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
    if ('errors' in read) throw new ValidationFailed(read.errors);
    const { command } = read;
    const position = (await stockPositions(tx, me.tenantId, [productId])).get(productId);
    if (!position) throw new NotFound();
    const decided = decideStockUpdate(command, position, Money.of(product.unit_cost ?? '0'));
    if ('errors' in decided) throw new ValidationFailed(decided.errors);
    const { event } = decided;
    // The product's row lock, not the stream version, orders its stock writers (invoices
    // move stock from their own streams), so any version will do.
    const [recorded] = await appendToStream(tx, {
      tenantId: me.tenantId,
      stream: stockStream(productId),
      expectedVersion: 'any',
      events: [{ type: STOCK_UPDATED, schemaVersion: STOCK_EVENT_SCHEMA_VERSION, payload: { ...event }, occurredOn: event.date, postings: stockUpdatePostings(event) }],
      metadata: eventMetadata(me),
    });
    const moved = Quantity.of(event.quantity);
    return {
      id: recorded.position,
      product_id: productId,
      transaction_type: event.transactionType,
      quantity: event.quantity,
      value: event.value,
      date: event.date,
      po_number: event.poNumber,
      remark: event.remark,
      stock_quantity: (event.transactionType === 'in' ? position.onHand.plus(moved) : position.onHand.minus(moved)).toFixed(),
    };
  }
}
