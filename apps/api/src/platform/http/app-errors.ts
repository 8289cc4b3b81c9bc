import { HttpException, HttpStatus } from '@nestjs/common';
import { requestRefusal, type DomainError } from '@ginuma/domain';

export { invalid, validationFailed } from '@ginuma/domain';
export type { FieldErrors } from '@ginuma/domain';

/** 415: a body sent as something the route does not read (XML, a urlencoded form, untyped). */
export function unsupportedBodyType(expected: string): DomainError {
  return requestRefusal('unsupported-type', { type: expected });
}

/** 404: unknown, or belongs to another workspace (the two are indistinguishable on purpose). */
export function notFound(): DomainError {
  return requestRefusal('not-found');
}

export type ForbiddenCode = 'forbidden' | 'module_disabled' | 'plan_required' | 'account_expired' | 'csrf' | 'deactivated' | 'email_unverified' | 'two_step_required';

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
