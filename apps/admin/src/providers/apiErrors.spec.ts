import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fieldErrorsOf, formRefusalOf } from './apiErrors';

describe('formRefusalOf', () => {
  it('takes the message and field messages of a 422', () => {
    const error = new HttpError('The given data was invalid.', 422, { message: 'The given data was invalid.', errors: { date: ['The date field is required.'] } });
    expect(formRefusalOf(error)).toEqual({ message: 'The given data was invalid.', errors: { date: ['The date field is required.'] } });
  });

  it('takes the message of a refused state change without field messages', () => {
    const error = new HttpError('The books are locked up to 2026-11-01.', 409, { message: 'The books are locked up to 2026-11-01.' });
    expect(formRefusalOf(error)).toEqual({ message: 'The books are locked up to 2026-11-01.', errors: {} });
  });

  it('leaves a server failure and a silent 4xx to the notification area', () => {
    expect(formRefusalOf(new HttpError('Server Error', 500, { message: 'Server Error' }))).toBeUndefined();
    expect(formRefusalOf(new HttpError('Forbidden', 403, undefined))).toBeUndefined();
    expect(formRefusalOf(new Error('Failed to fetch'))).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field of a 422 only', () => {
    const body = { message: 'x', errors: { name: ['The name has already been taken.', 'second'] } };
    expect(fieldErrorsOf(new HttpError('x', 422, body))).toEqual({ name: 'The name has already been taken.' });
    expect(fieldErrorsOf(new HttpError('x', 409, body))).toEqual({});
  });
});
