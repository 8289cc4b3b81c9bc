import fc from 'fast-check';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import {
  EMPTY_POSITION,
  decideStockUpdate,
  defaultUnitCost,
  stockIn,
  stockOut,
  stockRefusal,
  stockUpdatePostings,
  type StockPosition,
  type StockUpdateCommand,
} from './stock';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const out = (quantity: string): StockUpdateCommand => ({ productId: PRODUCT, quantity: Quantity.of(quantity), transactionType: 'out', poNumber: null, date: '2026-11-22', remark: null });

describe('defaultUnitCost', () => {
  it('defaults an in’s unit cost to the average on hand, to the cent; with nothing on hand, the product’s unit cost', () => {
    const three = stockIn(stockIn(EMPTY_POSITION, Quantity.of('1'), Money.of('10.00')), Quantity.of('2'), Money.of('10.01'));
    expect(defaultUnitCost(three, '99.00').toFixed()).toBe('10.01');
    expect(defaultUnitCost(EMPTY_POSITION, '99.00').toFixed()).toBe('99.00');
    expect(defaultUnitCost(EMPTY_POSITION, null).toFixed()).toBe('0.00');
  });
});

describe('moving average costing', () => {
  it('takes the average out and the whole pool when the shelf empties', () => {
    let p: StockPosition = stockIn(EMPTY_POSITION, Quantity.of('3'), Money.of('10.00'));
    p = stockIn(p, Quantity.of('3'), Money.of('20.00')); // 6 @ 15.00 = 90.00
    const first = stockOut(p, Quantity.of('4'));
    expect(first.cost.toFixed()).toBe('60.00');
    const rest = stockOut(first.position, Quantity.of('2'));
    expect(rest.cost.toFixed()).toBe('30.00');
    expect(rest.position.value.isZero()).toBe(true);
  });
});

describe('decideStockUpdate', () => {
  const position = stockIn(EMPTY_POSITION, Quantity.of('2'), Money.of('7.50'));
  it('refuses an out beyond on hand with the spec message', () => {
    expect(decideStockUpdate(out('2.001'), position, Money.of('7.50'))).toEqual({ errors: { quantity: [stockRefusal.field('stock-out-exceeds-on-hand')] } });
  });
  it('posts balanced quantity and value lines', () => {
    const d = decideStockUpdate(out('1'), position, Money.of('7.50'));
    if (!('event' in d)) throw new Error('refused');
    expect(d.event.value).toBe('7.50');
    expect(stockUpdatePostings(d.event)).toEqual([
      { account: 'inventory', party: null, commodity: `product:${PRODUCT}`, quantity: '-1.000' },
      { account: 'stock-adjustment', party: null, commodity: `product:${PRODUCT}`, quantity: '1.000' },
      { account: 'stock-adjustment', party: `product:${PRODUCT}`, debit: '7.50' },
      { account: 'inventory', party: `product:${PRODUCT}`, credit: '7.50' },
    ]);
  });
});

describe('property: on hand = opening + ins − outs, never negative', () => {
  const move = fc.record({
    type: fc.constantFrom<'in' | 'out'>('in', 'out'),
    quantity: fc.integer({ min: 1, max: 50_000 }).map((n) => Quantity.of((n / 1000).toFixed(3))),
    cost: fc.integer({ min: 0, max: 100_000 }).map((n) => Money.of((n / 100).toFixed(2))),
  });
  it('holds over random sequences, with refused outs changing nothing', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let position = EMPTY_POSITION;
        let expected = Quantity.ZERO;
        for (const m of moves) {
          const command = { productId: PRODUCT, quantity: m.quantity, transactionType: m.type, poNumber: null, date: '2026-11-22', remark: null };
          const d = decideStockUpdate(command, position, m.cost);
          if ('errors' in d) {
            expect(m.type).toBe('out');
            continue;
          }
          position = m.type === 'in' ? stockIn(position, m.quantity, m.cost) : stockOut(position, m.quantity).position;
          expected = m.type === 'in' ? expected.plus(m.quantity) : expected.minus(m.quantity);
          expect(position.onHand.equals(expected)).toBe(true);
          expect(position.onHand.isNegative() || position.value.isNegative()).toBe(false);
        }
      }),
    );
  });
});
