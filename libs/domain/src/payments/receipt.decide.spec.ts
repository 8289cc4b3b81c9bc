import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import type { ReceiptInput } from './receipt';
import { receiptDecider, receiptPayments, type ReceiptCommand } from './receipt.decide';
import type { ReceiptCreditData, ReceiptEvent } from './receipt.events';
import { messagesOf } from '../shared/domain-error.testing';

const NOW = new Date('2026-11-10T08:00:00.000Z');
const given = deciderSpec(receiptDecider, NOW);

const customer = '2b1f6a52-0a7e-4b7c-9a63-3f1c7f1f0a11';
const bank = '9c0e1f0e-3d57-4a43-8d1d-5b7c5e2e9b01';

/** A bank receipt of 1500.00 applied to two invoices (1000.00 and 400.00), as the API reads one. */
function input(overrides: { paid_amount?: string; pay_type?: ReceiptInput['payType']; account_id?: null } = {}): ReceiptInput {
  const payType = overrides.pay_type ?? 'Bank';
  return {
    customerId: customer,
    date: '2026-11-10',
    payType,
    accountId: overrides.account_id === null ? null : bank,
    paidAmount: Money.of(overrides.paid_amount ?? '1500.00'),
    cheque: { number: null, postDate: null, bank: null, branch: null, accountNumber: null },
    remark: null,
    note: null,
    invoices: [
      { invoiceId: 'INV-000001', amount: Money.of('1000.00') },
      { invoiceId: 'INV-000002', amount: Money.of('400.00') },
    ],
  };
}

const confirm = (receipt: ReceiptInput, creditBalance = Money.ZERO): ReceiptCommand => ({
  type: 'ConfirmReceipt',
  data: { receiptId: 'r1', code: 'RCT-000001', input: receipt, creditBalance },
});
const reverse = (creditBalance: string, date = '2026-11-20'): ReceiptCommand => ({
  type: 'ReverseReceipt',
  data: { date, creditBalance: Money.of(creditBalance) },
});

const credit: ReceiptCreditData = { receiptId: 'r1', code: 'RCT-000001', customerId: customer, account: `bank:${bank}`, amount: '100.00', date: '2026-11-10' };
const recorded: ReceiptEvent = { type: 'ReceiptCreditRecorded', data: credit };
const reversed: ReceiptEvent = { type: 'ReceiptCreditReversed', data: { ...credit, date: '2026-11-20' } };

describe('confirming a receipt', () => {
  it('pays each invoice into the bank and books the over-payment as the customer credit', () => {
    expect(receiptPayments('r1', input()).map((p) => [p.data.receiptId, p.data.amount.toFixed(), p.data.account, p.data.date])).toEqual([
      ['r1', '1000.00', `bank:${bank}`, '2026-11-10'],
      ['r1', '400.00', `bank:${bank}`, '2026-11-10'],
    ]);
    given().when(confirm(input())).then([recorded]);
  });

  it('records nothing on its own stream when the invoices take all of it', () => {
    given().when(confirm(input({ paid_amount: '1400' }))).then([]);
  });

  it('books cash over-payments into cash', () => {
    given()
      .when(confirm(input({ pay_type: 'Cash', account_id: null })))
      .then([{ type: 'ReceiptCreditRecorded', data: { ...credit, account: 'cash' } }]);
  });

  it('spends credit only up to the balance, and makes no new credit from it', () => {
    const spend = input({ pay_type: 'Credit', account_id: null, paid_amount: '1400' });
    const refusal = given()
      .when(confirm(spend, Money.of('1399.99')))
      .thenFails('credit-exceeds-balance', "The amount may not exceed the customer's credit balance of 1399.99.");
    expect(refusal.status).toBe(422);
    expect(messagesOf(refusal.details.errors)).toEqual({ paid_amount: ["The amount may not exceed the customer's credit balance of 1399.99."] });
    given().when(confirm(spend, Money.of('1400'))).then([]);
    expect(receiptPayments('r1', spend).every((p) => p.data.account === 'customer-credit')).toBe(true);
  });

  it('refuses a second confirmation of a receipt that gave credit', () => {
    expect(given(recorded).when(confirm(input())).thenFails('receipt-already-confirmed').status).toBe(409);
  });
});

describe('reversing a receipt', () => {
  it('takes its credit back on the reversal date', () => {
    given(recorded).when(reverse('100.00')).then([reversed]);
  });

  it('has nothing to take back when the receipt gave no credit', () => {
    given().when(reverse('0.00')).then([]);
  });

  it('refuses while the credit it gave has been spent', () => {
    const refusal = given(recorded).when(reverse('99.99')).thenFails('credit-used', 'The credit this receipt gave has been used; reverse what used it first.');
    expect(refusal.status).toBe(409);
  });

  it("refuses when the bank no longer holds the credit's money on every day from the reversal's date", () => {
    const withBank = (available: string): ReceiptCommand => ({
      type: 'ReverseReceipt',
      data: { date: '2026-11-20', creditBalance: Money.of('100.00'), available: { amount: Money.of(available), on: '2026-11-25' } },
    });
    given(recorded).when(withBank('100.00')).then([reversed]);
    const refusal = given(recorded).when(withBank('99.99')).thenFails('overdrawn');
    expect(refusal.details.errors).toEqual({
      amount: [{ code: 'cashbook.overdrawn', params: { available: '99.99', on: '2026-11-25' }, message: 'The value may not exceed the balance of the from account (99.99).' }],
    });
  });

  it('refuses to take the same credit back twice', () => {
    given(recorded, reversed).when(reverse('100.00')).thenFails('credit-already-reversed');
  });
});

describe('the receipt stream in the ledger', () => {
  it('stores each event on its business date with balanced postings', () => {
    const stored = receiptDecider.toLedger(reversed, receiptDecider.evolve(receiptDecider.initialState(), recorded));
    expect(stored).toMatchObject({ type: 'ReceiptCreditReversed', schemaVersion: 1, occurredOn: '2026-11-20', payload: reversed.data });
    expect(stored.postings).toEqual([
      { account: 'customer-credit', party: `customer:${customer}`, debit: '100.00' },
      { account: `bank:${bank}`, party: null, credit: '100.00' },
    ]);
  });

  it('reads back only its own event types', () => {
    expect(receiptDecider.fromLedger({ type: 'ReceiptCreditRecorded', schemaVersion: 1, payload: credit })).toEqual(recorded);
    expect(() => receiptDecider.fromLedger({ type: 'PaymentApplied', schemaVersion: 1, payload: {} })).toThrow(TypeError);
  });
});
