import type { AddressInfo } from 'node:net';
import { can, ROLES } from '@ginuma/domain';
import { seedDemoData } from '../../apps/api/src/modules/workspaces/demo-data';
import { CSRF_EXEMPT_PATHS } from '../../apps/api/src/platform/auth/session';
import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../support/test-app';
import { candidateTables, fingerprint, idsByTable, isIdParam, isWrite, probeCrossTenant, send, someId, type Probed } from './cross-tenant';
import { fill, paramsOf, routeTable, type Route } from './route-table';

/*
 * Probes every route of the route table (Nest's controller metadata) as a stranger, a guest
 * with a session, a forger without the CSRF header, an Audit user, another workspace's admin and
 * a client sending bad bodies. Each probe's expectation follows from the route's own metadata
 * (public or not, the permission it declares), so a new route is covered by being served.
 */

let app: TestApp;
let ours: Registered;
let theirs: Registered;
let audit: Browser;
let routes: Route[];
const serverErrors: string[] = [];
const uncoded: string[] = [];
/** The date filters reports and lists take. */
const DATE_QUERY_FIELDS = ['date', 'from', 'to', 'as_of', 'known_at', 'start_date', 'end_date'];

beforeAll(async () => {
  app = await startTestApp();
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  ours = await registerWorkspace(app, 'Probing Co');
  theirs = await registerWorkspace(app, 'Probed Co');
  for (const workspace of [ours, theirs]) {
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [workspace.user.workspace.id]);
  }
  const [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
  await seedDemoData(`http://127.0.0.1:${port}`, theirs.user.email, theirs.password, today);
  await seedDemoData(`http://127.0.0.1:${port}`, ours.user.email, ours.password, today);
  audit = await signInNewUser(app, ours.user.workspace.id, ROLES.audit);
  routes = routeTable(app.running.app);
}, 180_000);
afterAll(() => app.close());

/** Every response any probe got, checked for a server error. */
async function probe(test: { then: PromiseLike<{ status: number; body: unknown }>['then'] }, label: string): Promise<number> {
  const response = await test;
  observe({ label, status: response.status, body: response.body });
  return response.status;
}

function observe({ label, status, body }: Probed): void {
  if (status >= 500) serverErrors.push(`${label} → ${status}`);
  // A refusal is said by its code, so the admin can say it in the user's language; only "sign in
  // first" (401) needs no words.
  const code = (body as { code?: unknown } | undefined)?.code;
  if (status >= 400 && status !== 401 && typeof code !== 'string') uncoded.push(`${label} → ${status}`);
}

const guarded = () => routes.filter((r) => !r.isPublic);

describe('the route table', () => {
  it('is read from the application and covers every area', () => {
    expect(routes.length).toBeGreaterThan(150);
    for (const area of ['invoices', 'quotations', 'payments', 'vouchers', 'customers', 'products', 'reports', 'ledger', 'users']) {
      expect(routes.some((r) => r.path.startsWith(`/api/${area}`))).toBe(true);
    }
  });
});

describe('every route, probed', () => {
  it('answers 401 to a guest (a session with a CSRF token but nobody signed in) on every guarded route', async () => {
    const guest = await new Browser(app.server).start();
    const wrong: string[] = [];
    for (const route of guarded()) {
      const status = await probe(send(guest, route, fill(route.path, someId)), `guest ${route.method} ${route.path}`);
      if (status !== 401) wrong.push(`${route.method} ${route.path} (${route.handler}) → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every write without the CSRF header with 403, signed in or not', async () => {
    const stranger = new Browser(app.server);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => isWrite(r) && !CSRF_EXEMPT_PATHS.has(r.path))) {
      const path = fill(route.path, someId);
      for (const [who, browser] of [['stranger', stranger], ['admin', ours.browser]] as const) {
        const status = await probe(send(browser, route, path, { csrf: false }), `${who} without CSRF ${route.method} ${route.path}`);
        if (status !== 403) wrong.push(`${who}: ${route.method} ${route.path} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses an Audit user's every write with 403", async () => {
    const writes = guarded().filter((r) => isWrite(r) && !(r.permission && can(ROLES.audit, r.permission.action, r.permission.resource)));
    const wrong: string[] = [];
    for (const route of writes) {
      const status = await probe(send(audit, route, fill(route.path, someId), { body: {} }), `audit ${route.method} ${route.path}`);
      if (status !== 403) wrong.push(`${route.method} ${route.path} (${route.handler}) → ${status}`);
    }
    expect(writes.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("answers 404 on every route given another workspace's real ids, and changes nothing of theirs", async () => {
    const before = await fingerprint(app, theirs.user.workspace.id);
    const { probes, wrong } = await probeCrossTenant(app, routes, ours, theirs, observe);
    expect(probes).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
    expect(await fingerprint(app, theirs.user.workspace.id)).toEqual(before);
  });

  it('answers every write sent an empty, a malformed or an oversized body with a 4xx, never a 5xx', async () => {
    const ownTables = await idsByTable(app, ours.user.workspace.id);
    const ownId = (route: Route) => {
      const table = candidateTables(route).find((name) => ownTables.some((t) => t.table === name));
      return ownTables.find((t) => t.table === table)?.ids[0] ?? someId();
    };
    // The parser refuses malformed and oversized bodies before any handler; a route with no body ignores the others.
    const bodies: [string, string | undefined, 'below 500' | '4xx'][] = [
      ['no body', undefined, 'below 500'],
      ['a JSON array', '[1, 2, 3]', 'below 500'],
      ['malformed JSON', '{"name": ', '4xx'],
      ['an oversized body', JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), '4xx'],
    ];
    const wrong: string[] = [];
    for (const route of guarded().filter(isWrite)) {
      const path = fill(route.path, (param) => (isIdParam(param) ? ownId(route) : 'x'));
      for (const [label, body, expected] of bodies) {
        const status = await probe(send(ours.browser, route, path, { body }), `${label} ${route.method} ${path}`);
        const fits = expected === '4xx' ? status >= 400 && status < 500 : status < 500;
        if (!fits) wrong.push(`${route.method} ${route.path} with ${label} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a date no calendar has (year 0, year 10000), in a record or a filter, never with a 5xx', async () => {
    const ownTables = await idsByTable(app, ours.user.workspace.id);
    const wrong: string[] = [];
    let probes = 0;
    for (const impossible of ['0000-01-01', '10000-01-01']) {
      // Every read, filtered by dates that no calendar has.
      for (const route of guarded().filter((r) => r.method === 'GET' && paramsOf(r.path).length === 0)) {
        probes++;
        const query = Object.fromEntries(DATE_QUERY_FIELDS.map((field) => [field, impossible]));
        const status = await probe(ours.browser.agent.get(route.path).query(query), `${impossible} GET ${route.path}`);
        if (status >= 500) wrong.push(`GET ${route.path}?…=${impossible} → ${status}`);
      }
      // Every record of ours that can be saved back, with each of its dates made impossible.
      for (const route of guarded().filter((r) => r.method === 'PUT' && paramsOf(r.path).some(isIdParam))) {
        const table = candidateTables(route).find((name) => ownTables.some((t) => t.table === name));
        const id = ownTables.find((t) => t.table === table)?.ids[0];
        if (!id) continue;
        const path = fill(route.path, (param) => (isIdParam(param) ? id : 'x'));
        const read = await ours.browser.get(path);
        if (read.status !== 200 || typeof read.body !== 'object') continue;
        const dated = Object.fromEntries(Object.entries(read.body as object).map(([key, value]) => [key, /date|^from$|^to$|_on$/.test(key) ? impossible : value]));
        probes++;
        const status = await probe(send(ours.browser, route, path, { body: dated }), `${impossible} PUT ${path}`);
        if (status >= 500) wrong.push(`PUT ${route.path} with ${impossible} → ${status}`);
      }
    }
    expect(probes).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('names every download in any script: a file named after a Sinhala code or name has filename* and an ASCII fallback', async () => {
    // Last: it renames our records. Codes and names, as a user may type them in Sinhala.
    const columns = await app.sql<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.columns t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.column_name = 'tenant_id'
        WHERE c.table_schema = 'public' AND c.column_name IN ('code', 'name') AND c.data_type IN ('text', 'character varying')`,
    );
    for (const { table_name: table, column_name: column } of columns) {
      await app.sql(`UPDATE ${table} SET ${column} = 'ඉන්වොයිසිය ' || ${column} WHERE tenant_id = $1`, [ours.user.workspace.id]).catch(() => undefined);
    }
    const ownTables = await idsByTable(app, ours.user.workspace.id);
    const wrong: string[] = [];
    let downloads = 0;
    let sinhalaNamed = 0;
    for (const route of guarded().filter((r) => r.method === 'GET')) {
      const table = candidateTables(route).find((name) => ownTables.some((t) => t.table === name));
      const path = fill(route.path, (param) => (isIdParam(param) ? (ownTables.find((t) => t.table === table)?.ids[0] ?? someId()) : 'x'));
      const response = await ours.browser.get(path);
      await probe(Promise.resolve(response), `Sinhala names GET ${path}`);
      const disposition = response.headers['content-disposition'] as string | undefined;
      if (!disposition) continue;
      downloads++;
      const fallback = /filename="([^"]*)"/.exec(disposition)?.[1];
      const named = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      if (named && /[\u0D80-\u0DFF]/.test(decodeURIComponent(named))) sinhalaNamed++;
      if (fallback === undefined || /[^\x20-\x7e]/.test(fallback)) wrong.push(`GET ${route.path}: ${disposition}`);
    }
    expect(downloads).toBeGreaterThan(10);
    expect(sinhalaNamed).toBeGreaterThan(1);
    expect(wrong).toEqual([]);
  });

  it('got no server error from any probe', () => {
    expect(serverErrors).toEqual([]);
  });

  it('got every refusal with its code', () => {
    expect(uncoded).toEqual([]);
  });
});
