import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { Browser, startTestApp, type TestApp } from '../support/test-app';
import { ROUTE_ALIASES } from '../../apps/api/src/platform/http/route-aliases';
import { routeTable } from './route-table';

/*
 * The OpenAPI document at /api/docs says what every write takes: each POST and PUT whose
 * handler reads a body documents that body's fields (a DTO class), not a bare object.
 */

type Schema = { $ref?: string; type?: string; properties?: Record<string, unknown>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[] };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

let app: TestApp;
let document: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

beforeAll(async () => {
  app = await startTestApp();
  document = (await new Browser(app.server).get('/api/docs/openapi.json').expect(200)).body;
});
afterAll(() => app.close());

/** Handlers (`Controller.method`) with a @Body() parameter, read from Nest's metadata like the route table. */
function handlersReadingABody(): Set<string> {
  const found = new Set<string>();
  for (const module of app.running.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (let p = controller.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
        for (const name of Object.getOwnPropertyNames(p)) {
          const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, p.constructor, name) ?? {}) as Record<string, unknown>;
          if (Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.BODY}:`))) found.add(`${controller.name}.${name}`);
        }
      }
    }
  }
  return found;
}

/** A schema names fields: a DTO's reference, an object with properties, or a list of either. */
function describesFields(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    const target = document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
    return Boolean(target && (Object.keys(target.properties ?? {}).length > 0 || target.allOf));
  }
  if (schema.items) return describesFields(schema.items);
  if (schema.allOf || schema.oneOf) return true;
  return Object.keys(schema.properties ?? {}).length > 0;
}

describe('the OpenAPI document', () => {
  it('is served at /api/docs/openapi.json and lists the routes', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(150);
  });

  it('lists the canonical routes only: no alias of the public API', () => {
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    const listed = ROUTE_ALIASES.filter((a) => document.paths[openApiPath(a.path)]?.[a.method.toLowerCase()] !== undefined);
    expect(listed.map((a) => `${a.method} ${a.path}`)).toEqual([]);
    expect(document.paths['/api/customers/-/deleted-list']?.get).toBeDefined();
  });

  it('documents the request body of every POST and PUT that reads one', () => {
    const reading = handlersReadingABody();
    const routes = routeTable(app.running.app).filter((r) => !r.aliasOf && (r.method === 'POST' || r.method === 'PUT') && reading.has(r.handler));
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    const missing = routes
      .filter((route) => {
        const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
        const content = operation?.requestBody?.content ?? {};
        return !Object.values(content).some((c) => describesFields(c.schema));
      })
      .map((route) => `${route.method} ${route.path} (${route.handler})`);
    expect(routes.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
