import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { ApiSession } from './support/api-session';
import { enableAllModules } from './support/ledger-check';
import { freePort, startPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { startWriteStream } from './support/write-stream';

const REPO_ROOT = resolve(__dirname, '..', '..');

export type CrashDatabase = 'server' | 'embedded';

export interface CrashFigures {
  database: CrashDatabase;
  /** Writes answered 201 before the kill. */
  acknowledged: number;
  /** Of those, found after the restart. */
  found: number;
  /** Requests in flight or refused around the kill (no answer, or not a 2xx). */
  unanswered: number;
  /** From spawning the app again until it answered its health check. */
  restartMs: number;
  /** `npm run ledger:rebuild -- --verify` exited 0. */
  verifyClean: boolean;
  verifyOutput: string;
}

/**
 * The app as its own process (as `npm start` runs it) under a stream of cash entries, killed
 * with SIGKILL mid-stream and started again on the same database: every acknowledged write
 * must be there, and the ledger must verify.
 */
export async function runAppCrash(database: CrashDatabase, options: { workers?: number; writeMs?: number } = {}): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ginuma-faults-app-'));
  const cluster: PostgresCluster | null = database === 'server' ? await startPostgresCluster() : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SESSION_SECRET: 'faults-crash',
    ADMIN_DIST: '/nonexistent',
    SMTP_URL: 'smtp://127.0.0.1:1',
    DATABASE_URL: cluster?.url,
    DATABASE_EMBEDDED: 'false',
  };
  if (!cluster) delete env.DATABASE_URL;
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  // The embedded database lives in the app's process; its address is in the data directory.
  const databaseUrl = () => cluster?.url ?? (JSON.parse(readFileSync(join(dataDir, 'pglite', 'server.json'), 'utf8')) as { url: string }).url;
  let app: ChildProcess | null = null;
  try {
    app = await startApp(env, baseUrl, join(dataDir, 'app-1.log'));
    const { session, tenantId } = await ApiSession.register(baseUrl, 'Crash Co');
    await enableAllModules(databaseUrl(), tenantId);

    const stream = startWriteStream(session, options.workers ?? 4);
    await new Promise((resolve) => setTimeout(resolve, options.writeMs ?? 3000));
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app.kill('SIGKILL');
    await exited;
    await stream.stop();
    const writes = stream.outcomes.filter((o) => o.kind === 'write');
    const acknowledged = writes.filter((o) => o.id !== null).map((o) => o.id as string);

    const restarted = Date.now();
    app = await startApp(env, baseUrl, join(dataDir, 'app-2.log'));
    const restartMs = Date.now() - restarted;
    const found = await countCashEntries(databaseUrl(), acknowledged);
    await stopApp(app);
    app = null;
    const verify = await runNode(['scripts/run.js', 'apps/api/src/cli/ledger-rebuild.ts', '--verify'], env);
    return {
      database,
      acknowledged: acknowledged.length,
      found,
      unanswered: stream.outcomes.filter((o) => o.status < 200 || o.status >= 300).length,
      restartMs,
      verifyClean: verify.code === 0,
      verifyOutput: verify.output.trim().split('\n').at(-1) ?? '',
    };
  } finally {
    if (app) await stopApp(app);
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startApp(env: NodeJS.ProcessEnv, baseUrl: string, logFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/run.js', 'apps/api/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exitCode: number | null = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`The app exited with ${exitCode} before it answered; see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The app did not answer within 90 s; see ${logFile}`);
}

async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function countCashEntries(url: string, ids: string[]): Promise<number> {
  const client = new Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM cash_transactions WHERE id = ANY($1::uuid[])`, [ids]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}
