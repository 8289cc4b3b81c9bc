import { deciderSpec } from '../shared/decider.testing';
import type { OpeningValueRule } from '../records/record-resources';
import { STOCK_OUT_EXCEEDS_ON_HAND } from '../stock/stock';
import { openingBalanceDecider, openingBalancesRefusal, openingBalanceStream, type OpeningBalanceSet, type SetOpeningBalances } from './opening-balance.decide';
import type { OpeningBalanceRule } from './opening-balances';

const NOW = new Date('2026-03-01T08:00:00Z');
const DATE = '2026-03-01';

const customerRules: OpeningBalanceRule[] = [
  { field: 'open_outstanding', debit: { account: 'receivable', ownParty: true }, credit: { account: 'opening-balance-equity' } },
  { field: 'open_credit_balance', debit: { account: 'opening-balance-equity' }, credit: { account: 'customer-credit', ownParty: true } },
];
const customer = openingBalanceDecider({ kind: 'customer', id: 'c1' }, customerRules);

const stockRules: OpeningBalanceRule[] = [
  { field: 'open_stock', measure: 'quantity', debit: { account: 'inventory' }, credit: { account: 'opening-stock' } },
];
const stockValue: OpeningValueRule[] = [
  { field: 'open_stock_value', debit: { account: 'inventory' }, credit: { account: 'opening-balance-equity' }, valueAtCost: { quantity: 'open_stock', unitPrice: 'unit_cost' } },
];
const product = openingBalanceDecider({ kind: 'product', id: 'p1' }, stockRules, stockValue);

const set = (requested: SetOpeningBalances['data']['requested'], extra: Partial<SetOpeningBalances['data']> = {}): SetOpeningBalances => ({
  type: 'SetOpeningBalances',
  data: { requested, onHand: {}, unitPrices: {}, date: DATE, ...extra },
});
const wasSet = (amounts: Record<string, string>): OpeningBalanceSet => ({ type: 'OpeningBalanceSet', data: { amounts, date: DATE } });

describe('opening balances decider', () => {
  const given = deciderSpec(customer, NOW);

  it("streams the record's openings as <kind>-<id>", () => {
    expect(openingBalanceStream({ kind: 'customer', id: 'c1' })).toBe('customer-c1');
  });

  it('sets the amounts a new record opens with, zero for those not given', () => {
    given()
      .when(set({ open_outstanding: '1250.50' }))
      .then([wasSet({ open_outstanding: '1250.50', open_credit_balance: '0.00' })]);
  });

  it('keeps an amount the command leaves out and clears one it sets to null', () => {
    given(wasSet({ open_outstanding: '1250.50', open_credit_balance: '100.00' }))
      .when(set({ open_outstanding: '1000.00', open_credit_balance: null }))
      .then([wasSet({ open_outstanding: '1000.00', open_credit_balance: '0.00' })]);
    given(wasSet({ open_outstanding: '1250.50', open_credit_balance: '100.00' }))
      .when(set({ open_outstanding: '1000.00' }))
      .then([wasSet({ open_outstanding: '1000.00', open_credit_balance: '100.00' })]);
  });

  it('decides nothing when no amount changes, nor for a new record opening at zero', () => {
    given(wasSet({ open_outstanding: '5.00', open_credit_balance: '0.00' })).when(set({ open_outstanding: '5' })).then([]);
    given().when(set({})).then([]);
  });

  it('posts only the differences on the state before the event', () => {
    const before = customer.evolve(customer.initialState(), wasSet({ open_outstanding: '1250.50', open_credit_balance: '100.00' }));
    const stored = customer.toLedger(wasSet({ open_outstanding: '1000.00', open_credit_balance: '100.00' }), before);
    expect(stored).toMatchObject({ type: 'OpeningBalanceSet', schemaVersion: 1, occurredOn: DATE });
    expect(stored.postings).toEqual([
      { account: 'opening-balance-equity', party: null, debit: '250.50' },
      { account: 'receivable', party: 'customer:c1', credit: '250.50' },
    ]);
  });

  describe('an opening quantity', () => {
    const givenProduct = deciderSpec(product, NOW);

    it('values stock brought in at the unit price now', () => {
      givenProduct()
        .when(set({ open_stock: '10.000' }, { unitPrices: { open_stock_value: '12.50' } }))
        .then([wasSet({ open_stock: '10.000', open_stock_value: '125.00' })]);
    });

    it('may fall by what is still on hand', () => {
      givenProduct(wasSet({ open_stock: '10.000', open_stock_value: '125.00' }))
        .when(set({ open_stock: '4.000' }, { onHand: { open_stock: '6.000' } }))
        .then([wasSet({ open_stock: '4.000', open_stock_value: '50.00' })]);
    });

    it('may not fall by more than is on hand (stock already sold stays sold), refused on the field', () => {
      const error = givenProduct(wasSet({ open_stock: '10.000', open_stock_value: '125.00' }))
        .when(set({ open_stock: '3.000' }, { onHand: { open_stock: '6.000' } }))
        .thenFails('opening-quantity-exceeds-on-hand', STOCK_OUT_EXCEEDS_ON_HAND);
      expect(error.status).toBe(422);
      expect(error.details.errors).toEqual({ open_stock: [openingBalancesRefusal.field('opening-quantity-exceeds-on-hand')] });
      expect(error.details.errors?.open_stock?.[0]?.message).toBe(STOCK_OUT_EXCEEDS_ON_HAND);
    });

    it('may always rise, whatever is on hand', () => {
      givenProduct(wasSet({ open_stock: '1.000', open_stock_value: '10.00' }))
        .when(set({ open_stock: '2.000' }, { unitPrices: { open_stock_value: '10.00' } }))
        .then([wasSet({ open_stock: '2.000', open_stock_value: '20.00' })]);
    });
  });
});
