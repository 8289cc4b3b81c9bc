import { fetchUtils, HttpError } from 'react-admin';
import { LOCALE_HEADER } from '@ginuma/domain';
import { localeOfPath } from '../i18n/locale';
import { localiseRefusal } from './refusals';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

async function fetchCsrfCookie(): Promise<void> {
  await fetch('/api/csrf-cookie', { credentials: 'same-origin' });
}

// The server rotates the token at login, register and logout, so it is read from the cookie
// right before every request instead of being cached.
async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetchCsrfCookie();
  return readCookie(CSRF_COOKIE) ?? '';
}

export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}

export type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

async function send(url: string, options: fetchUtils.Options): Promise<HttpResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!SAFE_METHODS.includes(method)) headers.set(CSRF_HEADER, await csrfToken());
  // What the server writes to the person (mail) follows the language of the page they are on.
  const locale = localeOfPath(window.location.pathname);
  headers.set(LOCALE_HEADER, locale);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    throw localiseRefusal(error, locale);
  }
}

/** `fetchJson` with the session cookie and the CSRF header; a stale token is renewed once. */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<HttpResponse> {
  try {
    return await send(url, options);
  } catch (error) {
    if (errorCode(error) !== 'csrf') throw error;
    await fetchCsrfCookie();
    return send(url, options);
  }
}

export function postJson(url: string, body: object): Promise<HttpResponse> {
  return httpClient(url, { method: 'POST', body: JSON.stringify(body) });
}
