import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SignIns } from '../../platform/auth/sign-ins';
import { createValidationPipe } from '../../platform/http/validation.pipe';
import { GoogleCallbackRequest } from './google-callback.request';
import { GoogleOidc } from './google-oidc';

/**
 * Completes a Google sign-in and keeps the principal in a new session, as LocalLoginGuard does
 * for a password. The body is checked first (422 per field), so only a well-formed answer
 * reaches the strategy, which checks it against the pending request in this session.
 */
@Injectable()
export class GoogleCallbackGuard implements CanActivate {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly google: GoogleOidc,
    private readonly signIns: SignIns,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = (await this.validation.transform(req.body, { type: 'body', metatype: GoogleCallbackRequest })) as GoogleCallbackRequest;
    const principal = await this.google.complete(req, context.switchToHttp().getResponse<Response>());
    await this.signIns.begin(req, principal, 'google');
    return true;
  }
}
