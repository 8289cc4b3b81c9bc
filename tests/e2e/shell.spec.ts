import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { newAccount, registerViaApi } from './support/workspace';
import { look } from './support/look';

test('register lands on the dashboard; Sinhala sticks across a reload; logout goes to /login', async ({ page, context }) => {
  const account = newAccount('register');
  await page.goto('/register');
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Business name').fill(account.business);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="password_confirmation"]').fill(account.password);
  await page.getByLabel('I agree to the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/^http:\/\/[^/]+\/([a-z0-9-]+)\/dashboard$/);
  const slug = new URL(page.url()).pathname.split('/')[1];
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.name}`);
  await expect(page.getByTestId('role-label')).toHaveText('Admin');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Customers')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await look(page, join(ARTIFACTS, 'dashboard-en.png'));

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'සිංහල' }).click();
  await expect(page).toHaveURL(new RegExp(`/si/${slug}/dashboard$`));
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('si');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  // 365 days, give or take the test's own run time.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/si/${slug}/dashboard$`));
  await expect(page.getByTestId('welcome')).toHaveText(`සාදරයෙන් පිළිගනිමු, ${account.name}`);
  await expect(page.getByRole('navigation', { name: 'ප්‍රධාන සංචාලනය' }).getByText('ගනුදෙනුකරුවන්')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si-LK');
  await page.evaluate(() => document.fonts.ready);
  await look(page, join(ARTIFACTS, 'dashboard-si.png'));

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/dashboard$`));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The session is gone on the server too.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.goto(`/${slug}/dashboard`);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path answers 404 and shows "This page could not be found"', async ({ page }) => {
  for (const path of ['/no/such/page/here', '/si/demo/not-a-module', '/auth/nothing']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/si') ? 'මෙම පිටුව සොයාගත නොහැකි විය' : 'This page could not be found');
  }
  await look(page, join(ARTIFACTS, 'not-found.png'), { fullPage: false });
  for (const path of ['/404', '/errors/404']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  }
});

test('the root redirects by browser language only when no language was chosen', async ({ browser }) => {
  const sinhala = await browser.newContext({ locale: 'si-LK' });
  const page = await sinhala.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/si$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('කුඩා ව්‍යාපාර සඳහා ඉන්වොයිසි සහ ගිණුම් තැබීම');
  await page.getByRole('link', { name: 'නොමිලේ වැඩබිමක් සාදන්න' }).click();
  await expect(page).toHaveURL(/\/si\/register$/);
  await page.getByRole('button', { name: 'ගිණුම සාදන්න' }).click();
  await expect(page.getByText('කරුණාකර රහස්‍යතා ප්‍රතිපත්තිය පිළිගන්න')).toBeVisible();
  await look(page, join(ARTIFACTS, 'register-si.png'), { fullPage: false });

  // Choosing English is remembered and wins over the browser.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoicing and bookkeeping for small businesses');

  // Detection happens only at the root: a deep English link stays English.
  await sinhala.clearCookies();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await sinhala.close();
});

test('the first frame is the page skeleton before any script runs, and stays one while the session loads', async ({ page }) => {
  const user = await registerViaApi(page);
  // Scripts held back: what shows is what the server's HTML paints on its own.
  await page.route('**/*.js', () => undefined);
  await page.goto(`/si/${user.slug}/invoices`, { waitUntil: 'commit' });
  await expect(page.locator('.boot[data-shell="workspace"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si-LK');
  await look(page, join(ARTIFACTS, 'first-frame-workspace.png'), { fullPage: false });
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.locator('.boot[data-shell="public"]')).toBeVisible();

  // With the code loaded but the session answer held, the app draws the same skeleton.
  await page.unroute('**/*.js');
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/user', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto(`/${user.slug}/invoices`);
  await expect(page.getByTestId('shell-skeleton')).toHaveAttribute('data-shell', 'workspace');
  releaseSession();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});
