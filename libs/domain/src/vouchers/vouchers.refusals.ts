import { refusals } from '../shared/domain-error';

export const VOUCHER_NOT_PENDING = 'Only a pending voucher can be changed.';
export const POST_DATE_AHEAD = 'Please enter a Post Date ahead of today.';
export const EXPENSE_CATEGORY_REQUIRED = 'Please select the expanse category';
export const VOUCHER_CONFIRMATION_FAILED = 'Voucher Confirmation Failed';

/** The vouchers area's refusals: a voucher's body, and what its state allows. */
export const vouchersRefusal = refusals('vouchers', {
  'voucher-not-pending': { status: 409, message: VOUCHER_NOT_PENDING },
  'voucher-overdrawn': { status: 422, message: VOUCHER_CONFIRMATION_FAILED },
  'date-not-valid': { status: 422, message: 'The %{label} is not a valid date.' },
  'post-date-not-ahead': { status: 422, message: POST_DATE_AHEAD },
  'expense-category-required': { status: 422, message: EXPENSE_CATEGORY_REQUIRED },
  'amount-not-lines-sum': { status: 422, message: 'The amount must equal the sum of the expense lines.' },
  'expenses-not-list': { status: 422, message: 'The expenses must be a list.' },
  'bills-not-list': { status: 422, message: 'The bills must be a list.' },
  'bill-repeated': { status: 422, message: 'Each bill may be paid once on a voucher.' },
  'amount-below-allocations': { status: 422, message: 'The amount may not be less than the expense lines and the bills it pays.' },
});

export type VoucherErrorCode = Parameters<typeof vouchersRefusal>[0];
