import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';

export const NAMED_STATEMENTS = Symbol('NAMED_STATEMENTS');

/** What every query of a request goes through: its one transaction. */
export interface Tx {
  /** `hints.prepare` names a hot statement (the ledger's append) so the server plans it once. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], hints?: { prepare?: string }): Promise<R[]>;
  /** Runs a statement and returns the number of rows it touched. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>;
}

/**
 * Who a transaction runs as. Tenant work runs as `ginuma_app`, confined by row-level
 * security to one workspace; sign-in work runs as `ginuma_auth`, which sees only the
 * identity tables (workspaces, users) because it must find a user before a tenant is known.
 */
export type TxScope =
  | { kind: 'tenant'; tenantId: string; userId: string | null }
  | { kind: 'auth' }
  /** Background sweeps: may list due work of every workspace, nothing more. */
  | { kind: 'worker' };

@Injectable()
export class Database {
  private readonly current = new AsyncLocalStorage<Tx>();
  private readonly afterCommitWork = new AsyncLocalStorage<(() => void)[]>();

  constructor(
    private readonly dataSource: DataSource,
    /**
     * Off on the embedded PGlite: it shares one backend among all connections, so a second
     * connection preparing the same statement name fails.
     */
    @Optional() @Inject(NAMED_STATEMENTS) private readonly namedStatements: boolean = false,
  ) {}

  get pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  /** The transaction of the running request; queries outside one are a bug, not a fallback. */
  get tx(): Tx {
    const tx = this.current.getStore();
    if (!tx) throw new Error('No transaction is open for this request.');
    return tx;
  }

  /**
   * Runs `effect` once the current transaction has committed (never if it rolls back): for
   * side effects such as sending mail, which must not happen for work that did not.
   */
  afterCommit(effect: () => void): void {
    const queue = this.afterCommitWork.getStore();
    if (!queue) throw new Error('afterCommit needs an open transaction.');
    queue.push(effect);
  }

  async transaction<T>(scope: TxScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    const effects: (() => void)[] = [];
    const result = await this.afterCommitWork.run(effects, () => this.runTransaction(scope, work));
    for (const effect of effects) effect();
    return result;
  }

  private async runTransaction<T>(scope: TxScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection whose rollback failed may still hold a transaction: never reuse it.
    let broken: Error | undefined;
    // A server that goes away between two queries (restarted, failed over) tells the client, not
    // a query: unheard, that 'error' event would end the process. The next query fails instead.
    const lost = (error: Error) => {
      broken = error;
    };
    client.on('error', lost);
    try {
      // One round trip opens the transaction, drops privileges and sets the tenant. JIT is off:
      // our statements are short, and where the planner misjudges a join (reports over CTEs)
      // it compiled for about a second to save milliseconds.
      await client.query(
        scope.kind === 'tenant'
          ? `BEGIN; SET LOCAL ROLE ginuma_app; SET LOCAL jit = off;
             SELECT set_config('app.tenant_id', '${uuid(scope.tenantId)}', true),
                    set_config('app.user_id', '${scope.userId ? uuid(scope.userId) : ''}', true)`
          : `BEGIN; SET LOCAL ROLE ginuma_${scope.kind}; SET LOCAL jit = off`,
      );
      const tx = wrap(client, this.namedStatements);
      const result = await this.current.run(tx, () => work(tx));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.removeListener('error', lost);
      client.release(broken);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are inlined (one round trip for role and tenant), so they must be plain uuids. */
function uuid(value: string): string {
  if (!UUID.test(value)) throw new Error(`Not a uuid: ${value}`);
  return value;
}

function wrap(client: PoolClient, namedStatements: boolean): Tx {
  return {
    async query<R>(sql: string, params?: readonly unknown[], hints?: { prepare?: string }) {
      const values = params as unknown[] | undefined;
      const name = namedStatements ? hints?.prepare : undefined;
      const result = await client.query(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows as R[];
    },
    async execute(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return result.rowCount ?? 0;
    },
  };
}
