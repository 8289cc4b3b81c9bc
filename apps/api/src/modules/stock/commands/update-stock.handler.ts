import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_STOCK_ADJUSTMENT_REASON, defaultUnitCost, productsRefusal, Quantity, stockDecider, stockStream, type StockAdjustmentReason, type StockUpdateCommand } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockProducts, stockPositions } from '../stock-position';

export interface StockUpdateResult {
  /** The event's ledger position. */
  id: number;
  product_id: string;
  transaction_type: StockUpdateCommand['transactionType'];
  quantity: string;
  value: string;
  date: string;
  po_number: string | null;
  remark: string | null;
  reason: StockAdjustmentReason;
  /** On hand after the update. */
  stock_quantity: string;
}

/**
 * Stock update (a stock adjustment): a manual in or out of one stockable product for a reason,
 * on the product's stock stream, with its postings in quantity and in value at cost (an in at
 * the unit cost given, else the moving average; an out at the moving average).
 */
export class UpdateStock extends Command<StockUpdateResult> {
  constructor(
    readonly me: Principal,
    readonly update: StockUpdateCommand,
  ) {
    super();
  }
}

@CommandHandler(UpdateStock)
export class UpdateStockHandler implements ICommandHandler<UpdateStock> {
  constructor(private readonly db: Database) {}

  async execute({ me, update }: UpdateStock): Promise<StockUpdateResult> {
    const tx = this.db.tx;
    const { productId } = update;
    // The product's row lock comes first: it orders every stock writer of the product
    // (invoices move its stock from their own streams), so the position read under it stays
    // true until commit and the stream's version read next is the one appended at.
    const [product] = await lockProducts(tx, me.tenantId, [productId]);
    if (!product) throw notFound();
    if (product.deleted) throw productsRefusal.onField('product_id', 'product-deleted');
    if (product.type !== 'Stockable') throw productsRefusal.onField('product_id', 'not-stockable');
    const position = (await stockPositions(tx, me.tenantId, [productId], update.date)).get(productId);
    if (!position) throw notFound();
    const {
      events: [event],
      recorded: [recorded],
    } = await handleCommand(tx, commandTarget(me, stockStream(productId)), stockDecider, {
      type: 'UpdateStock',
      data: { update, position, unitCost: defaultUnitCost(position, product.unit_cost) },
    });
    const { data } = event;
    const moved = Quantity.of(data.quantity);
    return {
      id: recorded.position,
      product_id: productId,
      transaction_type: data.transactionType,
      quantity: data.quantity,
      value: data.value,
      date: data.date,
      po_number: data.poNumber,
      remark: data.remark,
      reason: data.reason ?? DEFAULT_STOCK_ADJUSTMENT_REASON,
      stock_quantity: (data.transactionType === 'in' ? position.onHand.plus(moved) : position.onHand.minus(moved)).toFixed(),
    };
  }
}
