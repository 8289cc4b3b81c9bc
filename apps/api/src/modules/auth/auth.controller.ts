import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ROLES } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Public, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import { findPrincipal, findPrincipalWithPassword, userResponse, type Principal } from '../../platform/auth/principal';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { issueCsrfToken, regenerateSession } from '../../platform/auth/session';
import { Forbidden, invalid } from '../../platform/http/app-errors';
import { HttpConfig } from '../../platform/http/http-config';
import { createUser, createWorkspace, emailTaken } from '../workspaces/workspace.repository';
import { LoginRequest, RegisterRequest } from './auth.requests';
import { LoginThrottle } from './login-throttle';

@Controller()
export class AuthController {
  constructor(
    private readonly db: Database,
    private readonly throttle: LoginThrottle,
    private readonly http: HttpConfig,
  ) {}

  @Public()
  @Get('api/csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    issueCsrfToken(req, res, this.http.secureCookies);
  }

  @Public()
  @Post('api/register')
  async register(@Body() body: RegisterRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const passwordHash = await hashPassword(body.password);
    const principal = await this.db.transaction({ kind: 'auth' }, async (tx) => {
      if (await emailTaken(tx, body.email)) throw invalid('email', 'The email has already been taken.');
      const workspace = await createWorkspace(tx, body.business_name);
      const userId = await createUser(tx, {
        tenantId: workspace.id,
        name: body.name,
        email: body.email,
        passwordHash,
        role: ROLES.admin,
      });
      return findPrincipal(tx, workspace.id, userId);
    });
    if (!principal) throw new Error('The new user could not be read back.');
    await this.signIn(req, res, principal);
    return userResponse(principal);
  }

  @Public()
  @Post('api/login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const ip = req.ip ?? 'unknown';
    await this.throttle.assertAllowed(body.email, ip);
    const found = await this.db.transaction({ kind: 'auth' }, (tx) => findPrincipalWithPassword(tx, body.email));
    if (!(await verifyPassword(found?.passwordHash, body.password)) || !found) {
      await this.throttle.recordFailure(body.email, ip);
      throw invalid('email', 'These credentials do not match our records.');
    }
    await this.throttle.recordSuccess(body.email, ip);
    if (found.principal.workspace.deactivated) throw new Forbidden('deactivated', 'Your account is deactivated.');
    await this.signIn(req, res, found.principal);
    return userResponse(found.principal);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await regenerateSession(req);
    issueCsrfToken(req, res, this.http.secureCookies);
  }

  @WithoutPlan()
  @Get('api/user')
  user(@CurrentPrincipal() principal: Principal) {
    return userResponse(principal);
  }

  /** A new session id at sign-in defeats session fixation; the CSRF token is renewed with it. */
  private async signIn(req: Request, res: Response, principal: Principal): Promise<void> {
    await regenerateSession(req);
    req.session.userId = principal.userId;
    req.session.tenantId = principal.tenantId;
    issueCsrfToken(req, res, this.http.secureCookies);
  }
}
