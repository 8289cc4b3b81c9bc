import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Locale } from '@ginuma/domain';
import { mailRefusal, validationRefusal } from '@ginuma/domain';
import { validationFailed, type FieldErrors } from '../http/app-errors';

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

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.length <= 255;
}

/** A language asked for by a request: absent is English, anything but en or si is refused. */
export function localeField(value: unknown, errors: FieldErrors, field = 'locale'): Locale {
  if (value === undefined || value === null || value === '') return 'en';
  if (value === 'en' || value === 'si') return value;
  errors[field] = [mailRefusal.field('locale')];
  return 'en';
}

/** Reads a mail form; wrong types, a malformed address or text too long are refused with every field's refusal (422). */
export function readDocumentMail(body: unknown): DocumentMail {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const text = (field: string, max: number): string | null => {
    const value = fields[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      errors[field] = [mailRefusal.field('not-string', { label: field })];
      return null;
    }
    if (value.length > max) errors[field] = [mailRefusal.field('too-long', { label: field, max })];
    return value.trim() ? value : null;
  };
  const to = text('to', 255)?.trim() ?? null;
  if (to && !errors.to && !isEmailAddress(to)) errors.to = [validationRefusal.field('email', { label: 'to' })];
  const subject = text('subject', 255)?.trim() ?? null;
  const message = text('message', 20_000);
  const locale = localeField(fields.locale, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { to, subject, message, locale };
}
