import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailed, type FieldErrors } from './app-errors';

/** DTOs are whitelisted and transformed; failures become 422 with a message per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailed(collect(errors)),
  });
}

function collect(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[field] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, collect(error.children, field));
  }
  return out;
}
