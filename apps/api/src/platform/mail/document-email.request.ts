import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import type { Locale } from '@ginuma/domain';
import { mailRefusal, validationRefusal } from '@ginuma/domain';
import type { FieldErrors } from '../http/app-errors';
import { refusedAs } from '../http/validation.pipe';

/** Optional text of at most `max` characters; blank counts as left out. */
function MailText(field: string, max: number, doc: ApiPropertyOptions = {}, ...then: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, ...doc }),
    IsOptional(),
    IsString(refusedAs(mailRefusal.field('not-string', { label: field }))),
    MaxLength(max, refusedAs(mailRefusal.field('too-long', { label: field, max }))),
    ...then,
  );
}

/** A document mailed to its customer or supplier: every field falls back to the document's own. */
export class DocumentEmailRequest {
  @MailText(
    'to',
    255,
    { format: 'email', description: 'Defaults to the customer’s or supplier’s address' },
    ValidateBy({ name: 'isMailAddress', validator: { validate: (value: unknown) => typeof value !== 'string' || !value.trim() || isEmailAddress(value.trim()) } }, refusedAs(validationRefusal.field('email', { label: 'to' }))),
  )
  to?: string | null;

  @MailText('subject', 255) subject?: string | null;
  @MailText('message', 20_000) message?: string | null;

  @ApiPropertyOptional({ enum: ['en', 'si'], description: 'The language of the attached PDF' })
  @IsOptional()
  @ValidateBy({ name: 'isLocale', validator: { validate: (value) => value === '' || value === 'en' || value === 'si' } }, refusedAs(mailRefusal.field('locale')))
  locale?: Locale | '' | null;
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

/** The mail its checked request asks for; a part left out or blank is null, the document's default. */
export function documentMail(body: DocumentEmailRequest): DocumentMail {
  return {
    to: body.to?.trim() || null,
    subject: body.subject?.trim() || null,
    message: body.message?.trim() ? body.message : null,
    locale: body.locale || 'en',
  };
}
