import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type { Principal } from './principal';

declare module 'express-session' {
  interface SessionData {
    /** Passport's: the signed-in principal as of its last check (see RequestTransactionInterceptor). */
    passport?: { user?: Principal };
    csrfToken: string;
    /** When the store last moved the expiry forward (ms since the epoch). */
    renewedAt?: number;
  }
}

export interface SessionOptions {
  store: Store;
  secret: string;
  secureCookies: boolean;
}

export const SESSION_COOKIE = 'ginuma_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';
const SESSION_DAYS = 7;

export function createSessionMiddleware(options: SessionOptions): RequestHandler {
  return session({
    store: options.store,
    name: SESSION_COOKIE,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, maxAge: SESSION_DAYS * 86_400_000 },
  });
}

/** A fresh token in the session and in the readable `XSRF-TOKEN` cookie the client echoes. */
export function issueCsrfToken(req: Request, res: Response, secureCookies: boolean): void {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: secureCookies, httpOnly: false, path: '/' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Posted server to server by a payment provider, with no session: its own signature is checked instead. */
export const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/payment/payhere/notify']);

/** Every state-changing request must echo the session's token in `X-XSRF-TOKEN`. */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || CSRF_EXEMPT_PATHS.has(req.path)) return next();
  const expected = req.session?.csrfToken;
  const given = req.get(CSRF_HEADER);
  if (expected && given && sameText(expected, given)) return next();
  res.status(403).json({ message: 'CSRF token mismatch.', code: 'csrf' });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

