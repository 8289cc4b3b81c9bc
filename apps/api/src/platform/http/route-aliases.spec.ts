import type { NextFunction, Request, Response } from 'express';
import { RECORD_RESOURCES } from '@ginuma/domain';
import { canonicalPath, canonicalRoute, requestedMethod, routeAliases, ROUTE_ALIASES, type RouteAlias } from './route-aliases';

const rewritten = (method: string, url: string, aliases?: readonly RouteAlias[]) => {
  const req = { method, url } as Request;
  const next = jest.fn() as NextFunction;
  routeAliases(aliases)(req, {} as Response, next);
  expect(next).toHaveBeenCalledTimes(1);
  return req;
};
const rewrite = (method: string, url: string, aliases?: readonly RouteAlias[]) => rewritten(method, url, aliases).url;

describe('routeAliases', () => {
  it('continues a published alias at its canonical path, its parameters carried over', () => {
    expect(rewrite('POST', '/api/payments/confirm/payment/abc')).toBe('/api/payments/confirm/abc');
    expect(rewrite('GET', '/api/receipts/refunds/r-1')).toBe('/api/payments/refunds/r-1');
  });

  it('keeps the query string', () => {
    expect(rewrite('GET', '/api/receipts?range=[0,9]&sort=["code","DESC"]')).toBe('/api/payments?range=[0,9]&sort=["code","DESC"]');
    expect(rewrite('GET', '/api/invoices/restore?filter={}')).toBe('/api/invoices/-/deleted-list?filter={}');
  });

  it('rewrites only the method the alias names', () => {
    expect(rewrite('GET', '/api/payments/confirm/payment/abc')).toBe('/api/payments/confirm/payment/abc');
    expect(rewrite('DELETE', '/api/invoices/create/new')).toBe('/api/invoices/create/new');
  });

  it('matches literals in any case and a trailing slash, as the router does', () => {
    expect(rewrite('GET', '/api/transactions/BankWithoutCredits/')).toBe('/api/transactions/-/banks');
  });

  it('leaves every other request alone', () => {
    expect(rewrite('GET', '/api/payments/abc?x=1')).toBe('/api/payments/abc?x=1');
    expect(rewrite('GET', '/assets/app.js')).toBe('/assets/app.js');
    expect(rewrite('GET', '/api/receipts/a/b/c')).toBe('/api/receipts/a/b/c');
  });

  it("continues with the method an alias names, keeping the client's for whoever asks", () => {
    const req = rewritten('POST', '/api/payments/delete/receipt/abc?x=1');
    expect(req).toMatchObject({ method: 'DELETE', url: '/api/payments/abc?x=1' });
    expect(requestedMethod(req)).toBe('POST');
    const plain = rewritten('POST', '/api/payments/confirm/payment/abc');
    expect(plain.method).toBe('POST');
    expect(requestedMethod(plain)).toBe('POST');
    expect(canonicalRoute('POST', '/api/payments/delete/refund/r-1')).toEqual({ method: 'DELETE', path: '/api/payments/refunds/r-1' });
  });

  it("serves a collection's published actions at its `-` routes: every list's deleted list and export", () => {
    for (const list of [...RECORD_RESOURCES.map((r) => r.name), 'users', 'invoices', 'payments/refunds', 'transactions', 'incomes']) {
      expect(rewrite('GET', `/api/${list}/deleted-list?range=[0,9]`)).toBe(`/api/${list}/-/deleted-list?range=[0,9]`);
      expect(rewrite('GET', `/api/${list}/export`)).toBe(`/api/${list}/-/export`);
    }
    expect(rewrite('GET', '/api/products/units')).toBe('/api/products/-/units');
    expect(rewrite('GET', '/api/products/report/p-1/lines')).toBe('/api/products/-/report/p-1/lines');
    expect(rewrite('GET', '/api/payments/refunds')).toBe('/api/payments/-/refunds');
    expect(rewrite('POST', '/api/email-verify/resend/u-1')).toBe('/api/email-verify/-/resend/u-1');
    expect(rewrite('POST', '/api/email-verify/some-token')).toBe('/api/email-verify/some-token');
  });

  it('prefers the alias with a literal where two match, in whatever order the table lists them', () => {
    const byId: RouteAlias = { method: 'GET', path: '/api/a/:id', to: '/api/b/:id' };
    const literal: RouteAlias = { method: 'GET', path: '/api/a/export', to: '/api/b/-/export' };
    expect(rewrite('GET', '/api/a/export', [byId, literal])).toBe('/api/b/-/export');
    expect(rewrite('GET', '/api/a/export', [literal, byId])).toBe('/api/b/-/export');
    expect(rewrite('GET', '/api/a/x-1', [literal, byId])).toBe('/api/b/x-1');
    expect(rewrite('GET', '/api/receipts/deleted-list')).toBe('/api/payments/-/deleted-list');
    expect(rewrite('GET', '/api/receipts/r-1')).toBe('/api/payments/r-1');
  });

  it('refuses an alias whose canonical path names a parameter its own path lacks', () => {
    expect(() => routeAliases([{ method: 'GET', path: '/api/a', to: '/api/b/:id' }])).toThrow(/:id/);
  });

  it('holds well-formed entries: /api paths, canonical paths with no parameter of their own', () => {
    for (const alias of ROUTE_ALIASES) {
      expect(alias.path).toMatch(/^\/api\//);
      expect(alias.to).toMatch(/^\/api\//);
      expect(alias.to).not.toBe(alias.path);
      expect(canonicalRoute(alias.method, alias.path.replace(/:\w+/g, 'x'))).toEqual({ method: alias.as ?? alias.method, path: alias.to.replace(/:\w+/g, 'x') });
      expect(canonicalPath(alias.method, alias.path.replace(/:\w+/g, 'x'))).toBe(alias.to.replace(/:\w+/g, 'x'));
    }
  });
});
