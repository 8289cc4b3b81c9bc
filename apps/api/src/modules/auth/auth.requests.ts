import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsEmail, IsNotEmpty, IsString } from 'class-validator';
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
  @Equals(true, { message: 'You must accept the privacy policy.' })
  privacy_policy!: boolean;
}

export class LoginRequest {
  @ApiProperty({ format: 'email' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: 'The password field is required.' })
  @IsNotEmpty({ message: 'The password field is required.' })
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
