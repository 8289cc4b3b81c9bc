import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite in this process behind a PostgreSQL wire-protocol socket, so TypeORM and
 * `pg` connect to it exactly as to a real server. `dataDir` undefined keeps it in memory.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<RunningDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
