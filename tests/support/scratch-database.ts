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
 * Set by the test run's global setup (`migratedTemplate`): the name of a migrated database on the
 * server of `DATABASE_URL` that scratch databases are copied from, so each suite skips migrating.
 */
const TEMPLATE_VARIABLE = 'GINUMA_TEST_TEMPLATE';

/**
 * A migrated database of its own for one test suite: a fresh database on the server of
 * `DATABASE_URL` (dropped afterwards), or an in-memory embedded one when that is unset.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return migrated({ url: embedded.url, drop: () => embedded.stop() });
  }
  const template = process.env[TEMPLATE_VARIABLE];
  const scratch = await createOnServer(serverUrl, template);
  return template ? scratch : migrated(scratch);
}

/**
 * One migrated database for a whole test run, for `createScratchDatabase` to copy: copying a
 * database takes a fraction of the time its ~120 migrations do. Returns the function that drops it.
 */
export async function migratedTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return async () => undefined;
  const template = await migrated(await createOnServer(serverUrl, undefined, 'ginuma_template'));
  // A database is copied only while nobody is connected to it, so wait for the migration's pool
  // to have gone before any suite copies it.
  await withServer(serverUrl, (client) => connectionsGone(client, databaseName(template.url)));
  process.env[TEMPLATE_VARIABLE] = databaseName(template.url);
  return async () => {
    delete process.env[TEMPLATE_VARIABLE];
    await template.drop();
  };
}

async function migrated<S extends ScratchDatabase>(scratch: S): Promise<S> {
  const dataSource = createDataSource(scratch.url, 2);
  await dataSource.initialize();
  try {
    await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return scratch;
}

async function createOnServer(serverUrl: string, template: string | undefined, prefix = 'ginuma_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, async (client) => {
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    // A scratch database outlives no crash of the server, so its commits need not wait for the
    // disk: without the flush each write request is a few milliseconds quicker. The fault suites,
    // which restart PostgreSQL and count acknowledged writes, run a cluster of their own. (A
    // database's settings are not copied from its template.)
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withServer(serverUrl, async (client) => {
        // A pool's end() resolves before its backends have gone; forcing the drop at once
        // would kill them mid-goodbye and raise errors in the suite. Give them a moment.
        await connectionsGone(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client(serverUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits up to two seconds for the backends connected to a database to end. */
async function connectionsGone(client: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [{ n }] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name])).rows;
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}
