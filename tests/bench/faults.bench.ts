import { runAppCrash, type CrashDatabase } from '../faults/app-crash';
import { runPostgresRestart } from '../faults/postgres-restart';
import { log } from './support/http-timing';

/**
 * Faults survived, with figures: PostgreSQL restarted under load, and the app
 * killed with SIGKILL under write load on a server and on the embedded database. The SMTP
 * outage runs in the test suite (tests/faults/smtp-down.int-spec.ts); the restart does too.
 */
export async function runFaultsBench(options: { writeMs: number }): Promise<void> {
  const restart = await runPostgresRestart({ afterMs: 2000 });
  log(
    `postgres restart (pg_ctl restart -m fast, ${restart.restartMs} ms): ${restart.requests} requests, ${restart.duringRestart.requests} during the restart ` +
      `(${restart.duringRestart.ok} ok, ${restart.duringRestart.unavailable} × 503 with Retry-After, ${restart.duringRestart.other.length} other), ` +
      `recovered after ${(restart.recoveredAfterMs / 1000).toFixed(1)} s, ${restart.afterRecovery} ok after; ` +
      `${restart.acknowledged} writes acknowledged, ${restart.acknowledged - restart.found} lost; ` +
      `projections ${restart.projectionDifferences === 0 ? 'equal a replay' : `differ in ${restart.projectionDifferences} rows`}, ${restart.brokenChains} broken hash chains`,
  );
  for (const database of ['server', 'embedded'] as CrashDatabase[]) {
    const crash = await runAppCrash(database, { writeMs: options.writeMs });
    log(
      `kill -9 under write load (${database}): ${crash.acknowledged} writes acknowledged, ${crash.found} found after restart (${crash.acknowledged - crash.found} lost), ` +
        `${crash.unanswered} unanswered at the kill, restart ${(crash.restartMs / 1000).toFixed(1)} s; ledger:rebuild --verify ${crash.verifyClean ? 'clean' : 'FAILED'}: ${crash.verifyOutput}`,
    );
    if (crash.found !== crash.acknowledged || !crash.verifyClean) process.exitCode = 1;
  }
}
