import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { Response } from 'express';
import { claimIdempotencyKey, completeIdempotencyKey, hashRequest, type JsonValue } from '@ginuma/ledger';
import { Database } from '../database/database';
import type { SignedInRequest } from '../auth/access.guard';
import { Conflict, ValidationFailed } from './app-errors';
import { setIdempotencyKey } from './request-context';

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
    if (req.method !== 'POST' || key === undefined || !req.principal) return next.handle();
    if (key.trim() === '' || key.length > MAX_KEY) {
      throw new ValidationFailed({ idempotency_key: [`The Idempotency-Key must be 1 to ${MAX_KEY} characters.`] });
    }
    const tenantId = req.principal.tenantId;
    setIdempotencyKey(key);
    const res = context.switchToHttp().getResponse<Response>();
    return from(
      (async () => {
        const claim = await claimIdempotencyKey(this.db.tx, tenantId, key, hashRequest(req.method, req.originalUrl, req.body));
        switch (claim.state) {
          case 'replay':
            res.setHeader('Idempotent-Replayed', 'true');
            return claim.body;
          case 'mismatch':
            throw new ValidationFailed({ idempotency_key: ['This Idempotency-Key was already used for a different request.'] });
          case 'in_progress':
            throw new Conflict('A request with this Idempotency-Key is still being processed.');
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
