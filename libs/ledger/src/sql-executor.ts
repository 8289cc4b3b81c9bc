/**
 * Where the ledger's SQL runs: normally the request's transaction, already switched to
 * `ginuma_app` with the tenant set; for rebuilds and audits, a superuser connection.
 * Every function expects to run inside one transaction that the caller commits.
 */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], hints?: QueryHints): Promise<R[]>;
}

/**
 * `prepare` names a statement the ledger runs on every append. An executor on `pg` should
 * pass it on (`client.query({ name, text, values })`): the connection then parses and plans
 * it once, which halves the append's statement time. Executors may ignore it.
 */
export interface QueryHints {
  prepare?: string;
}

/** The SQLSTATE and constraint of a driver error (pg, or one wrapped by TypeORM). */
export function sqlErrorOf(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const e = error as { code?: unknown; constraint?: unknown; driverError?: unknown };
  if (typeof e.code === 'string') {
    return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return e.driverError ? sqlErrorOf(e.driverError) : {};
}
