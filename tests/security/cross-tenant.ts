import { randomUUID } from 'node:crypto';
import type { Browser, Registered, TestApp } from '../support/test-app';
import { fill, paramsOf, type Route } from './route-table';

/** A response as a probe saw it, labelled for messages. */
export interface Probed {
  label: string;
  status: number;
  body: unknown;
}

/** The cross-tenant probe's verdict: how many probes ran and each answer that was not a 404 (nor a 422 to an empty body). */
export interface CrossTenantResult {
  probes: number;
  wrong: string[];
}

const TABLE_OF_RESOURCE: Record<string, string> = {
  payments: 'receipts',
  transactions: 'cash_transactions',
  expenses: 'cash_transactions',
  incomes: 'cash_transactions',
  'product-category': 'product_categories',
  'expenses-categories': 'expense_categories',
  'expenses-sub-categories': 'expense_sub_categories',
  costing: 'product_costs',
};

export const someId = () => randomUUID();
export const isWrite = (route: Route) => route.method !== 'GET';

export function isIdParam(param: string): boolean {
  return param === 'id' || /Id$/.test(param);
}

export function send(browser: Browser, route: Route, path: string, options: { csrf?: boolean; body?: string | object } = {}) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let test = browser.agent[method](path);
  const token = browser.csrfToken();
  if (options.csrf !== false && token) test = test.set('X-XSRF-TOKEN', token);
  if (options.body !== undefined) {
    test = test.set('Content-Type', 'application/json').send(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
  }
  return test;
}

/**
 * Every guarded route naming an id, sent by `ours` with `theirs`' real ids of the table its path
 * names (or of each of their tables): each must answer 404. A PUT carries their own record as
 * they read it, so a 422 cannot hide a lookup that found it; an empty body refused as invalid
 * says nothing of their record. `observe` sees every response (server errors, refusal codes).
 */
export async function probeCrossTenant(
  app: TestApp,
  routes: readonly Route[],
  ours: Registered,
  theirs: Registered,
  observe: (probed: Probed) => void = () => undefined,
): Promise<CrossTenantResult> {
  const tenantTables = await idsByTable(app, theirs.user.workspace.id);
  const wrong: string[] = [];
  let probes = 0;
  for (const route of routes.filter((r) => !r.isPublic && paramsOf(r.path).some(isIdParam))) {
    const named = candidateTables(route).find((name) => tenantTables.some((t) => t.table === name));
    const tables = (named ? tenantTables.filter((t) => t.table === named) : tenantTables).filter((t) => t.ids.length > 0);
    for (const { table, ids } of tables) {
      probes++;
      const path = fill(route.path, (param) => (isIdParam(param) ? (ids[0] ?? someId()) : 'x'));
      const body = isWrite(route) ? await theirOwnBody(theirs, route, path) : undefined;
      const response = await send(ours.browser, route, path, body ? { body: body.value } : {});
      observe({ label: `cross-tenant ${route.method} ${path}`, status: response.status, body: response.body });
      const refusedAsInvalid = response.status === 422 && !body?.valid;
      if (response.status !== 404 && !refusedAsInvalid) wrong.push(`${route.method} ${route.path} with their ${table} id → ${response.status}`);
    }
  }
  return { probes, wrong };
}

/**
 * A write's body as its owner would send it: for `PUT /api/x/:id`, their own record as
 * `GET /api/x/:id` gives it to them; otherwise an empty object.
 */
async function theirOwnBody(theirs: Registered, route: Route, path: string): Promise<{ value: object; valid: boolean }> {
  if (route.method !== 'PUT') return { value: {}, valid: false };
  const read = await theirs.browser.get(path);
  return read.status === 200 && typeof read.body === 'object' ? { value: read.body as object, valid: true } : { value: {}, valid: false };
}

/** The tables whose ids a route's path names, most specific segment first. */
export function candidateTables(route: Route): string[] {
  const segments = route.path.split('/').filter((s) => s && s !== 'api' && !s.startsWith(':'));
  const names: string[] = [];
  for (const segment of [...segments].reverse()) {
    const mapped = TABLE_OF_RESOURCE[segment];
    if (mapped) names.push(mapped);
    const table = segment.replace(/-/g, '_');
    names.push(table, `${table}s`);
  }
  return names;
}

async function tenantTableNames(app: TestApp): Promise<string[]> {
  const rows = await app.sql<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.columns i ON i.table_schema = c.table_schema AND i.table_name = c.table_name AND i.column_name = 'id' AND i.data_type = 'uuid'
      WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' ORDER BY c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** A few ids of each tenant table's rows of one workspace. */
export async function idsByTable(app: TestApp, tenantId: string): Promise<{ table: string; ids: string[] }[]> {
  const result: { table: string; ids: string[] }[] = [];
  for (const table of await tenantTableNames(app)) {
    if (table === 'workspaces') continue;
    const rows = await app.sql<{ id: string }>(`SELECT id::text FROM ${table} WHERE tenant_id = $1 ORDER BY id LIMIT 3`, [tenantId]);
    result.push({ table, ids: rows.map((r) => r.id) });
  }
  return result;
}

/**
 * Every row of a workspace, summed up per table: equal fingerprints mean nothing of it changed.
 * Its sessions are left out: each request of its own renews its session, by design.
 */
export async function fingerprint(app: TestApp, tenantId: string): Promise<Record<string, string>> {
  const tables = await app.sql<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'tenant_id' AND table_name <> 'session' ORDER BY table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await app.sql<{ print: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS print, count(*)::int AS n FROM ${table} t WHERE t.tenant_id = $1`,
      [tenantId],
    );
    prints[table] = `${row.n}:${row.print ?? ''}`;
  }
  return prints;
}
