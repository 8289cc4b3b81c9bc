import { overdrawnParams, type Available } from '../cashbook/cashbook.decide';
import { cashbookRefusal } from '../cashbook/cashbook.refusals';
import { lowestCovers } from '../money/lowest-balance';
import { Money } from '../money/money';
import { eventOfTypes, type Decider } from '../shared/decider';
import {
  voucherAccount,
  voucherOverPayment,
  voucherPostings,
  VOUCHER_EVENT_SCHEMA_VERSION,
  type VoucherEvent,
  type VoucherEventData,
  type VoucherPayType,
} from './voucher';
import { vouchersRefusal } from './vouchers.refusals';
import type { PayBill } from '../purchases/bill.decide';

/** A voucher in the ledger: a pending one has no events yet; a confirmed one is reversed at most once. */
export type VoucherState = { stage: 'pending' } | { stage: 'confirmed'; voucher: VoucherEventData } | { stage: 'reversed'; voucher: VoucherEventData };

/** A pending voucher as saved: its lines' amounts as stored ("1000.00"). */
export interface PendingVoucher {
  voucherId: string;
  code: string;
  supplierId: string;
  payType: VoucherPayType;
  accountId: string | null;
  date: string;
  lines: { categoryId: string; subCategoryId: string | null; amount: string }[];
  /** The bills it pays, as saved; absent or empty: it pays expenses only. */
  bills?: { billId: string; amount: string }[];
  /** Its whole amount: lines + bills + over-payment. Absent: the lines' sum (a voucher without bills). */
  amount?: string;
}

/**
 * `available` is the lowest balance of the account the voucher pays from on any day from the
 * voucher's date onward, read by the caller under that account's lock: a voucher never takes an
 * account below zero on any day.
 */
export type ConfirmVoucher = { type: 'ConfirmVoucher'; data: { voucher: PendingVoucher; available: Available } };
/**
 * Deleting a voucher takes a confirmed one back out of the books on `date`; a pending or an
 * already reversed one has nothing in the ledger to take back.
 */
export type DeleteVoucher = { type: 'DeleteVoucher'; data: { date: string } };
export type VoucherCommand = ConfirmVoucher | DeleteVoucher;

export function decideVoucher(command: VoucherCommand, state: VoucherState): VoucherEvent[] {
  switch (command.type) {
    case 'ConfirmVoucher': {
      assertVoucherPending(state.stage);
      const { voucher, available } = command.data;
      const bills = voucher.bills ?? [];
      const amount = voucher.amount === undefined ? Money.sum(voucher.lines.map((l) => l.amount)) : Money.of(voucher.amount);
      const credit = voucherOverPayment(amount, voucher.lines, bills);
      // The save refuses such a body by the same voucherOverPayment (apps/api/src/modules/vouchers/voucher.requests.ts); this guards a stored draft.
      if (credit.isNegative()) throw vouchersRefusal.onField('amount', 'amount-below-allocations');
      if (!lowestCovers(available, amount)) {
        throw vouchersRefusal('voucher-overdrawn', {}, { errors: { amount: [cashbookRefusal.field('overdrawn', overdrawnParams(available))] } });
      }
      const data: VoucherEventData = {
        voucherId: voucher.voucherId,
        code: voucher.code,
        supplierId: voucher.supplierId,
        account: voucherAccount(voucher.payType, voucher.accountId),
        date: voucher.date,
        lines: voucher.lines.map((l) => ({ categoryId: l.categoryId, ...(l.subCategoryId ? { subCategoryId: l.subCategoryId } : {}), amount: l.amount })),
        ...(bills.length > 0 ? { bills: bills.map((b) => ({ billId: b.billId, amount: Money.of(b.amount).toFixed() })) } : {}),
        ...(credit.isPositive() ? { credit: credit.toFixed() } : {}),
      };
      return [{ type: 'VoucherConfirmed', data }];
    }
    case 'DeleteVoucher':
      return state.stage === 'confirmed' ? [{ type: 'VoucherReversed', data: { ...state.voucher, date: command.data.date } }] : [];
    default: {
      const unknown: never = command;
      throw new TypeError(`Unknown voucher command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveVoucher(state: VoucherState, event: VoucherEvent): VoucherState {
  switch (event.type) {
    case 'VoucherConfirmed':
      return { stage: 'confirmed', voucher: event.data };
    case 'VoucherReversed':
      return state.stage === 'confirmed' ? { stage: 'reversed', voucher: state.voucher } : state;
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown voucher event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Only a pending voucher is edited or confirmed: a confirmed one is in the books, so it is deleted (reversed) instead. */
export function assertVoucherPending(stage: VoucherState['stage']): void {
  if (stage !== 'pending') throw vouchersRefusal('voucher-not-pending');
}

/**
 * What a confirmed voucher pays on each bill, as commands on the bills' streams (each bill's
 * decider checks its supplier and what it owes); the voucher's own stream decided first.
 */
export function voucherBillPayments(data: VoucherEventData): { billId: string; command: PayBill }[] {
  return (data.bills ?? []).map((b) => ({
    billId: b.billId,
    command: {
      type: 'PayBill',
      data: { voucherId: data.voucherId, supplierId: data.supplierId, amount: Money.of(b.amount), account: data.account, date: data.date },
    },
  }));
}

/** A voucher's stream (`voucher-<id>`) as the ledger's command loop runs it. */
export const voucherDecider: Decider<VoucherCommand, VoucherEvent, VoucherState> = {
  initialState: () => ({ stage: 'pending' }),
  evolve: evolveVoucher,
  decide: decideVoucher,
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: VOUCHER_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: event.data.date,
    postings: voucherPostings(event),
  }),
  fromLedger: eventOfTypes<VoucherEvent>('voucher', ['VoucherConfirmed', 'VoucherReversed'], VOUCHER_EVENT_SCHEMA_VERSION),
};
