import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { Principal } from '../../platform/auth/principal';
import { SignIns } from '../../platform/auth/sign-ins';
import { createValidationPipe } from '../../platform/http/validation.pipe';
import { LoginRequest } from './auth.requests';

/**
 * Signs in with passport-local and keeps the principal in a new session. The body is checked
 * first, as any route's is (422 per field), so only well-formed credentials reach the strategy.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(private readonly signIns: SignIns) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = (await this.validation.transform(req.body, { type: 'body', metatype: LoginRequest })) as LoginRequest;
    await super.canActivate(context);
    // Half-way in (a second step owed) is not signed in: the request must not act as the user.
    if ((await this.signIns.begin(req, req.user as Principal, 'password')) === 'two-step') req.user = undefined;
    return true;
  }
}
