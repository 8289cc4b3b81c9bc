import { messagesOf } from '../shared/domain-error.testing';
import { INVALID_INVOICE_NUMBER } from './payments.errors';
import { overPayment, readReceipt, readRefund, receiptAccount } from './receipt';
import { receiptPostings } from './receipt.events';

const customer = '2b1f6a52-0a7e-4b7c-9a63-3f1c7f1f0a11';
const bank = '9c0e1f0e-3d57-4a43-8d1d-5b7c5e2e9b01';
const body = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customer,
  date: '2026-11-10',
  pay_type: 'Bank',
  account_id: bank,
  paid_amount: '1500.00',
  invoices: [{ invoice_id: 'INV-000001', amount: '1000.00' }, { invoice_id: 'INV-000002', amount: '400' }],
  ...overrides,
});

describe('readReceipt', () => {
  it('reads a bank receipt and its allocations as Money', () => {
    const r = readReceipt(body());
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.invoices.map((a) => a.amount.toFixed())).toEqual(['1000.00', '400.00']);
    expect(overPayment(r.value.paidAmount, r.value.invoices).toFixed()).toBe('100.00');
    expect(receiptAccount(r.value.payType, r.value.accountId)).toBe(`bank:${bank}`);
  });

  it.each([
    [{ paid_amount: '-5' }, 'paid_amount'],
    [{ paid_amount: '10.005' }, 'paid_amount'],
    [{ paid_amount: '1000' }, 'paid_amount'],
    [{ pay_type: 'Barter' }, 'pay_type'],
    [{ account_id: null }, 'account_id'],
    [{ pay_type: 'Cheque' }, 'cheque_number'],
    [{ invoices: [{ invoice_id: '', amount: '1' }] }, 'invoices.0.invoice_id'],
    [{ invoices: [{ invoice_id: 'INV-1', amount: '0' }] }, 'invoices.0.amount'],
    [{ pay_type: 'Credit', account_id: null, paid_amount: '2000' }, 'paid_amount'],
    [{ note: 'x'.repeat(256) }, 'note'],
  ])('refuses %j on %s', (overrides, field) => {
    const r = readReceipt(body(overrides));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toContain(field);
  });

  it('names the spec message for a missing invoice number', () => {
    const r = readReceipt(body({ invoices: [{ amount: '1' }] }));
    expect(r.ok ? null : messagesOf(r.errors)?.['invoices.0.invoice_id']).toEqual([INVALID_INVOICE_NUMBER]);
  });

  it('takes cash without an account', () => {
    const r = readReceipt(body({ pay_type: 'Cash', account_id: undefined }));
    expect(r.ok && receiptAccount(r.value.payType, r.value.accountId)).toBe('cash');
  });
});

describe('readRefund', () => {
  it('needs a kind and at least one invoice', () => {
    const r = readRefund({ customer_id: customer, date: '2026-11-10', refund_type: 'Loan', invoices: [] });
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual(['invoices', 'refund_type']);
  });

  it('refuses a note past 255 characters instead of cutting it', () => {
    const refund = { customer_id: customer, date: '2026-11-10', refund_type: 'Cash Refund', invoices: [{ invoice_id: 'INV-1', amount: '1' }] };
    const long = readRefund({ ...refund, note: 'x'.repeat(256) });
    expect(long.ok ? null : messagesOf(long.errors)).toEqual({ note: ['The note may not be greater than 255 characters.'] });
    const full = readRefund({ ...refund, note: ` ${'x'.repeat(255)} ` });
    expect(full.ok && full.value.note).toBe('x'.repeat(255));
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
