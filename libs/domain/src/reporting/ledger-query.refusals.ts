import { refusals } from '../shared/domain-error';

/**
 * How a question to the ledger or a report (its dates, its knowledge time, its filters) can be
 * wrong. `label` is the query parameter as the English text names it.
 */
export const ledgerQueryRefusal = refusals('ledger-query', {
  'given-once': { status: 422, message: 'The %{label} field must be given once.' },
  'query-given-once': { status: 422, message: 'Each query parameter may be given once.' },
  'known-at': { status: 422, message: 'The known at time must be an ISO-8601 date and time.' },
  'to-before-from': { status: 422, message: 'The to must be a date after or equal to from.' },
  'to-date-before-from': { status: 422, message: 'The to date must be a date after or equal to from.' },
  source: { status: 422, message: 'The source must be one of %{sources}.' },
});

export type LedgerQueryRefusalCode = Parameters<typeof ledgerQueryRefusal>[0];
