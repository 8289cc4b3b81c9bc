import { expect, type Locator, type Page } from '@playwright/test';

/** A signed-in JSON call from the page's cookies (setting up data a test does not exercise). */
export async function apiSend(page: Page, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: object): Promise<{ id: string }> {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** The data rows of the record list on the page. */
export function rows(page: Page): Locator {
  return page.locator('[data-testid^="record-list-"] tbody tr');
}

export function row(page: Page, text: string): Locator {
  return rows(page).filter({ hasText: text });
}

/** Clicks a row action, then the confirmation dialog's button ('Yes, delete it!' …). */
export async function confirmRowAction(page: Page, rowText: string, action: string, confirm: string): Promise<void> {
  await row(page, rowText).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
}

export async function expectNotification(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('notification').filter({ hasText: text })).toBeVisible();
}
