import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsEmail, IsNotEmpty, IsString, ValidateIf } from 'class-validator';
import { authRefusal, validationRefusal } from '@ginuma/domain';
import { refusedAs } from '../../platform/http/validation.pipe';
import { EmailAddress, NewPassword, PasswordConfirmation, RequiredText } from '../../platform/http/field-decorators';

export class RegisterRequest {
  @RequiredText('name')
  name!: string;

  @EmailAddress()
  email!: string;

  @NewPassword()
  password!: string;

  @PasswordConfirmation()
  password_confirmation!: string;

  @RequiredText('business name')
  business_name!: string;

  @ApiProperty({ enum: [true] })
  @Equals(true, refusedAs(authRefusal.field('privacy-policy')))
  privacy_policy!: boolean;
}

export class LoginRequest {
  @ApiProperty({ format: 'email' })
  @IsEmail({}, refusedAs(validationRefusal.field('email', { label: 'email' })))
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString(refusedAs(validationRefusal.field('required', { label: 'password' })))
  @IsNotEmpty(refusedAs(validationRefusal.field('required', { label: 'password' })))
  password!: string;
}

export class UpdateProfileRequest {
  @RequiredText('name')
  name!: string;

  @EmailAddress()
  email!: string;
}

export class ChangePasswordRequest {
  @RequiredText('current password', 200)
  current_password!: string;

  @NewPassword()
  password!: string;

  @PasswordConfirmation()
  password_confirmation!: string;
}

/** The second step of a sign-in: the app's current code, or one recovery code instead. */
export class TwoStepAnswerRequest {
  @ApiPropertyOptional({ pattern: '^\\d{6}$' })
  @ValidateIf((body: TwoStepAnswerRequest) => body.recovery_code === undefined)
  @RequiredText('code', 20)
  code?: string;

  @ApiPropertyOptional()
  @ValidateIf((body: TwoStepAnswerRequest) => body.code === undefined)
  @RequiredText('recovery code', 40)
  recovery_code?: string;
}

/** Turning two-step sign-in on: a code from the app just set up. */
export class TwoStepCodeRequest {
  @RequiredText('code', 20)
  code!: string;
}

/** Turning two-step sign-in off, or renewing recovery codes: the password, as for a password change. */
export class TwoStepPasswordRequest {
  @ApiProperty({ format: 'password' })
  @RequiredText('password')
  password!: string;
}

/** The Admin's switch: everyone in the workspace signs in with a second step. */
export class TwoStepRequirementRequest {
  @ApiProperty()
  @IsBoolean(refusedAs(validationRefusal.field('boolean', { label: 'required' })))
  required!: boolean;
}
