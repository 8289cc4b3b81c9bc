import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { deciderSpec } from '../shared/decider.testing';
import type { OpeningValueRule } from '../records/record-resources';
import { STOCK_OUT_EXCEEDS_ON_HAND } from '../stock/stock';
import {
  openingBalanceDecider,
  openingBalancesRefusal,
  openingBalanceStream,
  openingRedating,
  type OpeningBalanceRedated,
  type OpeningBalanceSet,
  type RedateOpeningBalances,
  type SetOpeningBalances,
} from './opening-balance.decide';
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
  data: { requested, lowest: {}, unitPrices: {}, date: DATE, ...extra },
});
const wasSet = (amounts: Record<string, string>, date = DATE): OpeningBalanceSet => ({ type: 'OpeningBalanceSet', data: { amounts, date } });
const onHand = (quantity: string, on = DATE) => ({ open_stock: { amount: Quantity.of(quantity), on } });

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
        .when(set({ open_stock: '4.000' }, { lowest: onHand('6.000') }))
        .then([wasSet({ open_stock: '4.000', open_stock_value: '50.00' })]);
    });

    it('may not fall by more than is on hand (stock already sold stays sold), refused on the field', () => {
      const error = givenProduct(wasSet({ open_stock: '10.000', open_stock_value: '125.00' }))
        .when(set({ open_stock: '3.000' }, { lowest: onHand('6.000') }))
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

  describe('a bank account\'s opening balance', () => {
    const bankRules: OpeningBalanceRule[] = [{ field: 'opening_balance', debit: { account: 'bank:{id}' }, credit: { account: 'opening-balance-equity' } }];
    const bank = openingBalanceDecider({ kind: 'account', id: 'b1' }, bankRules);
    const givenBank = deciderSpec(bank, NOW);
    const lowest = (amount: string, on: string) => ({ opening_balance: { amount: Money.of(amount), on } });
    const redate = (date: string, low: RedateOpeningBalances['data']['lowest'] = {}): RedateOpeningBalances => ({ type: 'RedateOpeningBalances', data: { date, lowest: low } });
    const redated = (date: string, shift: string): OpeningBalanceRedated => ({ type: 'OpeningBalanceRedated', data: { date, shift: { opening_balance: shift } } });
    const opened = wasSet({ opening_balance: '1000.00' }, '2026-01-01');

    it('may fall by what the account holds on every day from the opening date, as any payment out', () => {
      givenBank(opened)
        .when(set({ opening_balance: '400.00' }, { date: '2026-01-01', lowest: lowest('600.00', '2026-01-05') }))
        .then([wasSet({ opening_balance: '400.00' }, '2026-01-01')]);
      const error = givenBank(opened)
        .when(set({ opening_balance: '399.99' }, { date: '2026-01-01', lowest: lowest('600.00', '2026-01-05') }))
        .thenFails('overdrawn');
      expect(error.details.errors).toEqual({ opening_balance: [expect.objectContaining({ code: 'cashbook.overdrawn', params: { available: '600.00', on: '2026-01-05' } })] });
    });

    it('moves to a later opening date when every day in between keeps what it held, to the cent', () => {
      expect(openingRedating(bankRules, { kind: 'account', id: 'b1' }, bank.evolve(bank.initialState(), opened), '2026-01-10')).toEqual({
        opening_balance: { from: '2026-01-01', until: '2026-01-10', loss: '1000.00' },
      });
      givenBank(opened)
        .when(redate('2026-01-10', lowest('1000.00', '2026-01-01')))
        .then([redated('2026-01-01', '-1000.00'), redated('2026-01-10', '1000.00')]);
    });

    it('refuses a later opening date when a payment in between would leave the account below zero, naming the day (409)', () => {
      const error = givenBank(opened).when(redate('2026-01-10', lowest('0.00', '2026-01-05'))).thenFails('opening-date-overdraws');
      expect(error.status).toBe(409);
      expect(error.message).toBe('Dated 2026-01-10, the opening balances would leave a money account or a product’s stock below zero on 2026-01-05.');
    });

    it('moves to an earlier opening date on no balance at all, and not when it is already there', () => {
      expect(openingRedating(bankRules, { kind: 'account', id: 'b1' }, bank.evolve(bank.initialState(), opened), '2025-12-01')).toEqual({});
      givenBank(opened).when(redate('2025-12-01')).then([redated('2026-01-01', '-1000.00'), redated('2025-12-01', '1000.00')]);
      givenBank(opened).when(redate('2026-01-01')).then([]);
      givenBank().when(redate('2026-01-01')).then([]);
    });

    it('gathers openings set on several days (a correction after the books were locked) onto the one date', () => {
      const corrected = wasSet({ opening_balance: '1500.00' }, '2026-02-01');
      const state = [opened, corrected].reduce(bank.evolve, bank.initialState());
      expect(state.dated).toEqual({ '2026-01-01': { opening_balance: '1000.00' }, '2026-02-01': { opening_balance: '500.00' } });
      expect(openingRedating(bankRules, { kind: 'account', id: 'b1' }, state, '2026-01-15')).toEqual({
        opening_balance: { from: '2026-01-01', until: '2026-01-15', loss: '1000.00' },
      });
      givenBank(opened, corrected)
        .when(redate('2026-01-15', lowest('1000.00', '2026-01-01')))
        .then([redated('2026-01-01', '-1000.00'), redated('2026-02-01', '-500.00'), redated('2026-01-15', '1500.00')]);
      const after = [redated('2026-01-01', '-1000.00'), redated('2026-02-01', '-500.00'), redated('2026-01-15', '1500.00')].reduce(bank.evolve, state);
      expect(after).toEqual({ amounts: { opening_balance: '1500.00' }, dated: { '2026-01-15': { opening_balance: '1500.00' } } });
    });

    it('posts a move as the opening\'s postings, reversed on the day it leaves', () => {
      const state = bank.evolve(bank.initialState(), opened);
      expect(bank.toLedger(redated('2026-01-01', '-1000.00'), state)).toMatchObject({
        type: 'OpeningBalanceRedated',
        occurredOn: '2026-01-01',
        postings: [
          { account: 'opening-balance-equity', party: null, debit: '1000.00' },
          { account: 'bank:b1', party: null, credit: '1000.00' },
        ],
      });
    });
  });

  it('moves an opening stock with its value, decided on the stock of the days in between', () => {
    const givenProduct = deciderSpec(product, NOW);
    const stocked = wasSet({ open_stock: '10.000', open_stock_value: '125.00' }, '2026-01-01');
    givenProduct(stocked)
      .when({ type: 'RedateOpeningBalances', data: { date: '2026-01-10', lowest: onHand('10.000', '2026-01-01') } })
      .then([
        { type: 'OpeningBalanceRedated', data: { date: '2026-01-01', shift: { open_stock: '-10.000', open_stock_value: '-125.00' } } },
        { type: 'OpeningBalanceRedated', data: { date: '2026-01-10', shift: { open_stock: '10.000', open_stock_value: '125.00' } } },
      ]);
    givenProduct(stocked)
      .when({ type: 'RedateOpeningBalances', data: { date: '2026-01-10', lowest: onHand('9.999', '2026-01-04') } })
      .thenFails('opening-date-overdraws');
  });
});
