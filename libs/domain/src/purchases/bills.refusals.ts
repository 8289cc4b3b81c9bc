import { refusals } from '../shared/domain-error';

/** The bills area's refusals: a bill's body, and what its state allows. */
export const billsRefusal = refusals('bills', {
  'bill-not-pending': { status: 409, message: 'Only a pending bill can be changed.' },
  'bill-not-confirmed': { status: 409, message: 'Only a confirmed bill can be reversed.' },
  'goods-no-longer-in-stock': { status: 422, message: 'Some goods of this bill have gone out of stock since: reversing it would leave less than none on hand.' },
  'bill-has-payments': { status: 409, message: 'Payments are allocated to this bill: take them off before reversing it.' },
  'bill-in-books': { status: 409, message: 'A confirmed bill is in the books: reverse it before deleting it.' },
  'bill-number-taken': { status: 422, message: 'This supplier already has a bill numbered %{number}.' },
  'lines-required': { status: 422, message: 'Add at least one line to the bill.' },
  'line-item-one-of': { status: 422, message: 'Choose either a product or an expense category for each line, not both.' },
  'bill-not-payable': { status: 422, message: 'Choose a confirmed bill of this supplier.' },
  'payment-not-positive': { status: 422, message: 'The amount paid on a bill must be more than zero.' },
  'payment-before-bill': { status: 422, message: 'A bill cannot be paid before its date %{date}.' },
  'payment-exceeds-due': { status: 422, message: 'The amount %{amount} is more than the bill still owes (%{due}).' },
  'credit-exceeds-balance': { status: 422, message: 'The amount may not exceed the supplier’s credit of %{balance}.' },
  'payment-already-applied': { status: 409, message: 'This voucher has already paid this bill.' },
  'payment-not-found': { status: 409, message: 'This voucher has no payment on this bill.' },
  'due-before-date': { status: 422, message: 'The due date may not be before the bill date.' },
});

export type BillsRefusalCode = Parameters<typeof billsRefusal>[0];
