import { voucherPostings } from './voucher';

const SUPPLIER = '11111111-1111-4111-8111-111111111111';
const BANK = '22222222-2222-4222-8222-222222222222';
const CAT = '33333333-3333-4333-8333-333333333333';

describe('voucherPostings', () => {
  const data = { voucherId: 'v', code: 'VOU-000001', supplierId: SUPPLIER, account: `bank:${BANK}`, date: '2026-11-22',
    lines: [{ categoryId: CAT, amount: '1000.00' }, { categoryId: 'c2', amount: '500.50' }] };
  it('debits expense per category line and credits the account it pays from; the reversal negates', () => {
    expect(voucherPostings({ type: 'VoucherConfirmed', data })).toEqual([
      { account: 'expense', party: `expense-category:${CAT}`, debit: '1000.00' },
      { account: 'expense', party: 'expense-category:c2', debit: '500.50' },
      { account: `bank:${BANK}`, party: null, credit: '1500.50' },
    ]);
    expect(voucherPostings({ type: 'VoucherReversed', data })).toEqual([
      { account: `bank:${BANK}`, party: null, debit: '1500.50' },
      { account: 'expense', party: `expense-category:${CAT}`, credit: '1000.00' },
      { account: 'expense', party: 'expense-category:c2', credit: '500.50' },
    ]);
  });
});
