import { Controller, Get, HttpCode, HttpException, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { isDomainError } from '@ginuma/domain';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth/access.decorators';
import { signedInResponse } from '../../platform/auth/principal.serializer';
import { HttpConfig } from '../../platform/http/http-config';
import { GoogleCallbackGuard } from './google-callback.guard';
import { GoogleCallbackRequest } from './google-callback.request';
import { GoogleOidc, SOCIAL_PAGE } from './google-oidc';

/**
 * Google sign-in. The provider returns the browser to the admin's /social page (a top-level GET,
 * which carries our SameSite=Lax session cookie), and that page posts the answer here like any
 * other write, with its CSRF token. The answer's state must match the one this session started,
 * and the ID token's nonce the one it sent, or nobody is signed in.
 */
@Controller()
export class GoogleSignInController {
  constructor(
    private readonly google: GoogleOidc,
    private readonly http: HttpConfig,
  ) {}

  /** What the sign-in pages offer besides a password. */
  @Public()
  @Get('api/auth/sign-in-options')
  options(): { google: boolean } {
    return { google: this.google.enabled };
  }

  /** The "Sign in with Google" button's link: a redirect to the provider, or back to /social saying why not. */
  @Public()
  @Get('api/auth/google')
  async start(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await this.google.redirectToProvider(req, res);
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : isDomainError(error) ? error.status : null;
      if (status === null || res.headersSent) throw error;
      res.redirect(`${SOCIAL_PAGE}?error=${status === 422 ? 'expired' : 'unavailable'}`);
    }
  }

  /** GoogleCallbackGuard has checked the answer and started the new session. */
  @Public()
  @UseGuards(GoogleCallbackGuard)
  @ApiBody({ type: GoogleCallbackRequest })
  @Post('api/auth/google/callback')
  @HttpCode(200)
  callback(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return signedInResponse(req, res, this.http.secureCookies);
  }
}
