import { expect, test, type Page } from '@playwright/test';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';

test.describe.configure({ timeout: 90_000 });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a cheque voucher: a post date of today is refused with the spec message, a later one saves and confirms out of the bank', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/expenses-sub-categories', { name: 'Paper', category_id: category.id });

  await page.goto(`/${user.slug}/vouchers/create`);
  await choose(page, 'Supplier', 'Perera Stationers');
  await choose(page, 'From account', 'BOC Current');
  await page.getByLabel('Cheque number').fill('000451');
  await page.getByLabel('Post date').fill(isoDay(-1));
  await choose(page, 'Expense category', 'Stationery');
  await choose(page, 'Sub category', 'Paper');
  await page.getByLabel('Amount', { exact: true }).fill('1250.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a Post Date ahead of today.').first()).toBeVisible();

  await page.getByLabel('Post date').fill(isoDay(2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('amount-in-words')).toHaveText('One Thousand Two Hundred Fifty Rupees and Fifty Cents Only');
  // The saved notice covers the toolbar until it goes.
  await page.getByTestId('notification').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/VOU-000001 · Confirmed/).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/vouchers-en.png', fullPage: true });

  await page.goto(`/${user.slug}/vouchers`);
  await expect(page.getByRole('row', { name: /VOU-000001/ })).toContainText('Perera Stationers');
  await page.goto(`/si/${user.slug}/vouchers/create`);
  await expect(page.getByLabel('සැපයුම්කරු', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/vouchers-si.png', fullPage: true });
});
