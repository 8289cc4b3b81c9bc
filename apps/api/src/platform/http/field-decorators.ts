import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { authRefusal, validationRefusal } from '@ginuma/domain';
import { Match } from './match.validator';
import { refusedAs } from './validation.pipe';

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
