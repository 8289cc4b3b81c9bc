import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Locale } from '@ginuma/domain';
import { Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import { userResponse, type Principal } from '../../platform/auth/principal';
import { logOut, sessionPrincipal, signedInResponse } from '../../platform/auth/principal.serializer';
import { SignIns } from '../../platform/auth/sign-ins';
import { issueCsrfToken } from '../../platform/auth/session';
import { HttpConfig } from '../../platform/http/http-config';
import { RequestLocale } from '../../platform/http/request-params';
import { LoginRequest, RegisterRequest } from './auth.requests';
import { RegisterWorkspace } from './commands/register-workspace.handler';
import { LocalLoginGuard } from './local-login.guard';

@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly http: HttpConfig,
    private readonly signIns: SignIns,
  ) {}

  @Public()
  @Get('api/csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    issueCsrfToken(req, res, this.http.secureCookies);
  }

  @Public()
  @Post('api/register')
  async register(
    @Body() body: RegisterRequest,
    @RequestLocale() locale: Locale,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const principal = await this.commands.execute(
      new RegisterWorkspace(body.business_name, {
        name: body.name,
        email: body.email,
        password: body.password,
        locale,
      }),
    );
    await this.signIns.start(req, principal, 'registration');
    issueCsrfToken(req, res, this.http.secureCookies);
    return userResponse(principal);
  }

  /** LocalLoginGuard has checked the credentials and started the new session. */
  @Public()
  @UseGuards(LocalLoginGuard)
  @ApiBody({ type: LoginRequest })
  @Post('api/login')
  @HttpCode(200)
  login(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return signedInResponse(req, res, this.http.secureCookies);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await logOut(req);
    issueCsrfToken(req, res, this.http.secureCookies);
  }

  /**
   * Whether this session has someone signed in, answered to guests too, so that a public page can
   * learn it without a 401. Who they are, and whether they may still come in, stays with
   * `api/user`, which checks the principal against the database.
   */
  @Public()
  @Get('api/session')
  session(@Req() req: Request): { signed_in: boolean } {
    return { signed_in: sessionPrincipal(req) !== undefined };
  }

  @WithoutPlan()
  @Get('api/user')
  user(@CurrentPrincipal() principal: Principal) {
    return userResponse(principal);
  }
}
