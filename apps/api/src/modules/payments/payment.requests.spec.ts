import { INVALID_INVOICE_NUMBER, isDomainError, receiptAccount } from '@ginuma/domain';
import { receiptInput, refundInput } from './payment.requests';

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

/** The field messages a body is refused with, or null when it is read. */
async function refusals(read: Promise<unknown>): Promise<Record<string, string[]> | null> {
  try {
    await read;
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.details.errors ?? {};
    return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((refusal) => refusal.message)]));
  }
}

describe('receiptInput', () => {
  it('reads a bank receipt and its allocations as Money', async () => {
    const input = await receiptInput(body({ remark: '  paid at the counter ', ignored: 'dropped' }));
    expect(input.invoices.map((a) => [a.invoiceId, a.amount.toFixed()])).toEqual([['INV-000001', '1000.00'], ['INV-000002', '400.00']]);
    expect(input).toMatchObject({ customerId: customer, payType: 'Bank', accountId: bank, remark: 'paid at the counter', note: null });
    expect(input.paidAmount.toFixed()).toBe('1500.00');
  });

  it.each([
    [{ paid_amount: '-5' }, 'paid_amount'],
    [{ paid_amount: '10.005' }, 'paid_amount'],
    [{ paid_amount: '1000' }, 'paid_amount'],
    [{ pay_type: 'Barter' }, 'pay_type'],
    [{ account_id: null }, 'account_id'],
    [{ customer_id: 'someone' }, 'customer_id'],
    [{ date: '2026-02-30' }, 'date'],
    [{ pay_type: 'Cheque' }, 'cheque_number'],
    [{ invoices: 'all' }, 'invoices'],
    [{ invoices: [{ invoice_id: '', amount: '1' }] }, 'invoices.0.invoice_id'],
    [{ invoices: [{ invoice_id: 'INV-1', amount: '0' }] }, 'invoices.0.amount'],
    [{ invoices: [{ invoice_id: 'INV-1', amount: '1' }, { invoice_id: ' INV-1 ', amount: '1' }] }, 'invoices.1.invoice_id'],
    [{ pay_type: 'Credit', account_id: null, paid_amount: '2000' }, 'paid_amount'],
    [{ note: 'x'.repeat(256) }, 'note'],
    [{ bank: 'x'.repeat(256) }, 'bank'],
  ])('refuses %j on %s', async (overrides, field) => {
    expect(Object.keys((await refusals(receiptInput(body(overrides)))) ?? {})).toContain(field);
  });

  it('names the spec message for a missing invoice number', async () => {
    expect((await refusals(receiptInput(body({ invoices: [{ amount: '1' }] }))))?.['invoices.0.invoice_id']).toEqual([INVALID_INVOICE_NUMBER]);
  });

  it('takes cash without an account, and keeps cheque details only for a cheque', async () => {
    const cash = await receiptInput(body({ pay_type: 'Cash', account_id: undefined, cheque_number: '123', bank: 'BOC' }));
    expect(receiptAccount(cash.payType, cash.accountId)).toBe('cash');
    expect(cash.cheque).toEqual({ number: null, postDate: null, bank: null, branch: null, accountNumber: null });
    const cheque = await receiptInput(body({ pay_type: 'Cheque', cheque_number: ' 000123 ', post_date: '2026-11-20', bank: 'BOC' }));
    expect(cheque.cheque).toEqual({ number: '000123', postDate: '2026-11-20', bank: 'BOC', branch: null, accountNumber: null });
  });
});

describe('refundInput', () => {
  it('needs a kind and at least one invoice', async () => {
    const refused = await refusals(refundInput({ customer_id: customer, date: '2026-11-10', refund_type: 'Loan', invoices: [] }));
    expect(Object.keys(refused ?? {}).sort()).toEqual(['invoices', 'refund_type']);
    expect((await refusals(refundInput({ customer_id: customer, date: '2026-11-10', refund_type: 'Credit Refund' })))?.invoices).toEqual(['Add at least one invoice.']);
  });

  it('refuses a note past 255 characters instead of cutting it', async () => {
    const refund = { customer_id: customer, date: '2026-11-10', refund_type: 'Cash Refund', invoices: [{ invoice_id: 'INV-1', amount: '1' }] };
    expect(await refusals(refundInput({ ...refund, note: 'x'.repeat(256) }))).toEqual({ note: ['The note may not be greater than 255 characters.'] });
    expect((await refundInput({ ...refund, note: ` ${'x'.repeat(255)} ` })).note).toBe('x'.repeat(255));
  });

  it('pays a cash refund from the account it names, else from cash; a credit refund names none', async () => {
    const refund = { customer_id: customer, date: '2026-11-10', invoices: [{ invoice_id: 'INV-1', amount: '1' }] };
    expect((await refundInput({ ...refund, refund_type: 'Cash Refund', account_id: bank })).accountId).toBe(bank);
    expect((await refundInput({ ...refund, refund_type: 'Cash Refund', account_id: '' })).accountId).toBeNull();
    expect((await refundInput({ ...refund, refund_type: 'Credit Refund', account_id: 'whatever' })).accountId).toBeNull();
  });
});
