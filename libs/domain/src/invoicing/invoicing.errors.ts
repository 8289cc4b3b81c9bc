import { refusals } from '../shared/domain-error';

/** An invoice (or quotation) without a customer or without a line cannot be saved or confirmed. */
export const FILL_CUSTOMER_AND_ITEMS = 'Fill customer details and add items';
/** The notification title when a confirmed invoice is deleted. */
export const INVOICE_CANNOT_BE_DELETED = 'This invoice cannot be deleted';
export const INVALID_DATA = 'The given data was invalid.';

/** The invoicing area's refusals (invoices and quotations, and what receipts and refunds do to them). */
export const invoicingRefusal = refusals('invoicing', {
  'customer-and-items-required': { status: 422, message: FILL_CUSTOMER_AND_ITEMS },
  'invalid-document': { status: 422, message: INVALID_DATA },
  'invoice-already-confirmed': { status: 409, message: 'This invoice is already confirmed.' },
  'invoice-not-confirmed': { status: 409, message: 'This invoice is not confirmed.' },
  'invoice-reversed': { status: 409, message: 'This invoice has been reversed.' },
  'invoice-has-payments': { status: 409, message: 'This invoice has payments; reverse its receipts first.' },
  'invoice-cannot-be-deleted': { status: 409, message: 'A confirmed invoice cannot be deleted; reverse it instead.', title: INVOICE_CANNOT_BE_DELETED },
  'amount-not-positive': { status: 422, message: 'The amount must be greater than zero.' },
  'date-before-invoice': { status: 422, message: 'The date may not be before the invoice date %{date}.' },
  'payment-exceeds-due': { status: 422, message: 'The amount %{amount} is more than the due amount %{due}.' },
  'amount-over-due': { status: 422, message: 'The amount may not exceed the due amount of %{due}.' },
  'payment-already-applied': { status: 409, message: 'This receipt is already applied to this invoice.' },
  'payment-not-found': { status: 422, message: 'This receipt is not applied to this invoice.' },
  'payment-has-refunds': { status: 409, message: 'Money of this receipt was refunded; reverse the refund first.' },
  'refund-exceeds-paid': { status: 422, message: 'The refund %{amount} is more than the %{paid} paid.' },
  'refund-over-paid': { status: 422, message: 'The refund may not exceed the paid amount of %{paid}.' },
  'refund-already-applied': { status: 409, message: 'This refund is already applied to this invoice.' },
  'refund-not-found': { status: 422, message: 'This refund is not applied to this invoice.' },
  'refund-reversal-overpays': { status: 409, message: 'The invoice was paid again since this refund; reverse that receipt first.' },
  'quotation-not-allowed': { status: 409, message: 'This cannot be done to %{state} quotation.' },
  'quotation-not-pending': { status: 409, message: 'Only a pending quotation can be turned into an invoice.' },
  'stock-exceeds-on-hand': { status: 422, message: 'Stock out quantity must be less than or equal to current quantity' },
  'lines-not-list': { status: 422, message: 'The lines must be a list.' },
  'too-many-lines': { status: 422, message: 'A document may have at most %{max} lines.' },
  'description-required': { status: 422, message: 'The description field is required.' },
  'discount-type': { status: 422, message: 'The discount type must be value or percentage.' },
  'rate-range': { status: 422, message: 'The %{label} must be between 0 and 100.' },
  'taxes-not-list': { status: 422, message: 'The taxes must be a list.' },
  'tax-invalid': { status: 422, message: 'The selected tax is invalid.' },
  'tax-twice': { status: 422, message: 'The tax is applied twice.' },
  'parameters-not-list': { status: 422, message: 'The parameters must be a list.' },
  'parameter-invalid': { status: 422, message: 'The selected parameter is invalid.' },
  'customer-invalid': { status: 422, message: 'The selected customer is invalid.' },
  'product-invalid': { status: 422, message: 'The selected product is invalid.' },
  'name-required': { status: 422, message: 'The name field is required.' },
  'date-required': { status: 422, message: 'The %{label} field is required.' },
  'date-format': { status: 422, message: 'The %{label} must be a date (YYYY-MM-DD).' },
  'due-before-date': { status: 422, message: 'The due date must be on or after the date.' },
  'quantity-not-positive': { status: 422, message: 'The quantity must be greater than zero.' },
  'price-negative': { status: 422, message: 'The price must not be negative.' },
  'line-too-large': { status: 422, message: 'The line amount is too large.' },
  'discount-percentage-range': { status: 422, message: 'The discount percentage must be between 0 and 100.' },
  'discount-negative': { status: 422, message: 'The discount must not be negative.' },
  'discount-over-line': { status: 422, message: 'The discount may not exceed the line amount.' },
  'other-discount-over-sub-total': { status: 422, message: 'The other discount may not exceed the sub total.' },
  'grand-total-negative': { status: 422, message: 'The grand total must not be negative.' },
  'grand-total-too-large': { status: 422, message: 'The grand total must not exceed 999,999,999,999.99.' },
});

export type InvoicingErrorCode = Parameters<typeof invoicingRefusal>[0];
