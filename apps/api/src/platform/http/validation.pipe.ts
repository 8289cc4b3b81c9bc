import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import type { ValidationOptions } from 'class-validator';
import { validationRefusal, type FieldRefusal } from '@ginuma/domain';
import { invalid, unsupportedBodyType, validationFailed, type FieldErrors } from './app-errors';
import { isJsonType } from './body-type';
import { requestBodyType } from './request-context';

/**
 * A DTO constraint's options that refuse with `refusal`: its English text is the constraint's
 * message, and the refusal rides along in the constraint's context for the pipe to answer with.
 */
export function refusedAs(refusal: FieldRefusal): ValidationOptions {
  return { message: refusal.message, context: { refusal } };
}

/**
 * A DTO constraint's options whose refusal depends on the value refused, as a money field's does
 * ("must be a number", "may have at most 2 decimal places"): `refuse` says it for that value.
 */
export function refusedBy(refuse: (value: unknown) => FieldRefusal): ValidationOptions {
  return { message: (args) => refuse(args.value).message, context: { refuse } };
}

/**
 * DTOs are whitelisted and transformed; failures become 422 with a refusal per field (the one
 * its constraint was declared with by `refusedAs`). A whole request body is always an object
 * to a handler: a request sent without one reads as `{}`
 * (Express 5 leaves it undefined), and one of another JSON type is refused here. A body sent
 * as anything but JSON is refused with 415, not read as an empty one (its fields would be lost)
 * nor as a urlencoded form (which this API does not speak).
 */
class RequestValidationPipe extends ValidationPipe {
  constructor(
    options: ConstructorParameters<typeof ValidationPipe>[0],
    /** Off for a body checked later: its request's `@Body()` answered for the request's type already, and a spreadsheet row has none. */
    private readonly checksBodyType = true,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const bodyType = metadata.type === 'body' && this.checksBodyType ? requestBodyType() : null;
    if (bodyType !== null && !isJsonType(bodyType)) throw unsupportedBodyType('application/json');
    if (metadata.type === 'body' && metadata.data === undefined) {
      if (value === undefined || value === null) return super.transform({}, metadata);
      if (typeof value !== 'object' || Array.isArray(value)) throw invalid('body', validationRefusal.field('body-not-object'));
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(checksBodyType = true): ValidationPipe {
  return new RequestValidationPipe(
    {
      whitelist: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => validationFailed(collect(errors)),
    },
    checksBodyType,
  );
}

const deferred = createValidationPipe(false);

/**
 * `body` checked as the global pipe checks a `@Body()` of `type`, for a handler that must first
 * find the record its `:id` names (another workspace's id is a 404 whatever the body says, so
 * the body's 422 may not answer first), or one row of an imported spreadsheet.
 */
export async function validBody<T extends object>(type: Type<T>, body: unknown): Promise<T> {
  return (await deferred.transform(body, { type: 'body', metatype: type, data: undefined })) as T;
}

function collect(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[field] = Object.keys(error.constraints).map((constraint) => refusalOf(error, constraint));
    if (error.children?.length) Object.assign(out, collect(error.children, field));
  }
  return out;
}

/** The refusal a constraint was declared with; one declared without (none should be) is the generic 422. */
function refusalOf(error: ValidationError, constraint: string): FieldRefusal {
  const context = error.contexts?.[constraint] as { refusal?: FieldRefusal; refuse?: (value: unknown) => FieldRefusal } | undefined;
  return context?.refuse?.(error.value) ?? context?.refusal ?? validationRefusal.field('invalid');
}
