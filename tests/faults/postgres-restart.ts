import type { AddressInfo } from 'node:net';
import { createApp } from '../../apps/api/src/app.factory';
import { ApiSession } from './support/api-session';
import { checkLedger, enableAllModules, type LedgerCheck } from './support/ledger-check';
import { startPostgresCluster } from './support/postgres-cluster';
import { startWriteStream, waitUntil, type Outcome } from './support/write-stream';

export interface RestartFigures extends LedgerCheck {
  requests: number;
  /** What answered the requests that overlapped the restart or came before the pool had recovered. */
  duringRestart: { requests: number; ok: number; unavailable: number; other: string[] };
  /** 503s without a Retry-After header or a message. */
  unavailableUnexplained: number;
  restartMs: number;
  /** From the restart's start until every request after it succeeded. */
  recoveredAfterMs: number;
  /** Requests that succeeded after recovery. */
  afterRecovery: number;
}

const ok = (o: Outcome) => o.status >= 200 && o.status < 300;

/**
 * The app on a PostgreSQL of its own, a stream of cash entries and reads through it, and the
 * server restarted (`pg_ctl restart -m fast`) mid-stream.
 */
export async function runPostgresRestart(options: { workers?: number; beforeMs?: number; afterMs?: number } = {}): Promise<RestartFigures> {
  const cluster = await startPostgresCluster();
  try {
    const running = await createApp({
      databaseUrl: cluster.url,
      realServer: true,
      sessionSecret: 'faults',
      logger: process.env.TEST_LOGS === '1',
      sessionPruneSeconds: 0,
      loginAttempts: 100,
      adminDist: '/nonexistent',
      smtpUrl: 'smtp://127.0.0.1:1',
      mailSweepSeconds: 0,
      recurringSweepSeconds: 0,
    });
    try {
      await running.app.listen(0, '127.0.0.1');
      const { port } = running.app.getHttpServer().address() as AddressInfo;
      const { session, tenantId } = await ApiSession.register(`http://127.0.0.1:${port}`, 'Restart Co');
      await enableAllModules(cluster.url, tenantId);

      const stream = startWriteStream(session, options.workers ?? 4);
      await new Promise((resolve) => setTimeout(resolve, options.beforeMs ?? 1000));
      const restartStart = stream.now();
      await cluster.restart();
      const restartEnd = stream.now();
      // Recovered: a success for each worker that started after the server was back.
      await waitUntil(() => stream.outcomes.filter((o) => o.started > restartEnd && ok(o)).length >= 8, 30_000, 'requests to succeed again');
      await new Promise((resolve) => setTimeout(resolve, options.afterMs ?? 1000));
      await stream.stop();

      const outcomes = [...stream.outcomes].sort((a, b) => a.started - b.started);
      const failures = outcomes.filter((o) => !ok(o));
      const recoveredAt = Math.max(restartEnd, ...failures.map((o) => o.ended));
      const during = outcomes.filter((o) => o.ended >= restartStart && o.started <= recoveredAt);
      const unavailable = during.filter((o) => o.status === 503);
      const acknowledged = outcomes.filter((o) => o.id !== null).map((o) => o.id as string);
      return {
        requests: outcomes.length,
        duringRestart: {
          requests: during.length,
          ok: during.filter(ok).length,
          unavailable: unavailable.length,
          other: failures.filter((o) => o.status !== 503).map((o) => `${o.kind} ${o.status} ${o.message ?? ''}`),
        },
        unavailableUnexplained: failures.filter((o) => o.status === 503 && (!o.retryAfter || !o.message)).length,
        restartMs: restartEnd - restartStart,
        recoveredAfterMs: recoveredAt - restartStart,
        afterRecovery: outcomes.filter((o) => o.started > recoveredAt && ok(o)).length,
        ...(await checkLedger(cluster.url, acknowledged)),
      };
    } finally {
      await running.close();
    }
  } finally {
    await cluster.stop();
  }
}
