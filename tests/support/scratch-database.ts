import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/database/embedded-postgres';
import { createDataSource, migrate } from '../../apps/api/src/platform/database/data-source';

export interface ScratchDatabase {
  /** Connection string of the migrated scratch database (connects as a superuser). */
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated database of its own for one test suite: a fresh database on the server of
 * `DATABASE_URL` (dropped afterwards), or an in-memory embedded one when that is unset.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createOnServer(serverUrl) : await startEmbeddedPostgres();
  const dataSource = createDataSource(scratch.url, 2);
  await dataSource.initialize();
  try {
    await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return { url: scratch.url, drop: () => scratch.stop() };
}

async function createOnServer(serverUrl: string) {
  const name = `ginuma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // A scratch database outlives no crash of the server, so its commits need not wait for the
  // disk: without the flush each write request is a few milliseconds quicker. The fault suites,
  // which restart PostgreSQL and count acknowledged writes, run a cluster of their own.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new Client(serverUrl);
      await client.connect();
      try {
        // A pool's end() resolves before its backends have gone; forcing the drop at once
        // would kill them mid-goodbye and raise errors in the suite. Give them a moment.
        for (let attempt = 0; attempt < 20; attempt++) {
          const [{ n }] = (
            await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name])
          ).rows;
          if (n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
