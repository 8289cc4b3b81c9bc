import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DatabaseError } from 'pg';
import { HttpExceptionFilter } from './http-exception.filter';
import { SpaPages } from './spa';

/** What the filter answered for an exception thrown while serving `POST /api/units`. */
function answer(exception: unknown): { status: number; headers: Record<string, string>; body: unknown } {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  const request = { method: 'POST', path: '/api/units' };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter(new SpaPages('/nonexistent')).catch(exception, host);
  return sent;
}

function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

beforeAll(() => {
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});

describe('a database that went away under the request', () => {
  it.each([
    ['the server shutting down (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', serverError('57P02', 'terminating connection due to crash of another server process')],
    ['a server not accepting connections yet (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', serverError('08006', 'connection failure')],
    ['a refused connection', refused],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['every address refusing at once', Object.assign(new AggregateError([refused], ''), { code: undefined })],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
  ])('answers %s with a retryable 503 and Retry-After', (_label, exception) => {
    const sent = answer(exception);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('2');
    expect(sent.body).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.', code: 'request.unavailable', retryable: true });
  });

  it('leaves other database errors to be the bugs they are: a logged 500', () => {
    expect(answer(serverError('23505', 'duplicate key value violates unique constraint'))).toMatchObject({ status: 500, body: { message: 'Something went wrong', code: 'request.server-error' } });
    expect(answer(serverError('42P01', 'relation "x" does not exist')).status).toBe(500);
    expect(answer(new TypeError("Cannot read properties of undefined (reading 'id')")).status).toBe(500);
  });
});
