import { describe, expect, it } from 'vitest';
import type { ImportRowError } from '@ginuma/domain';
import { importErrorText } from './importErrors';

const emailRefused: ImportRowError = { row: 3, column: 'Email', field: 'email', code: 'validation.email', params: { label: 'email' }, message: 'The email must be a valid email address.' };

describe('an import row’s error', () => {
  it('is said in Sinhala from the refusal catalogue, the field named in Sinhala', () => {
    const text = importErrorText(emailRefused, 'si');
    expect(text).not.toBe(emailRefused.message);
    expect(text).toContain('විද්‍යුත් තැපෑල');
  });

  it('keeps the server’s English text in English and for a code the catalogue lacks', () => {
    expect(importErrorText(emailRefused, 'en')).toBe(emailRefused.message);
    expect(importErrorText({ ...emailRefused, code: 'unknown.code' }, 'si')).toBe(emailRefused.message);
  });
});
