import { refusals } from '../shared/domain-error';

/** Master data records (customers, products, accounts…) as the database guards them. */
export const recordsRefusal = refusals('records', {
  'in-use': { status: 409, message: 'This record is in use and cannot be deleted.' },
  'open-balance-admin-only': { status: 409, message: 'It still has an open balance of %{amount}: only an admin can delete it.' },
  'open-balance-confirm': { status: 409, message: 'It still has an open balance of %{amount}. Delete it anyway?' },
  taken: { status: 422, message: 'The %{label} has already been taken.' },
});

/** A list's query: its filter, sort, range and search. `field` is the query parameter. */
export const listingRefusal = refusals('listing', {
  'not-json': { status: 422, message: 'The %{field} must be JSON.' },
  'filter-not-object': { status: 422, message: 'The filter must be an object.' },
  'sort-shape': { status: 422, message: 'The sort must look like ["field","ASC"].' },
  'sort-field': { status: 422, message: 'The list cannot be sorted by %{field}.' },
  'sort-order': { status: 422, message: 'The sort order must be ASC or DESC.' },
  range: { status: 422, message: 'The range must look like [0,24] and span at most %{max} rows.' },
  search: { status: 422, message: 'The search must be text of at most %{max} characters.' },
});

/** A spreadsheet export's query. */
export const exportsRefusal = refusals('exports', {
  'columns-not-json': { status: 422, message: 'The columns must be JSON.' },
});
