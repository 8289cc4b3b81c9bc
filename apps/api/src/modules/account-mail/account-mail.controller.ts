import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Can, Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { ClientIp, RequestLocale, SessionId } from '../../platform/http/request-params';
import { onCollection } from '../../platform/http/collection-routes';
import { ForgotPasswordRequest, ResetPasswordRequest } from './account-mail.requests';
import { RequestPasswordReset } from './commands/request-password-reset.handler';
import { ResetPassword } from './commands/reset-password.handler';
import { SendBusinessEmailVerification } from './commands/send-business-email-verification.handler';
import { SendEmailVerification } from './commands/send-email-verification.handler';
import { VerifyBusinessEmail } from './commands/verify-business-email.handler';
import { VerifyEmail } from './commands/verify-email.handler';
import { GetBusinessEmailVerification } from './queries/get-business-email-verification.handler';

/**
 * Mailed account links: password reset, email verification and the business email's
 * verification. Following a link needs no session: it may be opened in another browser. The
 * senders are at `email-verify/-/…`, where no link's token can be.
 */
@Controller('api')
export class AccountMailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('forgot-password/change')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordRequest, @ClientIp() ip: string, @RequestLocale() locale: Locale) {
    return this.commands.execute(new RequestPasswordReset(body.email, ip, locale));
  }

  @Public()
  @Post('reset-password/:token')
  @HttpCode(200)
  resetPassword(@Param('token') token: string, @Body() body: ResetPasswordRequest, @SessionId() sessionId: string) {
    return this.commands.execute(new ResetPassword(token, body.password, sessionId));
  }

  @WithoutPlan()
  @Can('edit', 'profile')
  @Post(`email-verify/${onCollection('resend')}{/:id}`)
  @HttpCode(200)
  resend(@CurrentPrincipal() me: Principal, @ClientIp() ip: string, @RequestLocale() locale: Locale, @Param('id') userId?: string) {
    return this.commands.execute(new SendEmailVerification(me, ip, locale, userId));
  }

  @Can('show', 'business-configuration')
  @Get(`email-verify/${onCollection('config')}`)
  businessEmail(@CurrentPrincipal() me: Principal) {
    return this.queries.execute(new GetBusinessEmailVerification(me));
  }

  @Public()
  @Post('email-verify/config/verified/:token')
  @HttpCode(200)
  verifyBusinessEmail(@Param('token') token: string) {
    return this.commands.execute(new VerifyBusinessEmail(token));
  }

  @Can('edit', 'business-configuration')
  @Post(`email-verify/${onCollection('config')}{/:id}`)
  @HttpCode(200)
  sendBusinessEmailVerification(
    @CurrentPrincipal() me: Principal,
    @ClientIp() ip: string,
    @RequestLocale() locale: Locale,
    @Param('id') workspaceId?: string,
  ) {
    return this.commands.execute(new SendBusinessEmailVerification(me, ip, locale, workspaceId));
  }

  @Public()
  @Post('email-verify/:token')
  @HttpCode(200)
  verifyEmail(@Param('token') token: string) {
    return this.commands.execute(new VerifyEmail(token));
  }
}
