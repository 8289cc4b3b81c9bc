import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const SERVER_FILE = 'server.json';

/**
 * Starts PGlite in this process behind a PostgreSQL wire-protocol socket, so TypeORM and
 * `pg` connect to it exactly as to a real server. `dataDir` undefined keeps it in memory.
 *
 * Only one process may own a data directory, so the owner records its address there; a
 * second process (an operator command while `npm start` runs) connects to it instead.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<RunningDatabase> {
  if (dataDir) {
    const running = runningServer(dataDir);
    if (running) return { url: running, stop: async () => undefined };
    mkdirSync(dataDir, { recursive: true });
  }
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  const serverFile = dataDir ? join(dataDir, SERVER_FILE) : undefined;
  if (serverFile) writeFileSync(serverFile, JSON.stringify({ pid: process.pid, url }));
  return {
    url,
    async stop() {
      if (serverFile) rmSync(serverFile, { force: true });
      await server.stop();
      await db.close();
    },
  };
}

function runningServer(dataDir: string): string | null {
  const file = join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    if (pid === process.pid) return null;
    process.kill(pid, 0);
    return url;
  } catch {
    // Its owner died without cleaning up (kill -9): the directory is free again.
    return null;
  }
}
