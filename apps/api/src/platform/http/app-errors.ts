import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string[]>;

/** 422: the input is wrong; nothing was written. */
export class ValidationFailed extends HttpException {
  constructor(errors: FieldErrors, message?: string) {
    const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
    super({ message: message ?? first, errors }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

export function invalid(field: string, message: string): ValidationFailed {
  return new ValidationFailed({ [field]: [message] });
}

/** 413: an upload larger than its field takes, said on the field as a 422 would. */
export class TooLarge extends HttpException {
  constructor(field: string, message: string) {
    super({ message, errors: { [field]: [message] } }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** 415: a body sent as something the route does not read (XML, a urlencoded form, untyped). */
export class UnsupportedBodyType extends HttpException {
  constructor(expected: string) {
    super({ message: `The request body must be sent as ${expected}.` }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}

/** 409: a state change the record's state refuses, or a concurrent write that lost. */
export class Conflict extends HttpException {
  constructor(message: string, title?: string) {
    super(title ? { message, title } : { message }, HttpStatus.CONFLICT);
  }
}

/** 404: unknown, or belongs to another workspace (the two are indistinguishable on purpose). */
export class NotFound extends HttpException {
  constructor(message = 'Item not found') {
    super({ message }, HttpStatus.NOT_FOUND);
  }
}

export type ForbiddenCode = 'forbidden' | 'module_disabled' | 'plan_required' | 'account_expired' | 'csrf' | 'deactivated' | 'email_unverified';

export class Forbidden extends HttpException {
  constructor(code: ForbiddenCode, message: string) {
    super({ message, code }, HttpStatus.FORBIDDEN);
  }
}

export class Unauthenticated extends HttpException {
  constructor() {
    super({ message: 'Unauthenticated.' }, HttpStatus.UNAUTHORIZED);
  }
}
