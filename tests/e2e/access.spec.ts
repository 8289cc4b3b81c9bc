import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { newAccount, operator, registerViaApi, signIn } from './support/workspace';
import { look } from './support/look';

test('a disabled module leaves the menu and its URL goes to the dashboard', async ({ page }) => {
  const user = await registerViaApi(page);
  await operator('set', user.slug, '--flag', 'customer=0', '--flag', 'report_outstanding=0');

  await page.goto(`/${user.slug}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByText('Invoices')).toBeVisible();
  await expect(menu.getByText('Customers')).toHaveCount(0);
  await menu.getByText('Reports').click();
  await expect(menu.getByText('Profit and Loss')).toBeVisible();
  await expect(menu.getByText('Payment Outstanding')).toHaveCount(0);

  for (const path of ['customers', 'customers/deleted-list', 'reports/payment_outstanding']) {
    await page.goto(`/${user.slug}/${path}`);
    await expect(page, path).toHaveURL(new RegExp(`/${user.slug}/dashboard$`));
  }
  await page.goto(`/si/${user.slug}/customers`);
  await expect(page).toHaveURL(new RegExp(`/si/${user.slug}/dashboard$`));

  // An enabled module shows its empty state rather than an error.
  await page.goto(`/${user.slug}/invoices`);
  await expect(page.getByTestId('empty-state')).toContainText('No invoices yet');
});

test('a non-admin in a workspace without a plan sees only the plan message and Logout', async ({ page }) => {
  const admin = await registerViaApi(page);
  const entry = newAccount('entry');
  await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');
  await page.context().clearCookies();

  await signIn(page, entry.email, entry.password);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
  await expect(page.getByTestId('plan-required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveText(['Logout']);
  await look(page, join(ARTIFACTS, 'plan-required.png'), { fullPage: false });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // With a plan the same user gets the workspace, without Admin-only entries.
  await operator('set', admin.slug, '--plan', '1');
  await signIn(page, entry.email, entry.password);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByText('Invoices')).toBeVisible();
  await expect(page.getByTestId('role-label')).toHaveText('Entry');
  await expect(menu.getByText('Audit trail')).toHaveCount(0);
  await page.goto(`/${admin.slug}/audit-trail`);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
});

test('guest-only, tenant-less and other-tenant paths send a signed-in user to their own dashboard', async ({ page }) => {
  const user = await registerViaApi(page);
  const dashboard = new RegExp(`^http://[^/]+/${user.slug}/dashboard$`);
  for (const path of ['/login', '/auth/register', '/forgot-password', '/', '/demo/dashboard', '/demo/customers']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(dashboard);
  }
  await page.goto('/si/login');
  await expect(page).toHaveURL(new RegExp(`/si/${user.slug}/dashboard$`));
  // These tenant-less pages stay open to a signed-in user: verifying an email and choosing a plan happen there.
  for (const path of ['/business-plan', '/email-verify', '/config-email-verify']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }

  // Readable on a phone: the menu folds away and the page keeps its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/si/${user.slug}/dashboard`);
  await expect(page.getByTestId('welcome')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await look(page, join(ARTIFACTS, 'dashboard-si-phone.png'));
});

test('login shows the server message under the field; guests are sent to /login', async ({ page }) => {
  await page.goto('/demo/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await look(page, join(ARTIFACTS, 'login-error.png'), { fullPage: false });
  await signIn(page, 'admin@demo.test', 'demo-password');
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
});

test('a deactivated account is told so at sign-in', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.context().clearCookies();
  await operator('set', user.slug, '--deactivated');
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId('notification')).toContainText('Your account is deactivated.');
  await expect(page).toHaveURL(/\/login$/);
});
