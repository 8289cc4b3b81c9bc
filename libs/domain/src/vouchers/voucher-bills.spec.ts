import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import { voucherPostings, type VoucherEvent, type VoucherEventData } from './voucher';
import { voucherBillPayments, voucherDecider, type PendingVoucher, type VoucherCommand } from './voucher.decide';

/* A voucher paying the supplier's bills: its bills and its over-payment (the supplier's credit). */

const BANK = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-22T08:00:00.000Z');
const given = deciderSpec(voucherDecider, NOW);

const pending: PendingVoucher = {
  voucherId: 'v1',
  code: 'VOU-000001',
  supplierId: 's1',
  payType: 'Bank',
  accountId: BANK,
  date: '2026-11-20',
  lines: [{ categoryId: 'c1', subCategoryId: null, amount: '200.00' }],
  bills: [{ billId: 'b1', amount: '400.00' }, { billId: 'b2', amount: '600.00' }],
  amount: '1300.00',
};
const booked: VoucherEventData = {
  voucherId: 'v1',
  code: 'VOU-000001',
  supplierId: 's1',
  account: `bank:${BANK}`,
  date: '2026-11-20',
  lines: [{ categoryId: 'c1', amount: '200.00' }],
  bills: [{ billId: 'b1', amount: '400.00' }, { billId: 'b2', amount: '600.00' }],
  credit: '100.00',
};
const confirm = (available: string, voucher = pending): VoucherCommand => ({ type: 'ConfirmVoucher', data: { voucher, available: { amount: Money.of(available), on: voucher.date } } });

describe('voucherDecider: a voucher paying bills', () => {
  it('books its lines, bills and over-payment, the account checked for the whole amount', () => {
    given().when(confirm('1300.00')).then([{ type: 'VoucherConfirmed', data: booked }]);
    expect(given().when(confirm('1299.99')).thenFails('voucher-overdrawn').details.errors).toEqual({ amount: [expect.objectContaining({ code: 'cashbook.overdrawn' })] });
  });

  it('records no credit when it pays exactly its bills', () => {
    const exact = { ...pending, lines: [], amount: '1000.00' };
    const { lines: _lines, credit: _credit, ...rest } = booked;
    given().when(confirm('5000', exact)).then([{ type: 'VoucherConfirmed', data: { ...rest, lines: [] } }]);
  });

  it('refuses a stored draft whose amount no longer covers its lines and bills', () => {
    given().when(confirm('5000', { ...pending, amount: '1199.99' })).thenFails('amount-below-allocations');
  });

  it('reverses with the same bills, for the bills to take their payments back', () => {
    given({ type: 'VoucherConfirmed', data: booked })
      .when({ type: 'DeleteVoucher', data: { date: '2026-11-22' } })
      .then([{ type: 'VoucherReversed', data: { ...booked, date: '2026-11-22' } }]);
  });

  it('asks each bill it pays for its payment, out of its account on its date', () => {
    expect(voucherBillPayments(booked)).toEqual([
      { billId: 'b1', command: { type: 'PayBill', data: { voucherId: 'v1', supplierId: 's1', amount: Money.of('400.00'), account: `bank:${BANK}`, date: '2026-11-20' } } },
      { billId: 'b2', command: { type: 'PayBill', data: { voucherId: 'v1', supplierId: 's1', amount: Money.of('600.00'), account: `bank:${BANK}`, date: '2026-11-20' } } },
    ]);
  });
});

describe('voucherPostings with bills', () => {
  const net = (event: VoucherEvent) => voucherPostings(event).reduce((s, l) => s.plus(l.debit ?? '0').minus(l.credit ?? '0'), Money.ZERO);

  it('debits expenses and the supplier’s credit, credits the account their sum; the bills post on their own streams', () => {
    const confirmed: VoucherEvent = { type: 'VoucherConfirmed', data: booked };
    expect(voucherPostings(confirmed)).toEqual([
      { account: 'expense', party: 'expense-category:c1', debit: '200.00' },
      { account: 'supplier-credit', party: 'supplier:s1', debit: '100.00' },
      { account: `bank:${BANK}`, party: null, credit: '300.00' },
    ]);
    expect(net(confirmed).isZero()).toBe(true);
    const reversed: VoucherEvent = { type: 'VoucherReversed', data: { ...booked, date: '2026-11-22' } };
    expect(voucherPostings(reversed)).toEqual([
      { account: `bank:${BANK}`, party: null, debit: '300.00' },
      { account: 'expense', party: 'expense-category:c1', credit: '200.00' },
      { account: 'supplier-credit', party: 'supplier:s1', credit: '100.00' },
    ]);
    expect(net(reversed).isZero()).toBe(true);
  });

  it('posts nothing on its own stream when it only pays bills exactly', () => {
    expect(voucherPostings({ type: 'VoucherConfirmed', data: { ...booked, lines: [], credit: undefined } })).toEqual([]);
  });
});
