import { Money } from '../money/money';
import { deciderSpec } from '../shared/decider.testing';
import type { VoucherEvent, VoucherEventData } from './voucher';
import { assertVoucherPending, voucherDecider, type PendingVoucher, type VoucherCommand } from './voucher.decide';
import { VOUCHER_CONFIRMATION_FAILED, VOUCHER_NOT_PENDING } from './vouchers.refusals';

/** The overdrawn refusal of a field, as the client receives it. */
const overdrawn = (available: string) => ({
  code: 'cashbook.overdrawn',
  params: { available, on: '2026-11-20' },
  message: `The value may not exceed the balance of the from account (${available}).`,
});

const NOW = new Date('2026-11-22T08:00:00.000Z');
const BANK = '22222222-2222-4222-8222-222222222222';
const given = deciderSpec(voucherDecider, NOW);

const pending: PendingVoucher = {
  voucherId: 'v1',
  code: 'VOU-000001',
  supplierId: 's1',
  payType: 'Cheque',
  accountId: BANK,
  date: '2026-11-20',
  lines: [
    { categoryId: 'c1', subCategoryId: 'sc1', amount: '1000.00' },
    { categoryId: 'c2', subCategoryId: null, amount: '250.50' },
  ],
};
const booked: VoucherEventData = {
  voucherId: 'v1',
  code: 'VOU-000001',
  supplierId: 's1',
  account: `bank:${BANK}`,
  date: '2026-11-20',
  lines: [
    { categoryId: 'c1', subCategoryId: 'sc1', amount: '1000.00' },
    { categoryId: 'c2', amount: '250.50' },
  ],
};
const confirmed: VoucherEvent = { type: 'VoucherConfirmed', data: booked };
const confirm = (available: string, voucher = pending): VoucherCommand => ({ type: 'ConfirmVoucher', data: { voucher, available: { amount: Money.of(available), on: voucher.date } } });
const remove: VoucherCommand = { type: 'DeleteVoucher', data: { date: '2026-11-22' } };

describe('voucherDecider: ConfirmVoucher', () => {
  it('books the voucher out of the account it pays from when the account holds enough', () => {
    given().when(confirm('1250.50')).then([confirmed]);
  });

  it('pays a Cash voucher out of cash in hand', () => {
    given()
      .when(confirm('5000', { ...pending, payType: 'Cash', accountId: null }))
      .then([{ type: 'VoucherConfirmed', data: { ...booked, account: 'cash' } }]);
  });

  it('refuses more than the account holds: Voucher Confirmation Failed, the overdraft under amount', () => {
    const refusal = given().when(confirm('1250.49')).thenFails('voucher-overdrawn', VOUCHER_CONFIRMATION_FAILED);
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ amount: [overdrawn('1250.49')] });
  });

  it('confirms only a pending voucher', () => {
    expect(given(confirmed).when(confirm('99999')).thenFails('voucher-not-pending', VOUCHER_NOT_PENDING).status).toBe(409);
    given(confirmed, { type: 'VoucherReversed', data: { ...booked, date: '2026-11-21' } })
      .when(confirm('99999'))
      .thenFails('voucher-not-pending');
  });
});

describe('voucherDecider: DeleteVoucher', () => {
  it('reverses a confirmed voucher on the day it is deleted', () => {
    given(confirmed).when(remove).then([{ type: 'VoucherReversed', data: { ...booked, date: '2026-11-22' } }]);
  });

  it('has nothing to take back for a pending or an already reversed voucher', () => {
    given().when(remove).then([]);
    given(confirmed, { type: 'VoucherReversed', data: { ...booked, date: '2026-11-21' } }).when(remove).then([]);
  });
});

describe('assertVoucherPending', () => {
  it('lets a pending voucher be edited and refuses the others', () => {
    expect(() => assertVoucherPending('pending')).not.toThrow();
    expect(() => assertVoucherPending('confirmed')).toThrow(VOUCHER_NOT_PENDING);
  });
});
