import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fieldErrorsOf } from '../providers/apiErrors';
import { firstInvalid } from './useReport';

describe('firstInvalid', () => {
  it("shows the server's first field message of an invalid question", () => {
    const error = new HttpError('The given data was invalid.', 422, { message: 'The given data was invalid.', errors: { to: ['The to date must be a date after or equal to from.'] } });
    expect(firstInvalid(fieldErrorsOf(error))).toBe('The to date must be a date after or equal to from.');
  });

  it('has nothing to show for an answered question or a failure that is not about the question', () => {
    expect(firstInvalid({})).toBeUndefined();
    expect(firstInvalid(fieldErrorsOf(new HttpError('Server Error', 500, { message: 'Server Error' })))).toBeUndefined();
  });
});
