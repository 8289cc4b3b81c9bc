import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PERMISSION, PUBLIC, type Permission } from '../../apps/api/src/platform/auth/access.decorators';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** Express-style, e.g. `/api/invoices/confirm/:id`. */
  path: string;
  isPublic: boolean;
  permission: Permission | undefined;
  /** `Controller.method`, for messages. */
  handler: string;
}

/**
 * Every route the application serves, read from Nest's own controller metadata: a route added
 * tomorrow is probed without anyone listing it.
 */
export function routeTable(app: INestApplication): Route[] {
  const routes = new Map<string, Route>();
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
          for (const path of asList(paths)) {
            const full = `/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
            const key = `${method} ${full}`;
            if (!routes.has(key)) routes.set(key, { method, path: full, isPublic, permission, handler: `${controller.name}.${name}` });
          }
        }
      }
    }
  }
  return [...routes.values()];
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
