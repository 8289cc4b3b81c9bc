import { ArgumentsHost, Catch, HttpException, Logger, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, requestRefusal, type FieldErrors } from '@ginuma/domain';
import { StreamVersionConflict } from '@ginuma/ledger';
import type { SpaPages } from './spa';

/**
 * pg errors that concurrency, not a bug, can cause. Input is validated before it reaches SQL
 * (ids by pipes, values by field rules), so anything else is our bug: a logged 500.
 */
const PG_INPUT_ERRORS: Record<string, DomainError> = {
  '40001': requestRefusal('concurrent-retry'),
  '40P01': requestRefusal('concurrent-retry'),
};

/** How long a client should wait before retrying a request the database could not serve. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The database went away under the request (restarted, failed over, not accepting connections
 * yet): nothing the request did committed unless its COMMIT had, and the same request may
 * succeed in a moment, so it is a retryable 503 rather than our bug. Server codes: class 08
 * (connection exception) and 57P01-57P03 (admin/crash shutdown, cannot connect now); the rest
 * is what node and pg raise for a socket that closed or refused.
 */
function isDatabaseUnavailable(exception: unknown): boolean {
  const error = exception as { code?: unknown; message?: unknown; errors?: unknown } | null;
  if (!error || typeof error !== 'object') return false;
  const code = typeof error.code === 'string' ? error.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code)) return true;
  if (typeof error.message === 'string' && /^Connection terminated|^Client has encountered a connection error|^timeout exceeded when trying to connect/.test(error.message)) {
    return true;
  }
  // node's happy-eyeballs connect fails with every address's error at once.
  return Array.isArray(error.errors) && error.errors.some(isDatabaseUnavailable);
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa: SpaPages) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    if (response.headersSent) return;
    // No API route matched a browser path: it is the admin's to answer.
    if (exception instanceof NotFoundException && this.spa.wants(request)) {
      this.spa.send(request, response);
      return;
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const status = exception.getStatus();
      // Nest's own refusals (a route that does not exist, JSON it could not parse) are said in
      // its words, `{ statusCode, message, error }`, with no code for the client to say them by.
      const nests = typeof body === 'object' && 'statusCode' in body;
      if (nests && status === 404) return sendRefusal(response, requestRefusal('route-not-found'));
      if (nests && status === 400) return sendRefusal(response, requestRefusal('unreadable'));
      response.status(status).json(typeof body === 'string' ? { message: body } : normalise(body));
      return;
    }
    if (exception instanceof DomainError) {
      const seconds = exception.details.params?.seconds;
      if (exception.status === 429 && seconds !== undefined) response.setHeader('Retry-After', String(seconds));
      sendRefusal(response, exception);
      return;
    }
    if (exception instanceof StreamVersionConflict) {
      sendRefusal(response, requestRefusal('concurrent-change'));
      return;
    }
    const bodyError = requestBodyErrorOf(exception);
    if (bodyError) {
      sendRefusal(response, bodyError);
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      sendRefusal(response, requestRefusal('unavailable'), { retryable: true });
      return;
    }
    const pgCode = (exception as { code?: unknown })?.code;
    const known = typeof pgCode === 'string' ? PG_INPUT_ERRORS[pgCode] : undefined;
    if (known) {
      sendRefusal(response, known);
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    sendRefusal(response, requestRefusal('server-error'));
  }
}

/**
 * A refusal as the client reads it: the English text, and the code and params the admin says it
 * with in the user's language; each refused field's texts in `errors` and codes in `error_codes`.
 */
function sendRefusal(response: Response, error: DomainError, extra: object = {}): void {
  const { params, title, errors } = error.details;
  response.status(error.status).json({
    message: error.message,
    code: error.qualifiedCode,
    ...(params ? { params } : {}),
    ...(title ? { title } : {}),
    ...(errors ? { errors: fieldMessages(errors), error_codes: fieldCodes(errors) } : {}),
    ...extra,
  });
}

function fieldMessages(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, refusals]) => [field, refusals.map((r) => r.message)]));
}

function fieldCodes(errors: FieldErrors): Record<string, { code: string; params?: object }[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, refusals]) => [field, refusals.map(({ code, params }) => ({ code, ...(params ? { params } : {}) }))]));
}

/** Nest's own exceptions carry `{statusCode, message, error}`; ours carry `{message, …}`. */
function normalise(body: object): object {
  const { statusCode: _statusCode, error: _error, message, ...rest } = body as Record<string, unknown>;
  const text = Array.isArray(message) ? String(message[0]) : typeof message === 'string' ? message : 'Something went wrong';
  return { message: text, ...rest };
}

/**
 * body-parser's refusals (too large, unsupported charset; Nest maps malformed JSON itself) carry an HTTP status
 * and a `type`; they are the client's mistake, never a 500.
 */
function requestBodyErrorOf(exception: unknown): DomainError | null {
  const error = exception as { status?: unknown; type?: unknown } | null;
  if (typeof error?.type !== 'string' || typeof error.status !== 'number' || error.status < 400 || error.status >= 500) return null;
  if (error.status === 413) return requestRefusal('too-large');
  return requestRefusal(error.status === 415 ? 'unreadable-encoding' : 'unreadable');
}
