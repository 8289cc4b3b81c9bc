import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsEmail, IsNotEmpty, IsString } from 'class-validator';
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
