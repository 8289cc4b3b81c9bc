import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { deciderSpec } from '../shared/decider.testing';
import { EMPTY_POSITION, STOCK_OUT_EXCEEDS_ON_HAND, stockDecider, stockIn, stockRefusal, type StockAdjustmentReason, type StockUpdateCommand, type UpdateStock } from './stock';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const given = deciderSpec(stockDecider, NOW);

// 6 on hand worth 90.00: an average of 15.00.
const position = stockIn(stockIn(EMPTY_POSITION, Quantity.of('3'), Money.of('10.00')), Quantity.of('3'), Money.of('20.00'));
/** `lowest`: the lowest quantity from the update's date onward (the 6 on hand unless said). */
const update = (transactionType: 'in' | 'out', quantity: string, more: Pick<StockUpdateCommand, 'reason' | 'unitCost'> = {}, lowest = position.onHand): UpdateStock => {
  const command: StockUpdateCommand = { productId: PRODUCT, quantity: Quantity.of(quantity), transactionType, poNumber: 'PO-1', date: '2026-11-22', remark: null, ...more };
  return { type: 'UpdateStock', data: { update: command, position: { ...position, lowest: { amount: lowest, on: '2026-11-22' } }, unitCost: Money.of('7.50') } };
};
const updated = (transactionType: 'in' | 'out', quantity: string, value: string, reason: StockAdjustmentReason = 'count') => ({
  type: 'StockUpdated' as const,
  data: { productId: PRODUCT, transactionType, quantity, value, poNumber: 'PO-1', date: '2026-11-22', remark: null, reason },
});

describe('stockDecider', () => {
  it('takes stock in at the current unit cost', () => {
    given().when(update('in', '2')).then([updated('in', '2.000', '15.00')]);
  });

  it('takes stock in at the unit cost the user gave, for the reason given', () => {
    given().when(update('in', '2', { reason: 'damage', unitCost: Money.of('12.25') })).then([updated('in', '2.000', '24.50', 'damage')]);
  });

  it('takes stock out at the moving average, and the whole pool when the shelf empties', () => {
    given().when(update('out', '4')).then([updated('out', '4.000', '60.00')]);
    given().when(update('out', '6')).then([updated('out', '6.000', '90.00')]);
  });

  it('refuses an out beyond on hand with the spec message under quantity', () => {
    const refusal = given().when(update('out', '6.001')).thenFails('stock-out-exceeds-on-hand', STOCK_OUT_EXCEEDS_ON_HAND);
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ quantity: [stockRefusal.field('stock-out-exceeds-on-hand')] });
  });

  it('refuses an out beyond the lowest quantity from its date onward, though the shelf holds more over all dates', () => {
    // 6 on hand over all dates, but 4 of them arrive after the out's date (or a later out already takes them).
    given().when(update('out', '2', {}, Quantity.of('2'))).then([updated('out', '2.000', '30.00')]);
    const refusal = given().when(update('out', '2.001', {}, Quantity.of('2'))).thenFails('stock-out-exceeds-on-hand', STOCK_OUT_EXCEEDS_ON_HAND);
    expect(refusal.details.errors).toEqual({ quantity: [stockRefusal.field('stock-out-exceeds-on-hand')] });
  });

  it('takes stock in whatever the lowest: an in only raises later days', () => {
    given().when(update('in', '1', {}, Quantity.of('-1'))).then([updated('in', '1.000', '7.50')]);
  });

  it('stores the update with its quantity and value postings, on its business date', () => {
    const [event] = stockDecider.decide(update('out', '1'), null, NOW);
    expect(stockDecider.toLedger(event, null)).toEqual({
      type: 'StockUpdated',
      schemaVersion: 1,
      payload: event.data,
      occurredOn: '2026-11-22',
      postings: [
        { account: 'inventory', party: null, commodity: `product:${PRODUCT}`, quantity: '-1.000' },
        { account: 'stock-adjustment', party: null, commodity: `product:${PRODUCT}`, quantity: '1.000' },
        { account: 'stock-adjustment', party: `product:${PRODUCT}`, debit: '15.00' },
        { account: 'inventory', party: `product:${PRODUCT}`, credit: '15.00' },
      ],
    });
  });

  it('posts opening stock against opening stock equity, never the P&L’s stock adjustments', () => {
    const [event] = stockDecider.decide(update('in', '2', { reason: 'opening' }), null, NOW);
    const postings = stockDecider.toLedger(event, null).postings;
    expect(postings).toEqual([
      { account: 'inventory', party: null, commodity: `product:${PRODUCT}`, quantity: '2.000' },
      { account: 'opening-stock', party: null, commodity: `product:${PRODUCT}`, quantity: '-2.000' },
      { account: 'inventory', party: `product:${PRODUCT}`, debit: '15.00' },
      { account: 'opening-stock', party: `product:${PRODUCT}`, credit: '15.00' },
    ]);
  });

  it('posts an update recorded before reasons (no reason in its payload) as a count', () => {
    const [event] = stockDecider.decide(update('in', '1'), null, NOW);
    const { reason: _none, ...older } = event.data;
    expect(stockDecider.toLedger({ ...event, data: older }, null).postings.map((p) => p.account)).toEqual(['inventory', 'stock-adjustment', 'inventory', 'stock-adjustment']);
  });
});
