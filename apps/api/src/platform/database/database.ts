import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import { isId } from '@ginuma/domain';

export const NAMED_STATEMENTS = Symbol('NAMED_STATEMENTS');

/** What every query of a request goes through: its one transaction. */
export interface Tx {
  /**
   * On a real server a statement with parameters is prepared once per connection and then
   * only bound and run; `hints.prepare` gives it a name of its own (the ledger's append).
   */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], hints?: { prepare?: string }): Promise<R[]>;
  /** Runs a statement and returns the number of rows it touched. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * `lock` (a statement that takes row locks), then the read `sql`, in one round trip; both take
   * the uuids `ids` as $1, $2…, inlined. For a read that must follow a lock where one statement
   * cannot do both: Citus 13.2 plans neither a data-changing CTE joined to the tables it reads
   * nor FOR UPDATE beside subqueries.
   */
  lockThenQuery<R = Record<string, unknown>>(lock: string, sql: string, ids: readonly string[]): Promise<R[]>;
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
    return this.transactionWith(scope, null, (tx) => work(tx));
  }

  /**
   * A transaction whose first read, `lookup`, travels in the round trip that opens it and runs
   * as the scope's role (under row-level security); `work` gets its rows.
   */
  async transactionWith<R, T>(scope: TxScope, lookup: Lookup | null, work: (tx: Tx, rows: R[]) => Promise<T>): Promise<T> {
    const effects: (() => void)[] = [];
    const result = await this.afterCommitWork.run(effects, () => this.runTransaction(scope, lookup, work));
    for (const effect of effects) effect();
    return result;
  }

  /**
   * One statement on a connection of its own, outside any transaction, as the connecting
   * user: only for the session table, which lives outside row-level security by design.
   */
  async outsideTransaction<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; count: number }> {
    const result = await this.pool.query(statement(this.namedStatements, sql, params));
    return { rows: result.rows as R[], count: result.rowCount ?? 0 };
  }

  private async runTransaction<R, T>(scope: TxScope, lookup: Lookup | null, work: (tx: Tx, rows: R[]) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection whose rollback failed may still hold a transaction: never reuse it.
    let broken: Error | undefined;
    // The lookup is prepared with the first transaction of each connection; should that round
    // trip fail, whether the statement exists is unknown, so the connection is not reused.
    const preparing = lookup !== null && this.namedStatements && !preparedOn(client).has(lookup.name);
    // A server that goes away between two queries (restarted, failed over) tells the client, not
    // a query: unheard, that 'error' event would end the process. The next query fails instead.
    const lost = (error: Error) => {
      broken = error;
    };
    client.on('error', lost);
    try {
      // One round trip opens the transaction, drops privileges, sets the tenant and answers
      // the lookup. JIT is off: our statements are short, and where the planner misjudges a
      // join (reports over CTEs) it compiled for about a second to save milliseconds. Role and
      // JIT are set by `set_config`, the tenant and user by `ginuma_set_local`'s own SET LOCAL:
      // on Citus only that statement is replayed on the workers, where row-level security
      // reads it; a SET LOCAL in this batch would make Citus replay the whole batch there.
      const settings = [`set_config('role', 'ginuma_${scope.kind === 'tenant' ? 'app' : scope.kind}', true)`, `set_config('jit', 'off', true)`];
      if (scope.kind === 'tenant') {
        settings.push(
          `ginuma_set_local('app.tenant_id', '${uuidLiteral(scope.tenantId)}')`,
          `ginuma_set_local('app.user_id', '${scope.userId ? uuidLiteral(scope.userId) : ''}')`,
        );
      }
      const statements = ['BEGIN', `SELECT ${settings.join(', ')}`];
      if (lookup && preparing) statements.push(`PREPARE ${lookup.name} AS ${lookup.sql}`);
      if (lookup) statements.push(this.namedStatements ? `EXECUTE ${lookup.name}(${lookup.ids.map(quotedUuid).join(', ')})` : inlined(lookup));
      const results = (await client.query(statements.join(';\n'))) as unknown as QueryResult[];
      if (preparing && lookup) preparedOn(client).add(lookup.name);
      const rows = lookup ? ((results.at(-1)?.rows ?? []) as R[]) : [];
      const tx = wrap(client, this.namedStatements);
      const result = await this.current.run(tx, () => work(tx, rows));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (preparing && lookup && !preparedOn(client).has(lookup.name)) broken = error instanceof Error ? error : new Error(String(error));
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

/**
 * A read that opens a transaction: `sql` takes the uuids `ids` as $1, $2…; on a real server
 * it is prepared once per connection under `name`, elsewhere the ids are inlined.
 */
export interface Lookup {
  name: string;
  sql: string;
  ids: readonly string[];
}

const prepared = new WeakMap<PoolClient, Set<string>>();

function preparedOn(client: PoolClient): Set<string> {
  let names = prepared.get(client);
  if (!names) {
    names = new Set();
    prepared.set(client, names);
  }
  return names;
}

function inlined(lookup: Lookup): string {
  return lookup.sql.replace(/\$(\d+)/g, (_, n: string) => quotedUuid(lookup.ids[Number(n) - 1] ?? ''));
}

/** Ids are inlined (one round trip for role, tenant and lookup), so they must be plain uuids. */
function uuidLiteral(value: string): string {
  if (!isId(value)) throw new Error(`Not a uuid: ${value}`);
  return value;
}

function quotedUuid(value: string): string {
  return `'${uuidLiteral(value)}'`;
}

/**
 * Parsing and planning were most of the server's work for our short statements (measured: a
 * draft invoice's 3.8 ms of PostgreSQL CPU fell to 1.6 ms once its statements were prepared),
 * so a statement with parameters that keeps coming back is prepared once per connection and
 * then only bound and run. Texts seen fewer than `HOT_AFTER` times stay unnamed: some inline
 * a page's LIMIT and OFFSET, and those variants must not use up the `MAX_NAMED` names, which
 * bound what each connection keeps prepared. PostgreSQL still plans the first runs of each
 * with its parameters, and keeps a generic plan only where that is no dearer.
 */
const HOT_AFTER = 3;
const MAX_NAMED = 500;
const MAX_WATCHED = 5_000;
const named = new Map<string, string>();
const seen = new Map<string, number>();

function statement(namedStatements: boolean, text: string, params: readonly unknown[] | undefined, prepare?: string): QueryConfig {
  const values = params as unknown[] | undefined;
  const name = namedStatements ? (prepare ?? (values?.length ? hotName(text) : undefined)) : undefined;
  return name ? { name, text, values } : { text, values };
}

function hotName(text: string): string | undefined {
  const known = named.get(text);
  if (known || named.size >= MAX_NAMED) return known;
  const count = (seen.get(text) ?? 0) + 1;
  if (count < HOT_AFTER) {
    if (seen.size >= MAX_WATCHED) seen.clear();
    seen.set(text, count);
    return undefined;
  }
  seen.delete(text);
  const name = `hot_${named.size}`;
  named.set(text, name);
  return name;
}

function wrap(client: PoolClient, namedStatements: boolean): Tx {
  return {
    async query<R>(sql: string, params?: readonly unknown[], hints?: { prepare?: string }) {
      const result = await client.query(statement(namedStatements, sql, params, hints?.prepare));
      return result.rows as R[];
    },
    async execute(sql: string, params?: readonly unknown[]) {
      const result = await client.query(statement(namedStatements, sql, params));
      return result.rowCount ?? 0;
    },
    async lockThenQuery<R>(lock: string, sql: string, ids: readonly string[]) {
      const results = (await client.query([lock, sql].map((text) => inlined({ name: '', sql: text, ids })).join(';\n'))) as unknown as QueryResult[];
      return (results.at(-1)?.rows ?? []) as R[];
    },
  };
}
