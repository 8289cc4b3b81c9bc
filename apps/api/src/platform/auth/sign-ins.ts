import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { authRefusal, type OpenSessionView, type SignInMethod } from '@ginuma/domain';
import { Database, type Tx } from '../database/database';
import { invalid } from '../http/app-errors';
import { LoginThrottle } from './login-throttle';
import { findPrincipal, type Principal } from './principal';
import { passSecondStep } from './two-step';
import { logIn } from './principal.serializer';

declare module 'express-session' {
  interface SessionData {
    /** When and from where this session was signed in, for the user's list of open sessions. */
    signedIn?: { at: string; ip: string | null; agent: string | null; method: SignInMethod };
    /** A first step passed, the second still owed: who it is for, how they began, and when (ms). */
    twoStep?: { tenantId: string; userId: string; email: string; method: SignInMethod; at: number };
  }
}

/** How long a passed first step waits for its second. */
const SECOND_STEP_MS = 10 * 60_000;

/** A session's public handle: enough to name it in a list and end it, never the id its cookie carries. */
const HANDLE = `left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 32)`;

/** Browsers send long agents; what is kept is enough to recognise one. */
const AGENT_CHARS = 300;

/**
 * Sign-ins and sessions: every sign-in starts its session here and is recorded, a refused one
 * too when the address is a user's; a user lists and ends their sessions here, in the request's
 * transaction, where row-level security shows the app only its workspace's sessions.
 */
@Injectable()
export class SignIns {
  constructor(
    private readonly db: Database,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * A first step passed (password or Google): signs the user in, or, when they sign in with a
   * second step, remembers who is halfway in this session and answers 'two-step'.
   */
  async begin(req: Request, principal: Principal, method: SignInMethod): Promise<'signed-in' | 'two-step'> {
    if (!principal.twoStepEnabled) {
      await this.start(req, principal, method);
      return 'signed-in';
    }
    req.session.twoStep = { tenantId: principal.tenantId, userId: principal.userId, email: principal.email, method, at: Date.now() };
    return 'two-step';
  }

  /**
   * The second step: a code or a recovery code for the user halfway in this session. Wrong
   * answers count towards the sign-in throttle and are recorded; a right one signs them in.
   */
  async complete(req: Request, answer: { code?: string; recoveryCode?: string }): Promise<void> {
    const pending = req.session.twoStep;
    if (!pending || Date.now() - pending.at > SECOND_STEP_MS) {
      delete req.session.twoStep;
      throw authRefusal('two-step-expired');
    }
    const ip = req.ip ?? 'unknown';
    const key = `two-step:${pending.email}`;
    await this.throttle.assertAllowed(key, ip);
    const method: SignInMethod = answer.recoveryCode !== undefined ? 'recovery-code' : 'two-step';
    const principal = await this.db.transaction({ kind: 'tenant', tenantId: pending.tenantId, userId: pending.userId }, async (tx) =>
      (await passSecondStep(tx, pending, answer)) ? findPrincipal(tx, pending.tenantId, pending.userId) : null,
    );
    if (!principal) {
      await this.throttle.recordFailure(key, ip);
      await this.refused(req, pending, method);
      throw answer.recoveryCode !== undefined
        ? invalid('recovery_code', authRefusal.field('recovery-code-invalid'))
        : invalid('code', authRefusal.field('two-step-code-invalid'));
    }
    await this.throttle.recordSuccess(key, ip);
    delete req.session.twoStep;
    await this.start(req, principal, method);
  }

  /** Signs `principal` in on a new session id and records it. */
  async start(req: Request, principal: Principal, method: SignInMethod): Promise<void> {
    await logIn(req, principal);
    const { ip, agent } = clientOf(req);
    req.session.signedIn = { at: new Date().toISOString(), ip, agent, method };
    await this.record(req, principal, method, 'signed-in');
  }

  /** A refused attempt on a known user's account (a wrong password or code). */
  async refused(req: Request, user: Pick<Principal, 'tenantId' | 'userId'>, method: SignInMethod): Promise<void> {
    await this.record(req, user, method, 'refused');
  }

  private async record(req: Request, user: Pick<Principal, 'tenantId' | 'userId'>, method: SignInMethod, outcome: 'signed-in' | 'refused'): Promise<void> {
    const { ip, agent } = clientOf(req);
    // A sign-in has no request transaction yet (the guard runs before it opens): it writes in one of its own.
    await this.db.transaction({ kind: 'tenant', tenantId: user.tenantId, userId: user.userId }, (tx) =>
      tx.execute(`INSERT INTO sign_ins (tenant_id, user_id, method, outcome, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)`, [
        user.tenantId,
        user.userId,
        method,
        outcome,
        ip,
        agent,
      ]),
    );
  }
}

/** The user's open sessions, the one asking first. */
export async function openSessions(tx: Tx, me: Principal, currentSid: string): Promise<OpenSessionView[]> {
  return tx.query<OpenSessionView>(
    `SELECT ${HANDLE} AS id, sess->'signedIn'->>'at' AS signed_in_at,
            to_char(to_timestamp((sess->>'renewedAt')::bigint / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_seen_at,
            sess->'signedIn'->>'ip' AS ip, sess->'signedIn'->>'agent' AS user_agent, sess->'signedIn'->>'method' AS method,
            sid = $3 AS current
       FROM session
      WHERE tenant_id = $1 AND user_id = $2 AND expire >= now()
      ORDER BY sid = $3 DESC, (sess->>'renewedAt')::bigint DESC NULLS LAST`,
    [me.tenantId, me.userId, currentSid],
  );
}

/** Ends one of the user's own sessions by its handle; false when they have none by that handle. */
export async function endSession(tx: Tx, me: Principal, handle: string): Promise<boolean> {
  return (await tx.execute(`DELETE FROM session WHERE tenant_id = $1 AND user_id = $2 AND ${HANDLE} = $3`, [me.tenantId, me.userId, handle])) > 0;
}

/**
 * Ends every session of the user but `keepSid` (the one asking, if any), in the transaction that
 * changed their password: both happen or neither. Returns how many ended.
 */
export async function endOtherSessions(tx: Tx, user: Pick<Principal, 'tenantId' | 'userId'>, keepSid: string | undefined): Promise<number> {
  return tx.execute(`DELETE FROM session WHERE tenant_id = $1 AND user_id = $2 AND sid IS DISTINCT FROM $3`, [user.tenantId, user.userId, keepSid ?? null]);
}

function clientOf(req: Request): { ip: string | null; agent: string | null } {
  return { ip: req.ip ?? null, agent: req.get('user-agent')?.slice(0, AGENT_CHARS) ?? null };
}
