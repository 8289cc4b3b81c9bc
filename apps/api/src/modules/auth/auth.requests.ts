import { Equals, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Match } from '../../platform/http/match.validator';

export const MIN_PASSWORD = 8;

export class RegisterRequest {
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email!: string;

  @IsString({ message: 'The password field is required.' })
  @MinLength(MIN_PASSWORD, { message: `The password must be at least ${MIN_PASSWORD} characters.` })
  @MaxLength(200, { message: 'The password may not be greater than 200 characters.' })
  password!: string;

  @ValidateIf((o: RegisterRequest) => typeof o.password === 'string')
  @Match('password', { message: 'The password confirmation does not match.' })
  password_confirmation!: string;

  @IsString({ message: 'The business name field is required.' })
  @IsNotEmpty({ message: 'The business name field is required.' })
  @MaxLength(255, { message: 'The business name may not be greater than 255 characters.' })
  business_name!: string;

  @Equals(true, { message: 'You must accept the privacy policy.' })
  privacy_policy!: boolean;
}

export class LoginRequest {
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  email!: string;

  @IsString({ message: 'The password field is required.' })
  @IsNotEmpty({ message: 'The password field is required.' })
  password!: string;
}

export class UpdateProfileRequest {
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email!: string;
}

export class ChangePasswordRequest {
  @IsString({ message: 'The current password field is required.' })
  @IsNotEmpty({ message: 'The current password field is required.' })
  current_password!: string;

  @IsString({ message: 'The password field is required.' })
  @MinLength(MIN_PASSWORD, { message: `The password must be at least ${MIN_PASSWORD} characters.` })
  @MaxLength(200, { message: 'The password may not be greater than 200 characters.' })
  password!: string;

  @ValidateIf((o: ChangePasswordRequest) => typeof o.password === 'string')
  @Match('password', { message: 'The password confirmation does not match.' })
  password_confirmation!: string;
}
