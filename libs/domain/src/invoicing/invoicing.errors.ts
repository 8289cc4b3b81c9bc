import { DomainError, type DomainErrorDetails } from '../shared/domain-error';

/** Spec §5: an invoice (or quotation) without a customer or without a line. */
export const FILL_CUSTOMER_AND_ITEMS = 'Fill customer details and add items';
/** Spec §4/§8: the notification title when a confirmed invoice is deleted. */
export const INVOICE_CANNOT_BE_DELETED = 'This invoice cannot be deleted';
export const INVALID_DATA = 'The given data was invalid.';

export type InvoicingErrorCode =
  | 'customer-and-items-required'
  | 'invalid-document'
  | 'invoice-already-confirmed'
  | 'invoice-not-confirmed'
  | 'invoice-reversed'
  | 'invoice-has-payments'
  | 'invoice-cannot-be-deleted'
  | 'amount-not-positive'
  | 'date-before-invoice'
  | 'payment-exceeds-due'
  | 'payment-already-applied'
  | 'payment-not-found'
  | 'payment-has-refunds'
  | 'refund-exceeds-paid'
  | 'refund-already-applied'
  | 'refund-not-found'
  | 'refund-reversal-overpays'
  | 'quotation-not-allowed'
  | 'stock-exceeds-on-hand';

/**
 * 409: the document's state refuses the change (retrying the same request will not help);
 * 422: the request's content is wrong.
 */
export const INVOICING_ERROR_STATUS: Readonly<Record<InvoicingErrorCode, 409 | 422>> = {
  'customer-and-items-required': 422,
  'invalid-document': 422,
  'invoice-already-confirmed': 409,
  'invoice-not-confirmed': 409,
  'invoice-reversed': 409,
  'invoice-has-payments': 409,
  'invoice-cannot-be-deleted': 409,
  'amount-not-positive': 422,
  'date-before-invoice': 422,
  'payment-exceeds-due': 422,
  'payment-already-applied': 409,
  'payment-not-found': 422,
  'payment-has-refunds': 409,
  'refund-exceeds-paid': 422,
  'refund-already-applied': 409,
  'refund-not-found': 422,
  'refund-reversal-overpays': 409,
  'quotation-not-allowed': 409,
  'stock-exceeds-on-hand': 422,
};

export type InvoicingErrorDetails = DomainErrorDetails;

/** The invoicing area's DomainError; its code decides the status. */
export class InvoicingError extends DomainError<InvoicingErrorCode> {
  override readonly name: string = 'InvoicingError';

  constructor(code: InvoicingErrorCode, message: string, details: InvoicingErrorDetails = {}) {
    super('invoicing', code, INVOICING_ERROR_STATUS[code], message, details);
  }
}
