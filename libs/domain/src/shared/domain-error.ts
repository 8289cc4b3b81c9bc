import type { FieldErrors } from '../records/field-rules';

export interface DomainErrorDetails {
  /** A notification title the spec names, e.g. 'This invoice cannot be deleted'. */
  title?: string;
  /** Field errors for a 422 body: `{ "lines.0.quantity": ["…"] }`. */
  errors?: FieldErrors;
}

/**
 * 409: the state refuses the change (retrying the same request will not help);
 * 422: the request's content is wrong.
 */
export type DomainErrorStatus = 409 | 422;

/**
 * The one error every business rule throws: the area it belongs to, a code from that area's
 * union, and the status the code maps to. The API's one exception filter turns it into HTTP.
 */
export class DomainError<Code extends string = string> extends Error {
  override readonly name: string = 'DomainError';

  constructor(
    readonly area: string,
    readonly code: Code,
    readonly status: DomainErrorStatus,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

/** An area's error constructor, with each of its codes mapped to a status once. */
export function domainErrors<Code extends string>(area: string, statuses: Readonly<Record<Code, DomainErrorStatus>>) {
  return (code: Code, message: string, details: DomainErrorDetails = {}): DomainError<Code> =>
    new DomainError(area, code, statuses[code], message, details);
}

/** Whether `error` is a DomainError (of `area`, when one is named). */
export function isDomainError(error: unknown, area?: string): error is DomainError {
  return error instanceof DomainError && (area === undefined || error.area === area);
}
