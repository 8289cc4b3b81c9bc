import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PERMISSION, PUBLIC, type Permission } from '../../apps/api/src/platform/auth/access.decorators';
import { ROUTE_ALIASES } from '../../apps/api/src/platform/http/route-aliases';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** Express-style, e.g. `/api/invoices/confirm/:id`. */
  path: string;
  isPublic: boolean;
  permission: Permission | undefined;
  /** `Controller.method`, for messages. */
  handler: string;
  /** For a published alias (platform/http/route-aliases.ts): the canonical path it is served at (with the alias's `as` method, if it names one). */
  aliasOf?: string;
}

/** One (method, path) a handler declares: a handler declaring several paths gives several. */
export interface Declaration {
  method: HttpMethod;
  path: string;
  handler: string;
  /** How many (controller path × route path) pairs the handler's declaration makes: one each, as it should be. */
  paths: number;
}

/**
 * Every route the application serves, read from Nest's own controller metadata (a route added
 * tomorrow is probed without anyone listing it), and each published alias, which answers as the
 * canonical route it is rewritten to.
 */
export function routeTable(app: INestApplication): Route[] {
  const routes = new Map<string, Route>();
  for (const declared of walk(app)) {
    const key = `${declared.method} ${declared.path}`;
    if (!routes.has(key)) routes.set(key, { method: declared.method, path: declared.path, isPublic: declared.isPublic, permission: declared.permission, handler: declared.handler });
  }
  const canonical = [...routes.values()];
  for (const alias of ROUTE_ALIASES) {
    const target = canonical.find((route) => route.method === (alias.as ?? alias.method) && samePattern(route.path, alias.to));
    if (target) routes.set(`${alias.method} ${alias.path}`, { ...target, method: alias.method, path: alias.path, aliasOf: target.path });
  }
  return [...routes.values()];
}

/** Every (method, path) every handler declares, as declared: nothing merged. */
export function declarations(app: INestApplication): Declaration[] {
  return walk(app).map(({ method, path, handler, paths }) => ({ method, path, handler, paths }));
}

/** Two Express-style paths with the same literals and parameters in the same places. */
export function samePattern(a: string, b: string): boolean {
  const x = a.split('/').filter(Boolean);
  const y = b.split('/').filter(Boolean);
  return x.length === y.length && x.every((s, i) => (s.startsWith(':') ? y[i].startsWith(':') : s === y[i]));
}

function walk(app: INestApplication): (Route & { paths: number })[] {
  const found: (Route & { paths: number })[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const bases = asList(Reflect.getMetadata(PATH_METADATA, controller));
      for (const [name, handler] of methodsOf(controller.prototype)) {
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as HttpMethod;
        const isPublic = Boolean(Reflect.getMetadata(PUBLIC, handler) ?? Reflect.getMetadata(PUBLIC, controller));
        const permission = Reflect.getMetadata(PERMISSION, handler) as Permission | undefined;
        for (const base of bases) {
          for (const path of asList(paths).flatMap(withOptionalSegments)) {
            const full = `/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
            found.push({ method, path: full, isPublic, permission, handler: `${controller.name}.${name}`, paths: bases.length * asList(paths).length });
          }
        }
      }
    }
  }
  return found;
}

/** A path with an optional trailing group (`resend{/:id}`, Express 5) serves both forms. */
function withOptionalSegments(path: string): string[] {
  const optional = /^(.*)\{([^{}]*)\}$/.exec(path);
  return optional ? [optional[1], `${optional[1]}${optional[2]}`] : [path];
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value : [value];
}

/** A controller's handlers, including those it inherits. */
function methodsOf(prototype: object): [string, object][] {
  const found = new Map<string, object>();
  for (let p: object | null = prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) {
      const value = (p as Record<string, unknown>)[name];
      if (name !== 'constructor' && typeof value === 'function' && !found.has(name)) found.set(name, value);
    }
  }
  return [...found.entries()];
}

export function paramsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

export function fill(path: string, value: (param: string) => string): string {
  return path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(value(param)));
}
