import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { Request, Response } from 'express';
import type { SessionUser } from '@ginuma/domain';
import { apiKeyOf } from './api-key';
import { userResponse, type Principal } from './principal';
import { issueCsrfToken } from './session';

type Done = (error: Error | null, principal?: Principal) => void;

/**
 * The session keeps the whole principal, so a request needs no read to know who is asking;
 * the request's transaction then checks it is still current (RequestTransactionInterceptor).
 */
@Injectable()
export class PrincipalSerializer extends PassportSerializer {
  serializeUser(principal: Principal, done: Done): void {
    done(null, principal);
  }

  deserializeUser(principal: Principal, done: Done): void {
    done(null, principal);
  }
}

/** Who the session says is signed in, as of its last check; undefined when nobody is. */
export function sessionPrincipal(req: Request): Principal | undefined {
  return req.user as Principal | undefined;
}

/** Signs `principal` in: a new session id (against fixation) that remembers them. */
export function logIn(req: Request, principal: Principal): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(principal, (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())));
}

/** What a first step answers when a second is owed: the admin then asks for the code. */
export interface SecondStepOwed {
  two_step_required: true;
}

/**
 * The answer to a sign-in its guard completed: who is signed in, with a CSRF token renewed with
 * the new session id; or, when the user signs in with a second step, that it is owed.
 */
export function signedInResponse(req: Request, res: Response, secureCookies: boolean): SessionUser | SecondStepOwed {
  if (req.session.twoStep && !req.user) return { two_step_required: true };
  const principal = sessionPrincipal(req);
  if (!principal) throw new Error('A sign-in guard let a request through without a principal.');
  issueCsrfToken(req, res, secureCookies);
  return userResponse(principal);
}

export function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.logOut((error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())));
}

/** The session's principal, replaced by what the database says now (or dropped: null). */
export function rememberPrincipal(req: Request, principal: Principal | null): void {
  req.user = principal ?? undefined;
  // A key's principal is the key's, never the session's (see api-key.ts).
  const passport = apiKeyOf(req) ? undefined : req.session.passport;
  if (!passport) return;
  if (principal) passport.user = principal;
  else delete passport.user;
}
