import { cashbookPostings, transferInput } from './cashbook';

const BANK = '22222222-2222-4222-8222-222222222222';

// What a transfer or an entry request may hold is its request class's (apps/api/src/modules/transactions/transaction.requests.spec.ts).
describe('transfers', () => {
  it('posts Dr to-account / Cr from-account', () => {
    expect(transferInput({ from_account: 'cash', to_account: BANK, value: '250', date: '2026-11-22' }).to).toBe(`bank:${BANK}`);
    expect(cashbookPostings({ type: 'FundsTransferred', data: { transactionId: 't', code: 'TRN-000001', from: 'cash', to: `bank:${BANK}`, value: '250.00', date: '2026-11-22' } })).toEqual([
      { account: `bank:${BANK}`, party: null, debit: '250.00' },
      { account: 'cash', party: null, credit: '250.00' },
    ]);
  });
});

describe('cash entries', () => {
  it('books an income Dr account / Cr income and an expense Dr expense / Cr account', () => {
    const base = { transactionId: 't', code: 'TRN-000002', account: 'cash', amount: '80.00', date: '2026-11-22' };
    expect(cashbookPostings({ type: 'CashEntryRecorded', data: { ...base, kind: 'income', categoryId: null } })).toEqual([
      { account: 'cash', party: null, debit: '80.00' },
      { account: 'income', party: 'income:t', credit: '80.00' },
    ]);
    expect(cashbookPostings({ type: 'CashEntryRecorded', data: { ...base, kind: 'expense', categoryId: 'c' } })).toEqual([
      { account: 'expense', party: 'expense-category:c', debit: '80.00' },
      { account: 'cash', party: null, credit: '80.00' },
    ]);
  });
});
