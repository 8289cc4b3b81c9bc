import type { NextFunction, Request, Response } from 'express';
import { RECORD_RESOURCES } from '@ginuma/domain';
import { LIST_ACTIONS, onCollection } from './collection-routes';

export type AliasMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A path the public API publishes beside the canonical route that serves its action. `path` and
 * `to` are Express-style (`:id`); `to` names only parameters `path` has, and each alias keeps its
 * request's method: a call published as GET that changes state is listed with the method we serve
 * it with (POST), as tests/security/spec-calls.ts says.
 */
/**
 * A path the public API publishes beside the canonical route that serves its action. `path` and
 * `to` are Express-style (`:id`); `to` names only parameters `path` has. An alias keeps its
 * request's method unless `as` names the one its canonical route is declared with (a published
 * `POST …/delete/…` is the resource's `DELETE`): then the request continues as that method, so
 * the action has one declaration. A call published as GET that changes state is listed with the
 * method we serve it with (POST), as tests/security/spec-calls.ts says.
 */
export interface RouteAlias {
  method: AliasMethod;
  path: string;
  to: string;
  /** The canonical route's method, where it is not the request's. */
  as?: AliasMethod;
}

const alias = (method: AliasMethod, path: string, to: string, as?: AliasMethod): RouteAlias => (as ? { method, path, to, as } : { method, path, to });

/**
 * A collection's own actions as the public API publishes them, beside its ids
 * (`/api/customers/export`): each is served at the collection's `-/<action>` (collection-routes.ts),
 * by `servedBy` where the public API has another name for the collection.
 */
const onCollectionAliases = (collection: string, actions: readonly string[], servedBy = collection): RouteAlias[] =>
  actions.map((action) => alias('GET', `/api/${collection}/${action}`, `/api/${servedBy}/${onCollection(action)}`));

/** Every list that has a deleted list and an export (`LIST_ACTIONS`): the records' and these. */
const LISTS = [
  ...RECORD_RESOURCES.map((resource) => resource.name),
  'users',
  'invoices',
  'quotations',
  'payments',
  'payments/refunds',
  'vouchers',
  'bills',
  'journals',
  'transactions',
  'expenses',
  'incomes',
];

/**
 * Every published extra path, in one place. Controllers declare each action once, at its canonical
 * path; `routeAliases()` rewrites a request for one of these onto it before Nest's router runs.
 * Where two entries match one request, the one with a literal at the first place they differ
 * wins (`/api/receipts/deleted-list` before `/api/receipts/:id`): the order of the rows decides nothing.
 */
export const ROUTE_ALIASES: readonly RouteAlias[] = [
  // the collections' own actions, under `-` so that no `:id` route takes them
  ...LISTS.flatMap((list) => onCollectionAliases(list, Object.values(LIST_ACTIONS))),
  ...onCollectionAliases('products', ['report', 'report/export', 'report/:productId/lines', 'units', 'transactionTypes']),
  ...onCollectionAliases('suppliers', ['types', 'getall']),
  ...onCollectionAliases('taxes', ['types', 'check-taxes']),
  ...onCollectionAliases('invoice-parameters', ['types']),
  ...onCollectionAliases('invoice-templates', ['types']),
  ...onCollectionAliases('expenses-categories', ['types', 'expenses']),
  ...onCollectionAliases('vouchers', ['expenses']),
  ...onCollectionAliases('payments', ['refunds']),
  ...onCollectionAliases('transactions', ['banks']),
  ...onCollectionAliases('bank-accounts', ['accounts']),

  // invoices
  alias('GET', '/api/invoices/restore', `/api/invoices/${onCollection(LIST_ACTIONS.deletedList)}`),
  alias('GET', '/api/invoices/exports/list', `/api/invoices/${onCollection(LIST_ACTIONS.export)}`),
  alias('POST', '/api/invoices/create/new', '/api/invoices'),

  // vouchers
  alias('POST', '/api/vouchers/create/new', '/api/vouchers'),
  alias('POST', '/api/vouchers/delete/voucher/:id', '/api/vouchers/:id', 'DELETE'),

  // quotations
  alias('POST', '/api/quotations/delete/quotation/:id', '/api/quotations/:id', 'DELETE'),

  // receipts: the public API's `/api/receipts` is the payments resource
  alias('GET', '/api/receipts', '/api/payments'),
  alias('GET', '/api/receipts/:id', '/api/payments/:id'),
  alias('POST', '/api/receipts', '/api/payments'),
  alias('PUT', '/api/receipts/:id', '/api/payments/:id'),
  alias('DELETE', '/api/receipts/:id', '/api/payments/:id'),
  ...onCollectionAliases('receipts', Object.values(LIST_ACTIONS), 'payments'),
  alias('POST', '/api/receipts/email/:id', '/api/payments/email/:id'),
  alias('POST', '/api/receipts/restore/:id', '/api/payments/restore/:id'),
  alias('DELETE', '/api/receipts/permanent/delete/payment/:id', '/api/payments/permanent/delete/payment/:id'),
  alias('POST', '/api/payments/create/new', '/api/payments'),
  alias('GET', '/api/payments/get/payment/:id', '/api/payments/:id'),
  alias('POST', '/api/payments/confirm/payment/:id', '/api/payments/confirm/:id'),
  alias('POST', '/api/payments/add/receipt/:id', '/api/payments/add/:id'),
  alias('POST', '/api/payments/delete/receipt/:id', '/api/payments/:id', 'DELETE'),

  // refunds
  alias('GET', '/api/receipts/refunds/:id', '/api/payments/refunds/:id'),
  alias('GET', '/api/payments/get/refund/:id', '/api/payments/refunds/:id'),
  alias('POST', '/api/payments/refund/create/new', '/api/payments/refunds'),
  alias('POST', '/api/payments/confirm/refund/:id', '/api/payments/refunds/confirm/:id'),
  alias('POST', '/api/payments/delete/refund/:id', '/api/payments/refunds/:id', 'DELETE'),
  alias('POST', '/api/receipts/update/receipt/refund/details', '/api/payments/update/receipt/refund/details'),

  // stock
  alias('GET', '/api/stock-logs/stocks/balance', '/api/stocks'),
  alias('GET', '/api/stock-logs/stocks/qty/filter', '/api/stock-logs'),

  // reports
  alias('GET', '/api/reports/profitLost', '/api/reports/profit_and_loss'),

  // the cash book and bank accounts
  alias('GET', '/api/transactions/bankWithoutCredits', `/api/transactions/${onCollection('banks')}`),
  alias('GET', '/api/transactions/banks/balance', '/api/transactions/banks/balance/filter'),
  alias('GET', '/api/transactions/close-balance/:id', '/api/transactions/balance/:id'),
  alias('POST', '/api/transactions/delete/transaction/:id', '/api/transactions/:id', 'DELETE'),
  alias('GET', '/api/bank-accounts/accounts/without-credit', `/api/bank-accounts/${onCollection('accounts')}`),

  // templates
  alias('GET', '/api/invoice-templates/template', '/api/invoice-templates/active/template'),
  alias('POST', '/api/invoice-templates/temp/update/logo/:id', '/api/invoice-templates/save/image/:id'),

  // account mail: the sender routes beside `email-verify/:token`, whose token is never `-`
  alias('POST', '/api/email-verify/resend', `/api/email-verify/${onCollection('resend')}`),
  alias('POST', '/api/email-verify/resend/:id', `/api/email-verify/${onCollection('resend')}/:id`),
  alias('GET', '/api/email-verify/config', `/api/email-verify/${onCollection('config')}`),
  alias('POST', '/api/email-verify/config', `/api/email-verify/${onCollection('config')}`),
  alias('POST', '/api/email-verify/config/:id', `/api/email-verify/${onCollection('config')}/:id`),
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const isParam = (segment: string): boolean => segment.startsWith(':');

interface CompiledAlias {
  alias: RouteAlias;
  segments: string[];
  to: string[];
}

/** Where a request continues: its canonical path and method. */
export interface Canonical {
  method: AliasMethod;
  path: string;
}

/** An alias's pattern matched against a request path's segments: the parameters' raw values, or null. */
function match(segments: readonly string[], path: readonly string[]): Record<string, string> | null {
  if (segments.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    // Express routes without `caseSensitive`: a literal matches in any case.
    if (isParam(segments[i])) params[segments[i]] = path[i];
    else if (segments[i].toLowerCase() !== path[i].toLowerCase()) return null;
  }
  return params;
}

/** Literal before parameter at the first place two patterns differ: the more specific alias is tried first. */
function bySpecificity(a: CompiledAlias, b: CompiledAlias): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    if (isParam(a.segments[i]) !== isParam(b.segments[i])) return isParam(a.segments[i]) ? 1 : -1;
  }
  return 0;
}

function compile(aliases: readonly RouteAlias[]): Map<string, CompiledAlias[]> {
  const byMethod = new Map<string, CompiledAlias[]>();
  for (const a of aliases) {
    const segments = segmentsOf(a.path);
    const to = segmentsOf(a.to);
    const unknown = to.filter((s) => isParam(s) && !segments.includes(s));
    if (unknown.length > 0) throw new Error(`Alias ${a.method} ${a.path} → ${a.to} names ${unknown.join(', ')}, which its path lacks`);
    byMethod.set(a.method, [...(byMethod.get(a.method) ?? []), { alias: a, segments, to }]);
  }
  for (const candidates of byMethod.values()) candidates.sort(bySpecificity);
  return byMethod;
}

/** The canonical method and path a request's method and path are served at, or undefined when it is no alias. */
export function canonicalRoute(method: string, path: string, aliases: readonly RouteAlias[] = ROUTE_ALIASES): Canonical | undefined {
  return resolve(compile(aliases), method, path);
}

/** The canonical path a request's method and path are served at, or undefined when it is no alias. */
export function canonicalPath(method: string, path: string, aliases: readonly RouteAlias[] = ROUTE_ALIASES): string | undefined {
  return canonicalRoute(method, path, aliases)?.path;
}

function resolve(byMethod: Map<string, CompiledAlias[]>, method: string, path: string): Canonical | undefined {
  const candidates = byMethod.get(method.toUpperCase());
  if (!candidates) return undefined;
  const segments = segmentsOf(path);
  for (const { alias: a, segments: pattern, to } of candidates) {
    const params = match(pattern, segments);
    if (params) return { method: a.as ?? a.method, path: `/${to.map((s) => (isParam(s) ? params[s] : s)).join('/')}` };
  }
  return undefined;
}

/** A request the alias middleware gave another method keeps the client's here (as method-override does). */
type AliasedRequest = Request & { originalMethod?: string };

/** The method the client sent, before an alias's `as` changed it. */
export const requestedMethod = (req: Request): string => (req as AliasedRequest).originalMethod ?? req.method;

/**
 * Express middleware: a request for a published alias continues at its canonical path (the query
 * string kept) and with its canonical method, so Nest's router sees only canonical routes.
 * Register it before the routes.
 */
export function routeAliases(aliases: readonly RouteAlias[] = ROUTE_ALIASES) {
  const byMethod = compile(aliases);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.url.startsWith('/api/')) {
      const q = req.url.indexOf('?');
      const path = q < 0 ? req.url : req.url.slice(0, q);
      const canonical = resolve(byMethod, req.method, path);
      if (canonical !== undefined) {
        req.url = canonical.path + (q < 0 ? '' : req.url.slice(q));
        if (canonical.method !== req.method.toUpperCase()) {
          (req as AliasedRequest).originalMethod = req.method;
          req.method = canonical.method;
        }
      }
    }
    next();
  };
}
