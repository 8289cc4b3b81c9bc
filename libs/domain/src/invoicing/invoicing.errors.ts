import type { FieldErrors } from '../records/field-rules';

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
  | 'quotation-not-allowed';

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
};

export interface InvoicingErrorDetails {
  /** A notification title the spec names, e.g. 'This invoice cannot be deleted'. */
  title?: string;
  /** Field errors for a 422 body: `{ "lines.0.quantity": ["…"] }`. */
  errors?: FieldErrors;
}

/** The one error the invoicing domain throws; the API maps `status` to HTTP. */
export class InvoicingError extends Error {
  override readonly name = 'InvoicingError';

  constructor(
    readonly code: InvoicingErrorCode,
    message: string,
    readonly details: InvoicingErrorDetails = {},
  ) {
    super(message);
  }

  get status(): 409 | 422 {
    return INVOICING_ERROR_STATUS[this.code];
  }
}
