import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import type { Locale } from '@ginuma/domain';
import { mailRefusal, validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';
import { isEmailAddress } from '../../platform/mail/document-email.request';

/**
 * A customer's statement mailed as a PDF: the period (`from`, `to`, checked as the statement's
 * own query is), where to (`to_address`, by default the customer's email) and, optionally, the
 * sender's own subject and message; the rest is written in `locale`.
 */
export class StatementEmailRequest {
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsString(refusedAs(validationRefusal.field('date', { label: 'from date' })))
  from?: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsString(refusedAs(validationRefusal.field('date', { label: 'to date' })))
  to?: string;

  @ApiPropertyOptional({ format: 'email', description: 'Defaults to the customer’s address' })
  @IsOptional()
  @IsString(refusedAs(mailRefusal.field('not-string', { label: 'to' })))
  @MaxLength(255, refusedAs(mailRefusal.field('too-long', { label: 'to', max: 255 })))
  @ValidateBy(
    { name: 'isMailAddress', validator: { validate: (value: unknown) => typeof value !== 'string' || !value.trim() || isEmailAddress(value.trim()) } },
    refusedAs(validationRefusal.field('email', { label: 'to' })),
  )
  to_address?: string | null;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString(refusedAs(mailRefusal.field('not-string', { label: 'subject' })))
  @MaxLength(255, refusedAs(mailRefusal.field('too-long', { label: 'subject', max: 255 })))
  subject?: string | null;

  @ApiPropertyOptional({ maxLength: 20_000 })
  @IsOptional()
  @IsString(refusedAs(mailRefusal.field('not-string', { label: 'message' })))
  @MaxLength(20_000, refusedAs(mailRefusal.field('too-long', { label: 'message', max: 20_000 })))
  message?: string | null;

  @ApiPropertyOptional({ enum: ['en', 'si'], description: 'The language of the mail and of the attached PDF' })
  @IsOptional()
  @ValidateBy({ name: 'isLocale', validator: { validate: (value) => value === '' || value === 'en' || value === 'si' } }, refusedAs(mailRefusal.field('locale')))
  locale?: Locale | '' | null;
}
