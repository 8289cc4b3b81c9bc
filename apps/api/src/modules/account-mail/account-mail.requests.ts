import { EmailAddress, NewPassword, PasswordConfirmation } from '../../platform/http/field-decorators';

export class ForgotPasswordRequest {
  @EmailAddress()
  email!: string;
}

export class ResetPasswordRequest {
  @NewPassword()
  password!: string;

  @PasswordConfirmation()
  password_confirmation!: string;
}
