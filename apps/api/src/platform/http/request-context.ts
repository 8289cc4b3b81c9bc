import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { CommandTarget, EventMetadata } from '@ginuma/ledger';
import type { Principal } from '../auth/principal';
import { bodyTypeOf } from './body-type';

interface RequestContext {
  /** The request's id (X-Request-Id, or a new one), shared by every event it appends. */
  correlationId: string;
  idempotencyKey: string | null;
  /** What the request's body was sent as (see bodyTypeOf), for the body pipe, which sees no request. */
  bodyType: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Express middleware: every request gets a context, and says its id back. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const given = req.get('x-request-id');
  const correlationId = given && /^[\w-]{8,100}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', correlationId);
  storage.run({ correlationId, idempotencyKey: null, bodyType: bodyTypeOf(req) }, next);
}

/**
 * Runs work started by a request but outliving it (a background import) as a context of its
 * own: every event it appends carries `correlationId`, one batch in the audit trail.
 */
export function withCorrelation<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId, idempotencyKey: null, bodyType: null }, work);
}

export function requestBodyType(): string | null {
  return storage.getStore()?.bodyType ?? null;
}

export function setIdempotencyKey(key: string): void {
  const context = storage.getStore();
  if (context) context.idempotencyKey = key;
}

/** Who and which request caused the events being appended: each event's metadata, for the audit trail. */
export function eventMetadata(me: Principal, causationId: string | null = null): EventMetadata {
  const context = storage.getStore();
  return {
    actor_id: me.userId,
    role: me.role,
    correlation_id: context?.correlationId ?? randomUUID(),
    causation_id: causationId,
    idempotency_key: context?.idempotencyKey ?? null,
  };
}

/** A stream of the principal's workspace, as the ledger's command loop takes it. */
export function commandTarget(me: Principal, stream: string): CommandTarget {
  return { tenantId: me.tenantId, stream, metadata: eventMetadata(me) };
}
