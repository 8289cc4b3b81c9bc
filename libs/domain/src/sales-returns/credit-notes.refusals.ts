import { refusals } from '../shared/domain-error';

/** The credit notes area's refusals: a note's body, the invoice it returns goods of, and what its state allows. */
export const creditNotesRefusal = refusals('credit-notes', {
  'credit-note-not-pending': { status: 409, message: 'Only a pending credit note can be changed.' },
  'credit-note-not-confirmed': { status: 409, message: 'Only a confirmed credit note can be reversed or applied.' },
  'credit-note-in-books': { status: 409, message: 'A confirmed credit note is in the books: reverse it before deleting it.' },
  'lines-required': { status: 422, message: 'Add at least one line to the credit note.' },
  'invoice-not-returnable': { status: 422, message: 'Choose a confirmed invoice of this customer.' },
  'before-invoice': { status: 422, message: 'A credit note cannot be dated before its invoice (%{date}).' },
  'invoice-line-unknown': { status: 422, message: 'Choose a line of the invoice.' },
  'return-exceeds-sold': { status: 422, message: 'Only %{left} of this line is sold and not yet returned.' },
  'returns-exceed-sold': { status: 422, message: 'Some lines return more than was sold and not yet returned.' },
  'line-shape': { status: 422, message: 'A line returns an invoice line (with an invoice) or says what is credited and its price (without one).' },
  'total-not-positive': { status: 422, message: 'A credit note must credit more than zero.' },
  'goods-no-longer-in-stock': { status: 422, message: 'Some returned goods have gone out of stock since: reversing the credit note would leave less than none on hand.' },
  'apply-other-customer': { status: 422, message: 'Choose an open invoice of the credit note’s customer.' },
  'unapply-invoice-reversed': { status: 409, message: 'The invoice is reversed: nothing of the credit note stands on it to take back.' },
  'unapply-exceeds-applied': { status: 422, message: 'Only %{applied} of this credit note is applied to the invoice.' },
});

export type CreditNotesRefusalCode = Parameters<typeof creditNotesRefusal>[0];
