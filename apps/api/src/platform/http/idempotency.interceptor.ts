import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { Response } from 'express';
import { claimIdempotencyKey, completeIdempotencyKey, hashRequest, type JsonValue } from '@ginuma/ledger';
import { Database } from '../database/database';
import type { SignedInRequest } from '../auth/access.guard';
import { idempotencyRefusal } from '@ginuma/domain';
import { setIdempotencyKey } from './request-context';
import { requestedMethod } from './route-aliases';

const HEADER = 'idempotency-key';
const MAX_KEY = 255;

/**
 * A POST with an `Idempotency-Key` is applied once per workspace: the key is claimed in the
 * request's own transaction, so the work and the stored answer commit together, a retry with
 * the same body gets the first answer, and a failed attempt leaves no claim behind.
 * Runs inside RequestTransactionInterceptor.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly db: Database) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    const key = req.get(HEADER);
    // The client's method: a POST alias that continues as its route's DELETE is still a POST it may retry.
    const method = requestedMethod(req);
    if (method !== 'POST' || key === undefined || !req.principal) return next.handle();
    if (key.trim() === '' || key.length > MAX_KEY) {
      throw idempotencyRefusal.onField('idempotency_key', 'key-length', { max: MAX_KEY });
    }
    const tenantId = req.principal.tenantId;
    setIdempotencyKey(key);
    const res = context.switchToHttp().getResponse<Response>();
    return from(
      (async () => {
        const claim = await claimIdempotencyKey(this.db.tx, tenantId, key, hashRequest(method, req.originalUrl, req.body));
        switch (claim.state) {
          case 'replay':
            res.setHeader('Idempotent-Replayed', 'true');
            return claim.body;
          case 'mismatch':
            throw idempotencyRefusal.onField('idempotency_key', 'key-reused');
          case 'in_progress':
            throw idempotencyRefusal('in-progress');
          case 'new': {
            const body = await lastValueFrom(next.handle(), { defaultValue: null });
            await completeIdempotencyKey(this.db.tx, tenantId, key, res.statusCode, toJson(body));
            return body;
          }
        }
      })(),
    );
  }
}

/** What the client received, as JSON (dates become strings, as they do on the wire). */
function toJson(body: unknown): JsonValue {
  return body === undefined ? null : (JSON.parse(JSON.stringify(body)) as JsonValue);
}
