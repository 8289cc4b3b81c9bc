import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { QueryHints, SqlExecutor } from '../sql-executor';

/**
 * A scratch database for one ledger suite, with transactions run the way the API runs
 * them: `SET LOCAL ROLE ginuma_app` and the tenant setting, then commit or roll back.
 */
export interface LedgerTestDb {
  url: string;
  pool: Pool;
  createTenant(): Promise<string>;
  /** A request-like transaction: the application role, confined to one tenant. */
  asTenant<T>(tenantId: string, work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** A transaction as the connecting superuser (CLI, audits, tampering). */
  asSuperuser<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What tests/support's createScratchDatabase() returns (specs pass it in). */
export interface ScratchDatabaseLike {
  url: string;
  drop(): Promise<void>;
}

export async function openLedgerTestDb(scratch: ScratchDatabaseLike, poolSize = 25): Promise<LedgerTestDb> {
  const pool = new Pool({ connectionString: scratch.url, max: poolSize });
  const inTransaction = async <T>(setup: (c: PoolClient) => Promise<unknown>, work: (tx: SqlExecutor) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await setup(client);
      const result = await work(executorOf(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    url: scratch.url,
    pool,
    async createTenant() {
      const id = randomUUID();
      await pool.query(`INSERT INTO workspaces (id, slug, name) VALUES ($1, $2, 'Test')`, [id, `t-${id.slice(0, 8)}`]);
      return id;
    },
    asTenant: (tenantId, work) =>
      inTransaction(
        (c) => c.query(`SET LOCAL ROLE ginuma_app; SELECT set_config('app.tenant_id', '${tenantId}', true)`),
        work,
      ),
    asSuperuser: (work) => inTransaction(async () => undefined, work),
    async close() {
      await pool.end();
      await scratch.drop();
    },
  };
}

/**
 * Named statements only on a real server: the embedded PGlite shares one backend among all
 * its connections, so a second connection preparing the same name fails.
 */
const NAMED_STATEMENTS = Boolean(process.env.DATABASE_URL);

export function executorOf(client: PoolClient): SqlExecutor {
  return {
    async query<R>(sql: string, params?: readonly unknown[], hints?: QueryHints) {
      const values = params as unknown[] | undefined;
      const name = NAMED_STATEMENTS ? hints?.prepare : undefined;
      const result = await client.query(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows as R[];
    },
  };
}
