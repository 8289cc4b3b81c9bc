import type { Money } from '../money/money';
import { domainErrors } from '../shared/domain-error';

export type PaymentsErrorCode =
  | 'not-pending'
  | 'receipt-already-confirmed'
  | 'credit-exceeds-balance'
  | 'credit-used'
  | 'credit-already-reversed';

export const paymentsError = domainErrors<PaymentsErrorCode>('payments', {
  'not-pending': 409,
  'receipt-already-confirmed': 409,
  'credit-exceeds-balance': 422,
  'credit-used': 409,
  'credit-already-reversed': 409,
});

export type PaymentDocumentType = 'receipt' | 'refund';

/** A receipt or refund is edited, confirmed or deleted as a draft only while it is pending. */
export function assertPending(stage: 'pending' | 'confirmed' | 'reversed', document: PaymentDocumentType): void {
  if (stage !== 'pending') throw paymentsError('not-pending', `Only a pending ${document} can be changed.`);
}

/**
 * Taking back credit a document gave would leave the customer's credit balance negative once
 * that credit was spent; whatever spent it is reversed first. `balance` is read under the
 * customer's lock, so no spend can slip in between.
 */
export function assertCreditUnspent(given: Money, balance: Money, document: PaymentDocumentType): void {
  if (given.greaterThan(balance)) throw paymentsError('credit-used', `The credit this ${document} gave has been used; reverse what used it first.`);
}
