import { startTestApp, type TestApp } from '../support/test-app';
import { routeTable, type Route } from './route-table';
import { SPEC_CALLS, type SpecCall } from './spec-calls';

/*
 * Walks the public API's calls (kept as data in spec-calls.ts) against the route table read from
 * Nest's controller metadata: every call is served, with the method the data says.
 */

let app: TestApp;
let routes: Route[];

beforeAll(async () => {
  app = await startTestApp();
  routes = routeTable(app.running.app);
});
afterAll(() => app.close());

/** A spec parameter (`{x}`) matches a route parameter (`:x`); a literal segment only itself. */
function serves(route: Route, call: SpecCall): boolean {
  const method = call.servedAs ?? call.method;
  if (route.method !== method) return false;
  const wanted = (call.servedAt ?? call.path).split('/').filter(Boolean);
  const served = route.path.split('/').filter(Boolean);
  return wanted.length === served.length && wanted.every((segment, i) => (segment.startsWith('{') ? served[i].startsWith(':') : segment === served[i]));
}

const describeCall = (call: SpecCall) => `${call.method} ${call.path}${call.servedAs ? ` (as ${call.servedAs})` : ''}`;

describe("the public API's calls", () => {
  it('are each listed once', () => {
    const keys = SPEC_CALLS.map(describeCall);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are each served with a method, at their path', () => {
    const missing = SPEC_CALLS.filter((call) => !routes.some((route) => serves(route, call))).map(describeCall);
    expect(missing).toEqual([]);
  });

  it('serve a state change published as GET only as POST', () => {
    const asGet = SPEC_CALLS.filter((call) => call.servedAs === 'POST' && routes.some((route) => serves(route, { ...call, servedAs: 'GET' })));
    expect(asGet.map(describeCall)).toEqual([]);
  });
});
