import { withMessages } from '../shared/domain-error.testing';
import { cashbookPostings, readEntry, readTransfer } from './cashbook';
import { cashbookRefusal } from './cashbook.refusals';

const BANK = '22222222-2222-4222-8222-222222222222';

describe('readTransfer', () => {
  it('refuses a transfer to the same account, and a negative or over-precise value', () => {
    expect(readTransfer({ from_account: BANK, to_account: BANK, value: '10', date: '2026-11-22' })).toEqual({ ok: false, errors: { to_account: [cashbookRefusal.field('same-account')] } });
    const bad = readTransfer({ from_account: 'cash', to_account: BANK, value: '-1', date: '2026-11-22' });
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(['value']);
    const precise = readTransfer({ from_account: 'cash', to_account: BANK, value: '1.001', date: '2026-11-22' });
    expect(precise.ok ? null : Object.keys(precise.errors)).toEqual(['value']);
  });
  it('posts Dr to-account / Cr from-account', () => {
    const read = readTransfer({ from_account: 'cash', to_account: BANK, value: '250', date: '2026-11-22' });
    expect(read.ok && read.value.to).toBe(`bank:${BANK}`);
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
  it('requires the expense category of an expense entry', () => {
    expect(withMessages(readEntry('expense', { account: 'cash', amount: '1', date: '2026-11-22' }))).toEqual({ ok: false, errors: { expense_category_id: ['Please select the expanse category'] } });
  });
});
