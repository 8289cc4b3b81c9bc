import { Money } from '../money/money';
import { overPayment, receiptAccount } from './receipt';
import { receiptPostings } from './receipt.events';

const customer = '2b1f6a52-0a7e-4b7c-9a63-3f1c7f1f0a11';
const bank = '9c0e1f0e-3d57-4a43-8d1d-5b7c5e2e9b01';

describe('receiptAccount and overPayment', () => {
  it('takes a bank receipt into its account and its over-payment as credit; cash without an account', () => {
    expect(overPayment(Money.of('1500.00'), [{ amount: Money.of('1000.00') }, { amount: Money.of('400') }]).toFixed()).toBe('100.00');
    expect(receiptAccount('Bank', bank)).toBe(`bank:${bank}`);
    expect(receiptAccount('Cash', null)).toBe('cash');
  });
});

describe('receiptPostings', () => {
  const data = { receiptId: 'r', code: 'RCT-000001', customerId: customer, account: 'cash', amount: '100.00', date: '2026-11-10' };
  it('makes an over-payment the customer credit balance, and its reversal cancels it', () => {
    expect(receiptPostings({ type: 'ReceiptCreditRecorded', data })).toEqual([
      { account: 'cash', party: null, debit: '100.00' },
      { account: 'customer-credit', party: `customer:${customer}`, credit: '100.00' },
    ]);
    expect(receiptPostings({ type: 'ReceiptCreditReversed', data })).toEqual([
      { account: 'customer-credit', party: `customer:${customer}`, debit: '100.00' },
      { account: 'cash', party: null, credit: '100.00' },
    ]);
  });
});
