import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { UnsupportedBodyType, ValidationFailed, type FieldErrors } from './app-errors';
import { isJsonType } from './body-type';
import { requestBodyType } from './request-context';

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * DTOs are whitelisted and transformed; failures become 422 with a message per field. A whole
 * request body is always an object to a handler: a request sent without one reads as `{}`
 * (Express 5 leaves it undefined), and one of another JSON type is refused here. A body sent
 * as anything but JSON is refused with 415, not read as an empty one (its fields would be lost)
 * nor as a urlencoded form (which this API does not speak).
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const bodyType = metadata.type === 'body' ? requestBodyType() : null;
    if (bodyType !== null && !isJsonType(bodyType)) throw new UnsupportedBodyType('application/json');
    if (metadata.type === 'body' && metadata.data === undefined) {
      if (value === undefined || value === null) return super.transform({}, metadata);
      if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationFailed({ body: [BODY_NOT_AN_OBJECT] });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
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
