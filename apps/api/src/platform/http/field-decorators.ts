import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Match } from './match.validator';

export const MIN_PASSWORD = 8;

/** Required text of at most `max` characters, with the messages users see. */
export function RequiredText(label: string, max = 255): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: max }),
    IsString({ message: `The ${label} field is required.` }),
    IsNotEmpty({ message: `The ${label} field is required.` }),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
  );
}

export function EmailAddress(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: 255 }),
    IsEmail({}, { message: 'The email must be a valid email address.' }),
    MaxLength(255, { message: 'The email may not be greater than 255 characters.' }),
  );
}

/** A new password: at least 8 characters (spec §5). */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', minLength: MIN_PASSWORD, maxLength: 200 }),
    IsString({ message: 'The password field is required.' }),
    MinLength(MIN_PASSWORD, { message: `The password must be at least ${MIN_PASSWORD} characters.` }),
    MaxLength(200, { message: 'The password may not be greater than 200 characters.' }),
  );
}

/** Must repeat `password` (checked once a password was given). */
export function PasswordConfirmation(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', description: 'The password again' }),
    ValidateIf((o: { password?: unknown }) => typeof o.password === 'string'),
    Match('password', { message: 'The password confirmation does not match.' }),
  );
}
