import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import {
  authRefusal,
  businessDateRefusal,
  FIRST_BUSINESS_DATE,
  isCalendarDate,
  isId,
  LAST_BUSINESS_DATE,
  Money,
  parseMoney,
  parseQuantity,
  Quantity,
  validationRefusal,
  type FieldRefusal,
  type SignRule,
} from '@ginuma/domain';
import { Match } from './match.validator';
import { refusedAs, refusedBy } from './validation.pipe';

export const MIN_PASSWORD = 8;

/** Required text of at most `max` characters, with the refusals users see. */
export function RequiredText(label: string, max = 255): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: max }),
    IsString(refusedAs(validationRefusal.field('required', { label }))),
    IsNotEmpty(refusedAs(validationRefusal.field('required', { label }))),
    MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
  );
}

export function EmailAddress(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: 255 }),
    IsEmail({}, refusedAs(validationRefusal.field('email', { label: 'email' }))),
    MaxLength(255, refusedAs(validationRefusal.field('too-long', { label: 'email', max: 255 }))),
  );
}

/** Optional text of at most `max` characters once trimmed (absent, null or blank is none), refused rather than cut unseen. */
export function OptionalText(label: string, max = 255): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, nullable: true }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString(refusedAs(validationRefusal.field('text', { label }))),
    MaxLength(max, refusedAs(validationRefusal.field('too-long', { label, max }))),
  );
}

/** A new password: at least 8 characters. */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', minLength: MIN_PASSWORD, maxLength: 200 }),
    IsString(refusedAs(validationRefusal.field('required', { label: 'password' }))),
    MinLength(MIN_PASSWORD, refusedAs(authRefusal.field('password-too-short', { min: MIN_PASSWORD }))),
    MaxLength(200, refusedAs(validationRefusal.field('too-long', { label: 'password', max: 200 }))),
  );
}

/** Must repeat `password` (checked once a password was given). */
export function PasswordConfirmation(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', description: 'The password again' }),
    ValidateIf((o: { password?: unknown }) => typeof o.password === 'string'),
    Match('password', refusedAs(authRefusal.field('password-confirmation'))),
  );
}

/*
 * The primitives every request shares, as DTO decorators over the domain's one check of each:
 * an id, a business date, money and a quantity. Each refuses with the catalogue's code for the
 * field's `label`; `optional` lets the field be left out (or null), as `@IsOptional()` does.
 */

export interface FieldOptions {
  /** How the refusal names the field: "The selected customer is invalid." */
  label: string;
  optional?: boolean;
  /** The field's own refusal of a value that is not one, where its screen words it otherwise ("Please select the expense category"). */
  refusal?: (value: unknown) => FieldRefusal;
}

export interface DecimalOptions extends FieldOptions {
  /** Which signs the value may have (non-negative unless said). */
  sign?: SignRule;
}

function primitive(name: string, options: FieldOptions, schema: ApiPropertyOptions, check: (value: unknown) => boolean, refusal: ValidationOptions): PropertyDecorator {
  return applyDecorators(
    options.optional ? ApiPropertyOptional(schema) : ApiProperty(schema),
    ...(options.optional ? [IsOptional()] : []),
    ValidateBy({ name, validator: { validate: check } }, options.refusal ? refusedBy(options.refusal) : refusal),
  );
}

/** A record's id (a UUID, either case); anything else is "The selected <label> is invalid." */
export function IsId(options: FieldOptions): PropertyDecorator {
  return primitive('isId', options, { format: 'uuid' }, isId, refusedAs(validationRefusal.field('choice', { label: options.label })));
}

/** A business date: a real calendar day written YYYY-MM-DD, from 1900-01-01 to 2999-12-31; one outside is refused as such. */
export function IsBusinessDate(options: FieldOptions): PropertyDecorator {
  const schema = { format: 'date', example: '2026-11-01', description: `A business date from ${FIRST_BUSINESS_DATE} to ${LAST_BUSINESS_DATE}` };
  return primitive('isBusinessDate', options, schema, isCalendarDate, refusedBy((value) => businessDateRefusal(value, options.label)));
}

/** An amount of money, a number or a decimal string with at most two decimals, as `parseMoney` reads it. */
export function IsMoney(options: DecimalOptions): PropertyDecorator {
  const parse = (value: unknown) => parseMoney(value, { label: options.label, sign: options.sign });
  return primitive('isMoney', options, { type: String, example: '1250.00' }, (value) => parse(value).ok, refusedBy((value) => refusalOf(parse(value))));
}

/** A quantity, a number or a decimal string with at most three decimals, as `parseQuantity` reads it. */
export function IsQuantity(options: DecimalOptions): PropertyDecorator {
  const parse = (value: unknown) => parseQuantity(value, { label: options.label, sign: options.sign });
  return primitive('isQuantity', options, { type: String, example: '1' }, (value) => parse(value).ok, refusedBy((value) => refusalOf(parse(value))));
}

/** Whether a form filled the field: absent, null and empty text are all left out. */
export const isGiven = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** A field a form left empty (`''`) read as none (null), as a picker or an amount left blank sends it; runs before the field's checks. */
export const EmptyAsNone = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (isGiven(value) ? value : null));

/** An id's refusal as a form words it: an empty field is missing; a filled one is not a choice it offers. */
export const requiredOrChoice =
  (label: string) =>
  (value: unknown): FieldRefusal =>
    validationRefusal.field(isGiven(value) ? 'choice' : 'required', { label });

/** Text as a request kept it, trimmed; blank is none. */
export const trimmedText = (value: string | null | undefined): string | null => value?.trim() || null;

/** What an `@IsMoney` field passed, as Money (a number or a decimal string, spaces around it allowed). */
export const moneyOf = (value: string | number): Money => Money.of(String(value).trim());

/** What an `@IsQuantity` field passed, as a Quantity. */
export const quantityOf = (value: string | number): Quantity => Quantity.of(String(value).trim());

function refusalOf(parsed: ReturnType<typeof parseMoney> | ReturnType<typeof parseQuantity>) {
  return parsed.ok ? validationRefusal.field('invalid') : parsed.refusal;
}
