import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL whose data lives in `DATA_DIR`. */
export async function openDatabaseServer(env = process.env): Promise<RunningDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => undefined };
  return startEmbeddedPostgres(join(dataDir(env), 'pglite'));
}

export function dataDir(env = process.env): string {
  return env.DATA_DIR ?? join(process.cwd(), '.data');
}
