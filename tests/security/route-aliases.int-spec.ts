import { randomUUID } from 'node:crypto';
import { canonicalPath, ROUTE_ALIASES } from '../../apps/api/src/platform/http/route-aliases';
import { Browser, startTestApp, type TestApp } from '../support/test-app';
import { declarations, fill, samePattern, type Declaration } from './route-table';

/*
 * One route per action: every handler declares one path under one controller path, no two
 * declarations serve the same method and path, and the public API's extra paths are the alias
 * table's (platform/http/route-aliases.ts), each rewritten onto a canonical route that exists and
 * none catching a request a canonical route is there for.
 */

let app: TestApp;
let declared: Declaration[];

beforeAll(async () => {
  app = await startTestApp();
  declared = declarations(app.running.app);
});
afterAll(() => app.close());

const describeAlias = (a: { method: string; path: string; to: string; as?: string }) => `${a.method} ${a.path} → ${a.as ? `${a.as} ` : ''}${a.to}`;

describe('the route declarations', () => {
  it('give each handler one path', () => {
    expect(declared.filter((d) => d.paths !== 1).map((d) => `${d.method} ${d.path} (${d.handler}, ${d.paths} paths)`)).toEqual([]);
  });

  it('never serve one method and path twice', () => {
    const twice = declared.filter((d, i) => declared.findIndex((e) => e.method === d.method && samePattern(e.path, d.path)) !== i);
    expect(twice.map((d) => `${d.method} ${d.path} (${d.handler})`)).toEqual([]);
  });
});

describe('the alias table', () => {
  it('lists each alias once', () => {
    const keys = ROUTE_ALIASES.map((a) => `${a.method} ${a.path.replace(/:\w+/g, ':')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('rewrites each alias to a canonical route that exists, with its method', () => {
    const missing = ROUTE_ALIASES.filter((a) => !declared.some((d) => d.method === (a.as ?? a.method) && samePattern(d.path, a.to)));
    expect(missing.map(describeAlias)).toEqual([]);
  });

  it('names no canonical route as an alias', () => {
    const shadowing = ROUTE_ALIASES.filter((a) => declared.some((d) => d.method === a.method && samePattern(d.path, a.path)));
    expect(shadowing.map(describeAlias)).toEqual([]);
  });

  it('rewrites no request a canonical route serves (its parameters given ids)', () => {
    const caught = declared
      .map((d) => ({ d, to: canonicalPath(d.method, fill(d.path, () => randomUUID())) }))
      .filter(({ to }) => to !== undefined)
      .map(({ d, to }) => `${d.method} ${d.path} (${d.handler}) → ${to}`);
    expect(caught).toEqual([]);
  });

  it('keeps the query string and the method through the rewrite', async () => {
    const guest = await new Browser(app.server).start();
    // Signed out, so both answer 401 from the canonical route's guard; a 404 would mean no route took it.
    await guest.get('/api/receipts?range=[0,9]').expect(401);
    await guest.post('/api/payments/confirm/payment/00000000-0000-4000-8000-000000000000', {}).expect(401);
  });

  it("continues a POST alias as the DELETE its route is declared with", async () => {
    // No POST route is there for it: only the rewritten method reaches the guard of `DELETE /api/payments/:id`.
    const guest = await new Browser(app.server).start();
    await guest.post('/api/payments/delete/receipt/00000000-0000-4000-8000-000000000000', {}).expect(401);
    expect(declared.some((d) => d.method === 'POST' && d.path === '/api/payments/delete/receipt/:id')).toBe(false);
  });

  it('rewrites a published collection action onto its `-` route, wherever a `:id` alias also matches', async () => {
    const guest = await new Browser(app.server).start();
    await guest.get('/api/receipts/deleted-list').expect(401);
    expect(canonicalPath('GET', '/api/receipts/deleted-list')).toBe('/api/payments/-/deleted-list');
    expect(canonicalPath('GET', '/api/customers/export')).toBe('/api/customers/-/export');
  });
});

/** Two routes of one method that some URL matches both of: then only their order would decide. */
function overlapping(a: Declaration, b: Declaration): boolean {
  const x = a.path.split('/').filter(Boolean);
  const y = b.path.split('/').filter(Boolean);
  return a.method === b.method && a.path !== b.path && x.length === y.length && x.every((s, i) => s === y[i] || s.startsWith(':') || y[i].startsWith(':'));
}

describe('the canonical routes', () => {
  it('never share a place with a parameter: no route depends on the order controllers are registered in', () => {
    // A collection's own actions are at `-/<action>` (platform/http/collection-routes.ts), where no id is.
    const found: string[] = [];
    for (const [i, a] of declared.entries()) {
      for (const b of declared.slice(i + 1)) if (overlapping(a, b)) found.push(`${a.method} ${a.path} (${a.handler}) ~ ${b.path} (${b.handler})`);
    }
    expect(found).toEqual([]);
  });
});
