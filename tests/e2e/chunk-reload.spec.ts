import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/workspace';

test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/dashboard`);
  await expect(page.getByTestId('welcome')).toBeVisible();

  // As after a deploy: the settings page's chunk is gone from the server.
  await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByTestId('menu-settings/configuration').click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/settings/configuration$`));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('ginuma.chunk-reload-at'))).not.toBeNull();
});
