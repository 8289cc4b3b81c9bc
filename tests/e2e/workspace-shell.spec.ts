import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { operator, registerViaApi } from './support/workspace';
import { look } from './support/look';

test.describe('in a browser set to another zone', () => {
  // Half a day behind Colombo: the top bar must still show the business's day, the one forms default to.
  test.use({ timezoneId: 'Pacific/Honolulu' });

test('top bar, help dialog, partner logo and expired-plan dialog', async ({ page }) => {
  const user = await registerViaApi(page);
  await operator('set', user.slug, '--channel', '8', '--expired');
  await page.goto(`/${user.slug}/dashboard`);

  const dialog = page.getByTestId('expired-dialog');
  await expect(dialog.getByRole('heading', { name: 'Your plan has expired' })).toBeVisible();
  await expect(dialog).toContainText('support@ginuma.app');
  await look(page, join(ARTIFACTS, 'expired-dialog.png'), { fullPage: false });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('expired-notice')).toHaveText('Account expired');

  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date()).split('-');
  const mmddyyyy = `${month}/${day}/${year}`;
  await expect(page.getByTestId('today')).toHaveText(mmddyyyy);
  const clock = await page.getByTestId('clock').textContent();
  await expect(page.getByTestId('clock')).not.toHaveText(clock ?? '', { timeout: 3_000 });
  await expect(page.getByTestId('connectivity')).toHaveAttribute('data-level', /connected|fast|slow/);

  await expect(page.getByTestId('partner-logo')).toBeVisible();
  await page.getByTestId('menu-reports').click();
  await look(page, join(ARTIFACTS, 'menu-partner-expired.png'), { fullPage: false });
  await page.getByTestId('menu-contact').click();
  await expect(page.getByRole('dialog', { name: 'Contact support' }).getByTestId('support-email')).toHaveText('support@ginuma.app');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 23, 29)');
  await look(page, join(ARTIFACTS, 'dashboard-dark.png'), { fullPage: false });

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/settings/general$`));
});

test("the Sinhala top bar shows the business's day and time on a 24-hour clock", async ({ page }) => {
  const user = await registerViaApi(page);
  const colombo = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', ...options }).format(new Date());
  const hours = [colombo({ hour: '2-digit', hourCycle: 'h23' })];
  await page.goto(`/si/${user.slug}/dashboard`);
  await expect(page.getByTestId('today')).toHaveText(colombo({ month: '2-digit', day: '2-digit', year: 'numeric' }).replace(/^(\d+)\/(\d+)/, '$2/$1'));
  const clock = (await page.getByTestId('clock').textContent()) ?? '';
  hours.push(colombo({ hour: '2-digit', hourCycle: 'h23' }));
  expect(clock).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  expect(hours).toContain(clock.slice(0, 2));
  await look(page.locator('header').first(), join(ARTIFACTS, 'topbar-si.png'), { fullPage: false });
});
});

test('profile: name change shows in the user menu; a wrong current password is shown under its field', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/settings/general`);
  const name = page.locator('input[name="name"]');
  await expect(name).toHaveValue(user.name);
  await name.fill('Kamala Silva');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('notification')).toContainText('Your profile has been updated.');
  await expect(page.getByTestId('user-menu')).toContainText('Kamala Silva');

  await page.locator('input[name="current_password"]').fill('wrong-password-1');
  await page.locator('input[name="password"]').fill('new-password-123');
  await page.locator('input[name="password_confirmation"]').fill('new-password-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.locator('input[name="password_confirmation"]').fill('new-password-123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#current_password-helper-text')).toBeVisible();
  await look(page, join(ARTIFACTS, 'profile.png'), { fullPage: false });
});

test('settings list its sections, each an empty state; unknown sections are not found', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/settings/configuration`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByTestId('settings-taxes').click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/settings/configuration/taxes$`));
  await expect(page.getByTestId('empty-state')).toContainText('Add the taxes you charge');
  await look(page, join(ARTIFACTS, 'settings-section.png'), { fullPage: false });
  await page.goto(`/${user.slug}/settings/configuration/nothing-here`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
