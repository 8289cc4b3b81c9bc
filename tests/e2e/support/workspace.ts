import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runCli } from '../../support/cli';

export interface Account {
  name: string;
  email: string;
  password: string;
  business: string;
}

export interface RegisteredUser extends Account {
  slug: string;
}

export function newAccount(label = 'shop'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Nimal Perera ${id}`,
    email: `owner-${id}@example.test`,
    password: 'correct-horse-battery',
    business: `E2E ${label} ${id}`,
  };
}

export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/csrf-cookie');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('GET /api/csrf-cookie set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/** Registers through the API with the page's cookies, so the page is signed in too. */
export async function registerViaApi(page: Page, account = newAccount()): Promise<RegisteredUser> {
  return registerWithRequest(page.request, account);
}

/** Registers through the API; the request context keeps the new session's cookies. */
export async function registerWithRequest(request: APIRequestContext, account = newAccount()): Promise<RegisteredUser> {
  const response = await request.post('/api/register', {
    headers: await csrfHeader(request),
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      business_name: account.business,
      privacy_policy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { workspace_slug: string };
  return { ...account, slug: body.workspace_slug };
}

/** `npm run workspace -- …` against the suite's scratch database. */
export async function operator(...args: string[]): Promise<string> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  const { stdout } = await runCli('workspace', databaseUrl, ...args);
  return stdout;
}

export async function signIn(page: Page, email: string, password: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/^(Email|විද්‍යුත් තැපෑල)/).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Signs in through the API with the page's cookies, for a test about what a role sees rather than
 * about signing in: two page loads (the sign-in form, then the dashboard) fewer than signIn.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login', { headers: await csrfHeader(page.request), data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}
