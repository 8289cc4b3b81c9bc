import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Store, type SessionData } from 'express-session';
import { Database } from '../database/database';
import { startPeriodicSweep } from '../jobs/periodic-sweep';

export const SESSION_STORE_OPTIONS = Symbol('SESSION_STORE_OPTIONS');

export interface SessionStoreOptions {
  /** How often expired sessions are swept; 0 turns the sweep off (tests). */
  pruneSeconds: number;
}

/**
 * A session that only reads is not written back on every request: its expiry moves forward
 * at most this often, and a session idle for the cookie's lifetime still ends.
 */
const RENEW_MS = 5 * 60_000;

type Callback = (error?: unknown) => void;

/**
 * express-session's store in PostgreSQL (the `session` table, outside row-level security by
 * design). A session that did not change costs no write until it is due for renewal.
 */
@Injectable()
export class PgSessionStore extends Store implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private stop: () => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly schedule: SchedulerRegistry,
    @Inject(SESSION_STORE_OPTIONS) private readonly options: SessionStoreOptions,
  ) {
    super();
  }

  onModuleInit(): void {
    this.stop = startPeriodicSweep(this.schedule, 'session-prune', this.options.pruneSeconds, () => this.prune(), this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.db
      .outsideTransaction<{ sess: SessionData }>(`SELECT sess FROM session WHERE sid = $1 AND expire >= now()`, [sid])
      .then(({ rows }) => callback(null, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    session.renewedAt = Date.now();
    this.db
      .outsideTransaction(
        `INSERT INTO session (sid, sess, expire) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
        [sid, JSON.stringify(session), expiresAt(session)],
      )
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  /** An unchanged session: renewed only when due, and never brought back once destroyed. */
  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (Date.now() - (session.renewedAt ?? 0) < RENEW_MS) {
      callback?.();
      return;
    }
    session.renewedAt = Date.now();
    this.db
      .outsideTransaction(`UPDATE session SET sess = $2, expire = to_timestamp($3) WHERE sid = $1`, [sid, JSON.stringify(session), expiresAt(session)])
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .outsideTransaction(`DELETE FROM session WHERE sid = $1`, [sid])
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  /** Deletes expired sessions; any number of servers may run it at once. */
  async prune(): Promise<number> {
    return (await this.db.outsideTransaction(`DELETE FROM session WHERE expire < now()`, [])).count;
  }
}

/** Unix seconds of the cookie's expiry (a session cookie without one lasts a day). */
function expiresAt(session: SessionData): number {
  const expires = session.cookie.expires ? new Date(session.cookie.expires).getTime() : Date.now() + 86_400_000;
  return Math.ceil(expires / 1000);
}
