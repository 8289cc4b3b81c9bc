import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ROLES, can, moduleOf } from '@ginuma/domain';
import { Database } from '../database/database';
import { Forbidden, Unauthenticated } from '../http/app-errors';
import { PERMISSION, PUBLIC, WITHOUT_PLAN, type Permission } from './access.decorators';
import { findPrincipal, hasNoPlan, type Principal } from './principal';

export type SignedInRequest = Request & { principal?: Principal };

/**
 * One guard for every route, in the order a user would want to hear about a refusal:
 * signed in, account active, plan in force, module enabled, role allowed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly db: Database,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;

    const req = context.switchToHttp().getRequest<SignedInRequest>();
    const { userId, tenantId } = req.session ?? {};
    if (!userId || !tenantId) throw new Unauthenticated();
    const principal = await this.db.transaction({ kind: 'auth' }, (tx) => findPrincipal(tx, tenantId, userId));
    if (!principal) throw new Unauthenticated();
    req.principal = principal;

    if (principal.workspace.deactivated) throw new Forbidden('deactivated', 'Your account is deactivated.');
    if (!this.reflector.getAllAndOverride<boolean>(WITHOUT_PLAN, targets)) {
      if (principal.workspace.expired) {
        throw new Forbidden('account_expired', 'Your plan has expired. Please contact support to renew it.');
      }
      if (principal.role !== ROLES.admin && hasNoPlan(principal)) {
        throw new Forbidden('plan_required', 'Your workspace has no plan yet. Please ask an admin to choose one.');
      }
    }

    const permission = this.reflector.get<Permission | undefined>(PERMISSION, context.getHandler());
    if (!permission) {
      if (req.method === 'GET' || req.method === 'HEAD') return true;
      throw new Forbidden('forbidden', 'This action is unauthorized.');
    }
    const module = moduleOf(permission.resource);
    if ((module && principal.workspace[module] !== 1) || (permission.report && principal.workspace[permission.report] !== 1)) {
      throw new Forbidden('module_disabled', 'This module is disabled for your workspace.');
    }
    if (!can(principal.role, permission.action, permission.resource)) {
      throw new Forbidden('forbidden', permission.denied ?? 'You do not have permission to edit this details.');
    }
    return true;
  }
}
