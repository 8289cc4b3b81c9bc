import { Module } from '@nestjs/common';
import { AccountLinks } from './account-links';
import { AccountMailController } from './account-mail.controller';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { SendBusinessEmailVerificationHandler } from './commands/send-business-email-verification.handler';
import { SendEmailVerificationHandler } from './commands/send-email-verification.handler';
import { VerifyBusinessEmailHandler } from './commands/verify-business-email.handler';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { MailVerificationOnRegistration } from './events/mail-verification-on-registration.handler';
import { MailThrottle } from './mail-throttle';
import { GetBusinessEmailVerificationHandler } from './queries/get-business-email-verification.handler';

@Module({
  controllers: [AccountMailController],
  providers: [
    AccountLinks,
    MailThrottle,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    SendEmailVerificationHandler,
    VerifyEmailHandler,
    SendBusinessEmailVerificationHandler,
    VerifyBusinessEmailHandler,
    GetBusinessEmailVerificationHandler,
    MailVerificationOnRegistration,
  ],
})
export class AccountMailModule {}
