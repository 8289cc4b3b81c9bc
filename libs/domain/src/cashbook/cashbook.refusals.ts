import { refusals } from '../shared/domain-error';

export const SAME_ACCOUNT = 'The to account and from account must be different.';
export const CLIENT_INVALID = 'The selected client is invalid.';

/**
 * The cash book area's refusals: transfers, incomes and expenses. No money account may go below
 * zero (`overdrawn`): a transfer or an expense may take at most what its source holds.
 */
export const cashbookRefusal = refusals('cashbook', {
  overdrawn: { status: 422, message: 'The value may not exceed the balance of the from account (%{available}).' },
  'already-recorded': { status: 409, message: 'This %{document} is already booked.' },
  'not-recorded': { status: 409, message: 'This entry is not booked.' },
  'already-reversed': { status: 409, message: 'This entry is already reversed.' },
  'same-account': { status: 422, message: SAME_ACCOUNT },
  'client-invalid': { status: 422, message: CLIENT_INVALID },
  'expense-category-required': { status: 422, message: 'Please select the expanse category' },
  'date-not-valid': { status: 422, message: 'The %{label} is not a valid date.' },
});

export type CashbookErrorCode = Parameters<typeof cashbookRefusal>[0];
