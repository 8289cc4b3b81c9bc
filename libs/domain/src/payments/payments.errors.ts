import type { Money } from '../money/money';
import { refusals } from '../shared/domain-error';

/** An invoice a receipt or refund names that is not a standing invoice of its customer. */
export const INVALID_INVOICE_NUMBER = 'Please enter valid invoice number';

/** The payments area's refusals: receipts and refunds as documents of their own, and the bodies they are read from. */
export const paymentsRefusal = refusals('payments', {
  'not-pending': { status: 409, message: 'Only a pending %{document} can be changed.' },
  'receipt-already-confirmed': { status: 409, message: 'This receipt is already confirmed.' },
  'credit-exceeds-balance': { status: 422, message: "The amount may not exceed the customer's credit balance of %{balance}." },
  'credit-used': { status: 409, message: 'The credit this %{document} gave has been used; reverse what used it first.' },
  'credit-already-reversed': { status: 409, message: "This receipt's credit is already reversed." },
  'invoice-invalid': { status: 422, message: INVALID_INVOICE_NUMBER },
  'invoice-twice': { status: 422, message: 'This invoice is already in the list.' },
  'invoices-not-list': { status: 422, message: 'The invoices must be a list.' },
  'invoice-required': { status: 422, message: 'Add at least one invoice.' },
  'paid-below-applied': { status: 422, message: 'The paid amount may not be less than the amounts applied to invoices.' },
  'credit-not-in-full': { status: 422, message: 'A credit payment must be applied to invoices in full.' },
  'date-not-valid': { status: 422, message: 'The %{label} is not a valid date.' },
});

export type PaymentsErrorCode = Parameters<typeof paymentsRefusal>[0];

export type PaymentDocumentType = 'receipt' | 'refund';

/** A receipt or refund is edited, confirmed or deleted as a draft only while it is pending. */
export function assertPending(stage: 'pending' | 'confirmed' | 'reversed', document: PaymentDocumentType): void {
  if (stage !== 'pending') throw paymentsRefusal('not-pending', { document });
}

/**
 * Taking back credit a document gave would leave the customer's credit balance negative once
 * that credit was spent; whatever spent it is reversed first. `balance` is read under the
 * customer's lock, so no spend can slip in between.
 */
export function assertCreditUnspent(given: Money, balance: Money, document: PaymentDocumentType | 'credit note' | 'debit note'): void {
  if (given.greaterThan(balance)) throw paymentsRefusal('credit-used', { document });
}
