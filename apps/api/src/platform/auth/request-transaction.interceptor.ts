import { isDeepStrictEqual } from 'node:util';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { Database } from '../database/database';
import { Unauthenticated } from '../http/app-errors';
import { accessRefusal } from './access';
import type { PendingAccess, SignedInRequest } from './access.guard';
import { apiKeyOf, apiKeyPrincipalLookup } from './api-key';
import { principalLookup, toPrincipal, type Principal, type PrincipalRow } from './principal';
import { rememberPrincipal } from './principal.serializer';

/**
 * A signed-in request runs in one transaction as the tenant's role: its reads and writes
 * commit together or not at all, and row-level security sees its workspace only. The round
 * trip that opens it also reads the principal's row, so a removal, role change or
 * deactivation takes effect on the next request without a transaction of its own.
 */
@Injectable()
export class RequestTransactionInterceptor implements NestInterceptor {
  constructor(private readonly db: Database) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    const access = req.access;
    if (!access) return next.handle();
    const { tenantId, userId } = access.remembered;
    const scope = { kind: 'tenant', tenantId, userId } as const;
    const apiKeyId = apiKeyOf(req);
    const lookup = apiKeyId ? apiKeyPrincipalLookup(tenantId, apiKeyId) : principalLookup(tenantId, userId);
    return from(
      this.db.transactionWith<PrincipalRow, unknown>(scope, lookup, (_tx, [row]) => {
        req.principal = confirmAccess(req, access, row);
        return lastValueFrom(next.handle(), { defaultValue: undefined });
      }),
    );
  }
}

/** The principal as the database has it now; access is decided again only if that differs from the session's. */
function confirmAccess(req: SignedInRequest, access: PendingAccess, row: PrincipalRow | undefined): Principal {
  if (!row) {
    rememberPrincipal(req, null);
    throw new Unauthenticated();
  }
  const current = toPrincipal(row);
  if (isDeepStrictEqual(current, access.remembered)) {
    if (access.refusal) throw access.refusal;
    return access.remembered;
  }
  rememberPrincipal(req, current);
  const refusal = accessRefusal(current, access.rule);
  if (refusal) throw refusal;
  return current;
}
