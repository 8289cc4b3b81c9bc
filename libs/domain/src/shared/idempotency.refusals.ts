import { refusals } from './domain-error';

/** A POST sent with an `Idempotency-Key` header. */
export const idempotencyRefusal = refusals('idempotency', {
  'key-length': { status: 422, message: 'The Idempotency-Key must be 1 to %{max} characters.' },
  'key-reused': { status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  'in-progress': { status: 409, message: 'A request with this Idempotency-Key is still being processed.' },
});
