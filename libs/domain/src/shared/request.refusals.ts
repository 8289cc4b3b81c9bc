import { refusals } from './domain-error';

/**
 * Refusals of a request as a whole rather than of a business rule: what the HTTP layer answers
 * for a body it cannot read, a record it cannot find, a write that lost a race or a database
 * that went away.
 */
export const requestRefusal = refusals('request', {
  'not-found': { status: 404, message: 'Item not found' },
  'too-large': { status: 413, message: 'The request body is too large.' },
  unreadable: { status: 400, message: 'The request body could not be read.' },
  'unreadable-encoding': { status: 415, message: 'The request body could not be read.' },
  'unsupported-type': { status: 415, message: 'The request body must be sent as %{type}.' },
  'concurrent-change': { status: 409, message: 'Another change was saved at the same time. Please reload and try again.' },
  'concurrent-retry': { status: 409, message: 'Another change was saved at the same time. Please try again.' },
  unavailable: { status: 503, message: 'The service is briefly unavailable. Please try again in a moment.' },
  'server-error': { status: 500, message: 'Something went wrong' },
  'route-not-found': { status: 404, message: 'Item not found' },
  'too-many-requests': { status: 429, message: 'Too many requests. Please try again in %{seconds} seconds.' },
  'too-many-sign-ins': { status: 429, message: 'Too many login attempts. Please try again in %{seconds} seconds.' },
});
