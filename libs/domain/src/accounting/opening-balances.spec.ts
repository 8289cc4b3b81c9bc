import { openingBalanceDate, openingPostings, type OpeningBalanceRule } from './opening-balances';

const rules: OpeningBalanceRule[] = [
  { field: 'open_outstanding', debit: { account: 'receivable', ownParty: true }, credit: { account: 'opening-balance-equity' } },
  { field: 'open_credit_balance', debit: { account: 'opening-balance-equity' }, credit: { account: 'customer-credit', ownParty: true } },
];
const customer = { kind: 'customer', id: 'c1' };

describe('openingPostings', () => {
  it('posts each opening amount to its two sides', () => {
    expect(openingPostings(rules, customer, {}, { open_outstanding: '1250.00', open_credit_balance: '0.00' })).toEqual([
      { account: 'receivable', party: 'customer:c1', debit: '1250.00' },
      { account: 'opening-balance-equity', party: null, credit: '1250.00' },
    ]);
  });

  it('posts only the difference when an amount changes, reversed when it falls', () => {
    expect(
      openingPostings(rules, customer, { open_outstanding: '1250.00', open_credit_balance: '10.00' }, { open_outstanding: '1000.00', open_credit_balance: '10.00' }),
    ).toEqual([
      { account: 'opening-balance-equity', party: null, debit: '250.00' },
      { account: 'receivable', party: 'customer:c1', credit: '250.00' },
    ]);
  });

  it('posts nothing when nothing changed', () => {
    expect(openingPostings(rules, customer, { open_outstanding: '5.00' }, { open_outstanding: '5.00' })).toEqual([]);
  });

  it('fills {id} in a per-record account', () => {
    const bank: OpeningBalanceRule[] = [{ field: 'opening_balance', debit: { account: 'bank:{id}' }, credit: { account: 'opening-balance-equity' } }];
    expect(openingPostings(bank, { kind: 'account', id: 'b7' }, {}, { opening_balance: '99.99' })[0]).toEqual({
      account: 'bank:b7',
      party: null,
      debit: '99.99',
    });
  });
});

describe('openingBalanceDate', () => {
  it("is the workspace's opening date, whatever the record's own transactions", () => {
    expect(openingBalanceDate({ openingDate: '2026-01-01', lockDate: null })).toBe('2026-01-01');
    expect(openingBalanceDate({ openingDate: '2026-01-01', lockDate: '2025-12-31' })).toBe('2026-01-01');
  });

  it('never falls on or before the period lock: the first open day instead, across a month and a year end', () => {
    expect(openingBalanceDate({ openingDate: '2026-01-01', lockDate: '2026-01-01' })).toBe('2026-01-02');
    expect(openingBalanceDate({ openingDate: '2026-01-01', lockDate: '2026-02-28' })).toBe('2026-03-01');
    expect(openingBalanceDate({ openingDate: '2025-06-30', lockDate: '2025-12-31' })).toBe('2026-01-01');
  });
});
