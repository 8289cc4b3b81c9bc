import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { Database } from '../database/database';
import type { SignedInRequest } from './access.guard';

/**
 * A signed-in request runs in one transaction as the tenant's role: its reads and writes
 * commit together or not at all, and row-level security sees its workspace only.
 */
@Injectable()
export class RequestTransactionInterceptor implements NestInterceptor {
  constructor(private readonly db: Database) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const principal = context.switchToHttp().getRequest<SignedInRequest>().principal;
    if (!principal) return next.handle();
    const scope = { kind: 'tenant', tenantId: principal.tenantId, userId: principal.userId } as const;
    return from(this.db.transaction(scope, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}
