import { refusals } from '../shared/domain-error';

/** The debit notes area's refusals: a note's body, the bill it returns goods of, and what its state allows. */
export const debitNotesRefusal = refusals('debit-notes', {
  'debit-note-not-pending': { status: 409, message: 'Only a pending debit note can be changed.' },
  'debit-note-not-confirmed': { status: 409, message: 'Only a confirmed debit note can be reversed or applied.' },
  'debit-note-in-books': { status: 409, message: 'A confirmed debit note is in the books: reverse it before deleting it.' },
  'lines-required': { status: 422, message: 'Add at least one line to the debit note.' },
  'bill-not-returnable': { status: 422, message: 'Choose a confirmed bill of this supplier.' },
  'before-bill': { status: 422, message: 'A debit note cannot be dated before its bill (%{date}).' },
  'bill-line-unknown': { status: 422, message: 'Choose a line of the bill.' },
  'return-exceeds-bought': { status: 422, message: 'Only %{left} of this line is bought and not yet returned.' },
  'returns-exceed-bought': { status: 422, message: 'Some lines return more than was bought and not yet returned.' },
  'line-shape': { status: 422, message: 'A line returns a bill line (with a bill) or names the expense claimed and its unit cost (without one).' },
  'claim-line-expense': { status: 422, message: 'A price claim line names an expense category.' },
  'goods-not-in-stock': { status: 422, message: 'Some goods are not in stock on the debit note’s date and after: returning them would leave less than none on hand.' },
  'total-not-positive': { status: 422, message: 'A debit note must claim more than zero.' },
  'apply-other-supplier': { status: 422, message: 'Choose an open bill of the debit note’s supplier.' },
  'unapply-bill-reversed': { status: 409, message: 'The bill is reversed: nothing of the debit note stands on it to take back.' },
  'unapply-exceeds-applied': { status: 422, message: 'Only %{applied} of this debit note is applied to the bill.' },
});

export type DebitNotesRefusalCode = Parameters<typeof debitNotesRefusal>[0];
