import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { Quantity } from '../money/quantity';
import { eventOfTypes, type Decider } from '../shared/decider';
import { refusals, type FieldRefusal } from '../shared/domain-error';

/** A stock out never takes more than is on hand. */
export const STOCK_OUT_EXCEEDS_ON_HAND = 'Stock out quantity must be less than or equal to current quantity';
/** The refusal Audit (and anyone else who may not) hears on a stock update. */
export const STOCK_UPDATE_DENIED = 'You do not have permission to update stock.';

/** The stock area's refusals: a manual stock update's body, and an out beyond what is on hand. */
export const stockRefusal = refusals('stock', {
  'stock-out-exceeds-on-hand': { status: 422, message: STOCK_OUT_EXCEEDS_ON_HAND },
  'quantity-invalid': { status: 422, message: 'The quantity must be a number greater than zero with at most %{scale} decimals.' },
  'transaction-type': { status: 422, message: 'The transaction type must be in or out.' },
  reason: { status: 422, message: 'The reason must be count, damage, sample or opening.' },
  'unit-cost-on-out': { status: 422, message: 'Stock out leaves at its moving-average cost; leave the unit cost empty.' },
});

export type StockErrorCode = Parameters<typeof stockRefusal>[0];

/** A manual stock in or out (a stock update), appended to the product's stock stream. */
export const STOCK_UPDATED = 'StockUpdated';
export const STOCK_EVENT_SCHEMA_VERSION = 1;

export function stockStream(productId: string): string {
  return `stock-${productId}`;
}

export const STOCK_TRANSACTION_TYPES: readonly { id: StockTransactionType; name: string }[] = [
  { id: 'in', name: 'In' },
  { id: 'out', name: 'Out' },
];

/**
 * A product's stock position: quantity on hand and its value at cost. Costing is moving
 * average: an in adds its cost to the pool, an out takes the pool's average (the whole pool
 * when it empties the shelf, so no cents are stranded on zero stock).
 */
export interface StockPosition {
  onHand: Quantity;
  value: Money;
}

export const EMPTY_POSITION: StockPosition = { onHand: Quantity.ZERO, value: Money.ZERO };

/**
 * A product's position (over every date: what costing averages) and the lowest quantity it
 * stands at on any day from an out's date onward: what the out is decided on, so stock that
 * arrives later is not sold before it arrives and a back-dated out cannot empty a later day.
 */
export interface StockShelf extends StockPosition {
  lowest: LowestBalance<Quantity>;
}

/** The average unit cost of a position; zero when nothing is on hand. */
export function averageUnitCost(position: StockPosition): MoneyDecimal {
  if (position.onHand.isZero()) return new MoneyDecimal(0);
  return position.value.toDecimal().dividedBy(position.onHand.toDecimal());
}

/** The value at cost that leaves with `quantity` (positive) out of `position`. */
export function costOfOut(position: StockPosition, quantity: Quantity): Money {
  if (quantity.compare(position.onHand) > 0) throw new RangeError(STOCK_OUT_EXCEEDS_ON_HAND);
  if (quantity.equals(position.onHand)) return position.value;
  return Money.rounded(position.value.toDecimal().times(quantity.toDecimal()).dividedBy(position.onHand.toDecimal()));
}

/** The position after an in at `unitCost` per unit. */
export function stockIn(position: StockPosition, quantity: Quantity, unitCost: Money): StockPosition {
  return { onHand: position.onHand.plus(quantity), value: position.value.plus(unitCost.times(quantity.toDecimal())) };
}

/** The position after an out, and the value that left with it. */
export function stockOut(position: StockPosition, quantity: Quantity): { position: StockPosition; cost: Money } {
  const cost = costOfOut(position, quantity);
  return { position: { onHand: position.onHand.minus(quantity), value: position.value.minus(cost) }, cost };
}

export type StockTransactionType = 'in' | 'out';

/**
 * Why stock was adjusted by hand. A count, damage or sample moves stock against the P&L's
 * "Stock adjustments" (5100); opening stock found after the product was set up is what the
 * books held before Ginuma, so it posts against opening stock equity (3010), as a product's
 * open stock does, and never shows as profit.
 */
export type StockAdjustmentReason = 'count' | 'damage' | 'sample' | 'opening';
export const STOCK_ADJUSTMENT_REASONS: readonly StockAdjustmentReason[] = ['count', 'damage', 'sample', 'opening'];
/** A stock update that names no reason (every caller before reasons): a count correction. */
export const DEFAULT_STOCK_ADJUSTMENT_REASON: StockAdjustmentReason = 'count';

export interface StockUpdateCommand {
  productId: string;
  quantity: Quantity;
  transactionType: StockTransactionType;
  poNumber: string | null;
  date: string;
  remark: string | null;
  /** Absent: a count. */
  reason?: StockAdjustmentReason;
  /** An in's value per unit as the user gave it; absent or null: the product's moving-average cost. */
  unitCost?: Money | null;
}

export type StockErrors = Partial<Record<'quantity' | 'transaction_type' | 'date' | 'po_number' | 'remark' | 'reason' | 'unit_cost', FieldRefusal[]>>;

export interface StockUpdatedData {
  productId: string;
  transactionType: StockTransactionType;
  quantity: string;
  /** The value at cost that moved: the unit cost × quantity in, the moving average out. */
  value: string;
  poNumber: string | null;
  date: string;
  remark: string | null;
  /** Absent on updates recorded before reasons: those were counts. */
  reason?: StockAdjustmentReason;
}

/**
 * Decides a stock update on the product's current position and its lowest quantity from the
 * update's date onward (both read under a row lock by the caller, so two concurrent outs
 * cannot both see the same stock): an out may take no more than that lowest. An in is valued
 * at the command's unit cost, else `unitCost` (the product's current cost, see
 * `defaultUnitCost`); an out at the moving average. Without `lowest` (a position with no days
 * after the update's) the quantity on hand is the lowest.
 */
export function decideStockUpdate(
  command: StockUpdateCommand,
  position: StockPosition,
  unitCost: Money,
  lowest: LowestBalance<Quantity> = { amount: position.onHand, on: command.date },
): { event: StockUpdatedData } | { errors: StockErrors } {
  if (command.transactionType === 'out' && !lowestCovers(lowest, command.quantity)) {
    return { errors: { quantity: [stockRefusal.field('stock-out-exceeds-on-hand')] } };
  }
  const value = command.transactionType === 'in' ? (command.unitCost ?? unitCost).times(command.quantity.toDecimal()) : costOfOut(position, command.quantity);
  return {
    event: {
      productId: command.productId,
      transactionType: command.transactionType,
      quantity: command.quantity.toFixed(),
      value: value.toFixed(),
      poNumber: command.poNumber,
      date: command.date,
      remark: command.remark,
      reason: command.reason ?? DEFAULT_STOCK_ADJUSTMENT_REASON,
    },
  };
}

/**
 * The unit cost an in takes when the user gives none, as the stock screen shows it: the
 * moving average of what is on hand (to the cent), so an adjustment neither moves the average
 * nor posts at a price the user never saw; with nothing on hand, the product's own unit cost.
 */
export function defaultUnitCost(position: StockPosition, productUnitCost: string | null): Money {
  if (position.onHand.isZero()) return Money.of(productUnitCost ?? '0');
  return Money.rounded(averageUnitCost(position));
}

/** The other side of an adjustment: the P&L's stock adjustments, or opening stock equity for opening stock. */
export function stockAdjustmentAccount(reason: StockAdjustmentReason = DEFAULT_STOCK_ADJUSTMENT_REASON): string {
  return reason === 'opening' ? ACCOUNTS.openingStock : ACCOUNTS.stockAdjustment;
}

/**
 * A stock update as a journal entry, in quantity and in value:
 *   in   Dr inventory (product:<id>) +qty, value   Cr stock-adjustment (opening-stock for opening) −qty, value
 *   out  the reverse.
 */
export function stockUpdatePostings(event: StockUpdatedData): PostingLine[] {
  const sign = event.transactionType === 'in' ? 1 : -1;
  const quantity = sign > 0 ? Quantity.of(event.quantity) : Quantity.of(event.quantity).negated();
  const commodity = partyOf('product', event.productId);
  const other = stockAdjustmentAccount(event.reason);
  const lines: PostingLine[] = [
    { account: ACCOUNTS.inventory, party: null, commodity, quantity: quantity.toFixed() },
    { account: other, party: null, commodity, quantity: quantity.negated().toFixed() },
  ];
  const value = Money.of(event.value);
  if (!value.isZero()) {
    const [dr, cr] = sign > 0 ? [ACCOUNTS.inventory, other] : [other, ACCOUNTS.inventory];
    lines.push({ account: dr, party: commodity, debit: value.toFixed() }, { account: cr, party: commodity, credit: value.toFixed() });
  }
  return lines;
}

/**
 * A manual stock update, with what it is decided on: the product's position over every
 * stream (invoices move stock from their own streams), its lowest quantity from the update's
 * date onward, and its current unit cost, all read by the caller under the product's row lock,
 * so two updates at once cannot both take the last units.
 */
export type UpdateStock = { type: 'UpdateStock'; data: { update: StockUpdateCommand; position: StockShelf; unitCost: Money } };
export type StockEvent = { type: typeof STOCK_UPDATED; data: StockUpdatedData };
/** The stock stream's own events decide nothing (the position comes with the command): it has no state to fold. */
export type StockStreamState = null;

/** A product's stock stream (`stock-<productId>`) as the ledger's command loop runs it. */
export const stockDecider: Decider<UpdateStock, StockEvent, StockStreamState> = {
  initialState: () => null,
  evolve: () => null,
  decide: ({ data }) => {
    const decided = decideStockUpdate(data.update, data.position, data.unitCost, data.position.lowest);
    if ('errors' in decided) throw stockRefusal('stock-out-exceeds-on-hand', {}, { errors: decided.errors as Record<string, FieldRefusal[]> });
    return [{ type: STOCK_UPDATED, data: decided.event }];
  },
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: STOCK_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: event.data.date,
    postings: stockUpdatePostings(event.data),
  }),
  fromLedger: eventOfTypes<StockEvent>('stock', [STOCK_UPDATED], STOCK_EVENT_SCHEMA_VERSION),
};
