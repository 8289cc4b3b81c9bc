import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Forbidden } from '../http/app-errors';
import { Unauthenticated } from '../http/app-errors';
import { PERMISSION, PUBLIC, WITHOUT_PLAN, type Permission } from './access.decorators';
import { accessRefusal, type AccessRule } from './access';
import type { Principal } from './principal';
import { sessionPrincipal } from './principal.serializer';

/** The access decision taken on the session's principal, for the request's transaction to confirm. */
export interface PendingAccess {
  rule: AccessRule;
  /** The principal as the session remembers it. */
  remembered: Principal;
  refusal: Forbidden | null;
}

export type SignedInRequest = Request & {
  /** The signed-in user as the request's transaction found them (set before the handler runs). */
  principal?: Principal;
  access?: PendingAccess;
};

/**
 * One guard for every route. Nobody signed in: 401 here. Otherwise it decides on the
 * principal the session remembers, without a database read; RequestTransactionInterceptor
 * then checks, in the round trip that opens the request's transaction, that the principal
 * is still current, and re-decides if not. A refusal waits for that check too: a plan chosen
 * or a role raised since must let the user in at once, as a removal must shut them out.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;

    const req = context.switchToHttp().getRequest<SignedInRequest>();
    const remembered = sessionPrincipal(req);
    if (!remembered) throw new Unauthenticated();
    const rule: AccessRule = {
      permission: this.reflector.get<Permission | undefined>(PERMISSION, context.getHandler()),
      withoutPlan: Boolean(this.reflector.getAllAndOverride<boolean>(WITHOUT_PLAN, targets)),
      read: req.method === 'GET' || req.method === 'HEAD',
    };
    req.access = { rule, remembered, refusal: accessRefusal(remembered, rule) };
    return true;
  }
}
