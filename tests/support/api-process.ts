import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { API_DIST, API_NODE_FLAGS, buildApi } from '../../scripts/build-api';
import { createScratchDatabase } from './scratch-database';

const REPO_ROOT = join(__dirname, '..', '..');

/** Polls `url` until it answers 2xx, failing at once when `exited` says the server has gone. */
export async function waitForHealth(url: string, exited: () => string | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
}

let built: Promise<unknown> | undefined;

/**
 * The API as `npm start` runs it (compiled by scripts/build-api.js, once per test process), in a
 * process of its own on `databaseUrl`, with its output going to `output`; resolves once /api/health
 * answers.
 */
export async function spawnApi(options: { port: number; databaseUrl: string; env?: NodeJS.ProcessEnv; output: NodeJS.WritableStream; describeLog: string }): Promise<ChildProcess> {
  built ??= buildApi();
  await built;
  const server = spawn(process.execPath, [...API_NODE_FLAGS, join(API_DIST, 'apps/api/src/main.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1', DATABASE_URL: options.databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(options.output);
  server.stderr?.pipe(options.output);
  let exit: string | undefined;
  server.once('exit', (code) => {
    exit = `The API exited with code ${code} before it was ready; see ${options.describeLog}`;
  });
  try {
    await waitForHealth(`http://127.0.0.1:${options.port}/api/health`, () => exit, 90_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}

/** Stops a spawned API with SIGTERM, waiting up to ten seconds for it to close. */
export async function stopApi(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** A scratch database and the API in a process of its own on it: the app a test client reaches over HTTP. */
export interface ApiProcess {
  /** The API's base URL, for a Browser. */
  server: string;
  pid: number;
  /** The API process's resident memory now, in bytes (Linux's /proc). */
  rss(): number;
  /** Runs SQL as the superuser, outside row-level security: for arranging and inspecting. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export async function startApiProcess(logFile: string): Promise<ApiProcess> {
  const database = await createScratchDatabase();
  const output = createWriteStream(logFile);
  const port = await freePort();
  let server: ChildProcess;
  try {
    server = await spawnApi({
      port,
      databaseUrl: database.url,
      // Registration's mail fails at once rather than waiting on a server; no demo, no admin build.
      env: { SMTP_URL: 'smtp://127.0.0.1:1', SEED_DEMO: 'false', ADMIN_DIST: '/nonexistent', SESSION_SECRET: 'bench-secret' },
      output,
      describeLog: logFile,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const admin = new Client(database.url);
  await admin.connect();
  const pid = server.pid as number;
  return {
    server: `http://127.0.0.1:${port}`,
    pid,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    async sql<R>(text: string, params?: unknown[]) {
      return (await admin.query(text, params)).rows as R[];
    },
    async close() {
      await admin.end();
      await stopApi(server);
      output.end();
      await database.drop();
    },
  };
}
