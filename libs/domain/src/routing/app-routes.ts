import type { Resource } from '../access/permissions';
import type { ReportFlag } from '../workspace/workspace-flags';

export const LOCALES = ['en', 'si'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Cookie that remembers the chosen language, for LOCALE_COOKIE_DAYS. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

/** The header the admin sends with every API call: the language of the page it was made from. */
export const LOCALE_HEADER = 'X-Locale';

/**
 * The language a request was made in, for what the server writes to the person (mail): the
 * page's language the admin sends, else the language chosen with the switcher (its cookie),
 * else English.
 */
export function requestLocale(localeHeader: string | string[] | undefined, cookieHeader: string | undefined): Locale {
  const fromPage = LOCALES.find((locale) => locale === localeHeader);
  if (fromPage) return fromPage;
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return LOCALES.find((locale) => locale === chosen) ?? DEFAULT_LOCALE;
}

export type Layout = 'auth' | 'blank' | 'dashboard' | 'configuration' | 'default';

export interface PublicRoute {
  path: string;
  layout: Layout;
  /** Guest-only pages redirect a signed-in user to their dashboard. */
  guestOnly: boolean;
  /** Signed-in users may stay on these although they carry no tenant (e.g. email verification, plans). */
  allowsSignedIn: boolean;
}

export interface WorkspaceRoute {
  /** Path below `/{tenant}/`. */
  path: string;
  layout: Layout;
  resource: Resource;
  reportFlag?: ReportFlag;
}

const auth = (path: string): PublicRoute => ({ path, layout: 'auth', guestOnly: true, allowsSignedIn: false });
const open = (path: string, layout: Layout, allowsSignedIn = false): PublicRoute => ({
  path,
  layout,
  guestOnly: false,
  allowsSignedIn,
});

export const AUTH_PAGES = ['login', 'register', 'forgot-password', 'reset-password', 'social', 'two-step'] as const;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  open('', 'blank'),
  ...AUTH_PAGES.map(auth),
  auth('reset-password/:token'),
  open('email-verify', 'blank', true),
  open('email-verify/:token', 'blank', true),
  open('config-email-verify', 'blank', true),
  open('config-email-verify/:token', 'blank', true),
  open('business-plan', 'blank', true),
  // Signed-in users leave the error pages for their dashboard, like any tenant-less path.
  open('404', 'blank'),
  open('500', 'blank'),
];

const ws = (path: string, resource: Resource, layout: Layout = 'dashboard', reportFlag?: ReportFlag): WorkspaceRoute => ({
  path,
  resource,
  layout,
  reportFlag,
});

/** Every workspace route (under `/{tenant}/`), each with the resource whose module flag gates it. */
export const WORKSPACE_ROUTES: readonly WorkspaceRoute[] = [
  ws('dashboard', 'dashboard'),
  ws('customers', 'customers'),
  ws('customers/deleted-list', 'customers'),
  ws('customers/:id', 'customers'),
  ws('suppliers', 'suppliers'),
  ws('suppliers/deleted-list', 'suppliers'),
  ws('suppliers/:id', 'suppliers'),
  ws('products', 'products'),
  ws('products/deleted-list', 'products'),
  ws('products/costing', 'products'),
  ws('products/costing/:id', 'products'),
  ws('invoices', 'invoices'),
  ws('invoices/restore', 'invoices'),
  ws('invoices/:id', 'invoices'),
  ws('quotations', 'quotations'),
  ws('quotations/deleted-list', 'quotations'),
  ws('quotations/:id', 'quotations'),
  ws('payments', 'payments'),
  ws('payments/deleted-list', 'payments'),
  ws('payments/refunds', 'refunds'),
  ws('payments/refunds/:id', 'refunds'),
  ws('payments/:id', 'payments'),
  ws('vouchers', 'vouchers'),
  ws('vouchers/deleted-list', 'vouchers'),
  ws('vouchers/:id', 'vouchers'),
  ws('bills', 'bills'),
  ws('bills/deleted-list', 'bills'),
  ws('bills/:id', 'bills'),
  ws('credit-notes', 'credit-notes'),
  ws('credit-notes/deleted-list', 'credit-notes'),
  ws('credit-notes/:id', 'credit-notes'),
  ws('debit-notes', 'debit-notes'),
  ws('debit-notes/deleted-list', 'debit-notes'),
  ws('debit-notes/:id', 'debit-notes'),
  ws('expenses', 'expenses'),
  ws('expenses/:id', 'expenses'),
  ws('incomes', 'incomes'),
  ws('stock', 'stock'),
  ws('transactions', 'transactions'),
  ws('bank-statements', 'bank-statements'),
  ws('plans', 'plans', 'default'),
  ws('audit-trail', 'ledger'),
  ws('journals', 'journals'),
  ws('journals/deleted-list', 'journals'),
  ws('journals/:id', 'journals'),
  ws('books/accounts', 'ledger-accounts'),
  ws('books/lock', 'period-lock'),
  ws('imports', 'imports'),
  ws('settings/general', 'profile'),
  ws('settings/configuration', 'configuration', 'configuration'),
  ws('settings/configuration/:section', 'configuration', 'configuration'),
  ws('reports/payment_outstanding', 'reports', 'dashboard', 'report_outstanding'),
  ws('reports/payables_aging', 'reports'),
  ws('reports/profit_and_lost', 'reports', 'dashboard', 'report_profit_and_loss'),
  ws('reports/voucher_expenses', 'reports', 'dashboard', 'report_expenses'),
  ws('reports/product', 'reports', 'dashboard', 'report_product_sale'),
  ws('reports/stock_logs', 'reports', 'dashboard', 'report_stock_movement'),
  // The accountant's books: behind the `report` module flag; they have no sub-flag of their own.
  ws('reports/trial_balance', 'trial-balance'),
  ws('reports/general_ledger', 'general-ledger'),
  ws('reports/balance_sheet', 'balance-sheet'),
  ws('reports/vat_return', 'vat-return'),
  ws('reports/sscl', 'sscl'),
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PARAM = /^[A-Za-z0-9_-]{1,100}$/;

export function isWorkspaceSlug(value: string): boolean {
  return value.length <= 63 && SLUG.test(value);
}

export type RouteMatch =
  | { kind: 'public'; locale: Locale; route: PublicRoute; params: Record<string, string> }
  | { kind: 'workspace'; locale: Locale; tenant: string; route: WorkspaceRoute; params: Record<string, string> };

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (!PARAM.test(segment)) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** Literal paths win over `:param` ones so `customers/deleted-list` is never an id. */
function firstMatch<R extends { path: string }>(routes: readonly R[], segments: string[]) {
  const ordered = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  for (const route of ordered) {
    const params = matchPattern(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Resolves a browser path to the page it shows, or null for "This page could not be found".
 * Accepts the `/si` prefix, auth pages under `/auth/` and error pages under `/errors/`.
 */
export function matchAppPath(pathname: string): RouteMatch | null {
  let segments = pathname.split('/').filter((s) => s !== '');
  let locale: Locale = DEFAULT_LOCALE;
  if (segments[0] === 'si') {
    locale = 'si';
    segments = segments.slice(1);
  }
  if (segments[0] === 'auth' && segments.length > 1) {
    const found = firstMatch(PUBLIC_ROUTES.filter((r) => r.layout === 'auth'), segments.slice(1));
    return found && { kind: 'public', locale, ...found };
  }
  if (segments[0] === 'errors' && segments.length === 2 && (segments[1] === '404' || segments[1] === '500')) {
    const route = PUBLIC_ROUTES.find((r) => r.path === segments[1]);
    return route ? { kind: 'public', locale, route, params: {} } : null;
  }
  const publicMatch = firstMatch(PUBLIC_ROUTES, segments);
  if (publicMatch) return { kind: 'public', locale, ...publicMatch };
  const [tenant, ...rest] = segments;
  if (tenant === undefined || !isWorkspaceSlug(tenant)) return null;
  const found = firstMatch(WORKSPACE_ROUTES, rest);
  return found && { kind: 'workspace', locale, tenant, ...found };
}

/** Builds a browser path for a locale: English has no prefix, Sinhala lives under `/si`. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? '/si' : `/si${clean}`;
}
