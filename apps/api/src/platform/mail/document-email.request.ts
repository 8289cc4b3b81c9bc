import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Locale } from '@ginuma/domain';
import { ValidationFailed, type FieldErrors } from '../http/app-errors';

/** A document mailed to its customer or supplier: every field falls back to the document's own. */
export class DocumentEmailRequest {
  @ApiPropertyOptional({ format: 'email', description: 'Defaults to the customer’s or supplier’s address' }) to?: string;
  @ApiPropertyOptional({ maxLength: 255 }) subject?: string;
  @ApiPropertyOptional({ maxLength: 20000 }) message?: string;
  @ApiPropertyOptional({ enum: ['en', 'si'], description: 'The language of the attached PDF' }) locale?: string;
}

/** The mail as its sender wrote it; a null part takes the document's default. */
export interface DocumentMail {
  to: string | null;
  subject: string | null;
  message: string | null;
  locale: Locale;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const BAD_ADDRESS = 'The to must be a valid email address.';
export const BAD_LOCALE = 'The locale must be en or si.';

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.length <= 255;
}

/** A language asked for by a request: absent is English, anything but en or si is refused. */
export function localeField(value: unknown, errors: FieldErrors, field = 'locale'): Locale {
  if (value === undefined || value === null || value === '') return 'en';
  if (value === 'en' || value === 'si') return value;
  errors[field] = [BAD_LOCALE];
  return 'en';
}

/** Reads a mail form; wrong types, a malformed address or text too long are refused with every field's message (422). */
export function readDocumentMail(body: unknown): DocumentMail {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const text = (field: string, max: number): string | null => {
    const value = fields[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      errors[field] = [`The ${field} must be a string.`];
      return null;
    }
    if (value.length > max) errors[field] = [`The ${field} must not be greater than ${max} characters.`];
    return value.trim() ? value : null;
  };
  const to = text('to', 255)?.trim() ?? null;
  if (to && !errors.to && !isEmailAddress(to)) errors.to = [BAD_ADDRESS];
  const subject = text('subject', 255)?.trim() ?? null;
  const message = text('message', 20_000);
  const locale = localeField(fields.locale, errors);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { to, subject, message, locale };
}
