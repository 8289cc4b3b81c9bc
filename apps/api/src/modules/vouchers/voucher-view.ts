import { amountInWords, Money, voucherOverPayment } from '@ginuma/domain';
import type { VoucherRow } from './voucher-rows';

export type VoucherView = VoucherRow & { status: VoucherRow['stage']; amount_in_words: string; amount_in_words_si: string; supplier_credit: string };

/** A voucher as the API answers it: its stage as `status`, its amount in words in both languages. */
export function voucherView(row: VoucherRow): VoucherView {
  const amount = Money.of(row.amount);
  const credit = voucherOverPayment(amount, row.expenses, row.bills ?? []);
  return {
    ...row,
    bills: row.bills ?? [],
    status: row.stage,
    amount_in_words: amountInWords(amount, 'en'),
    amount_in_words_si: amountInWords(amount, 'si'),
    supplier_credit: (credit.isPositive() ? credit : Money.ZERO).toFixed(),
  };
}
