import { expect, test, type Page } from '@playwright/test';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';

test.describe.configure({ timeout: 90_000 });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a transfer between bank accounts: refused beyond the balance and to the same account, then booked and shown in and out', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '0' });

  await page.goto(`/${user.slug}/transactions`);
  await expect(page.locator('tr[data-account="BOC Current"]')).toContainText('5,000.00');
  await page.getByRole('button', { name: 'New Transfer' }).click();
  await choose(page, 'From account', 'BOC Current');
  await choose(page, 'To account', 'BOC Current');
  await page.getByLabel('Value').fill('6000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The to account and from account must be different.')).toBeVisible();
  await choose(page, 'To account', 'HNB Savings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The value may not exceed the balance of the from account (5000.00).')).toBeVisible();
  await page.getByLabel('Value').fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.locator('tr[data-account="HNB Savings"]')).toContainText('1,200.00');
  await expect(page.locator('tr[data-account="BOC Current"]')).toContainText('3,800.00');
  await expect(page.getByRole('row', { name: /TRN-000001/ })).toContainText('Transfer');
  await page.screenshot({ path: '/tmp/cashbook-en.png', fullPage: true });

  await page.goto(`/si/${user.slug}/transactions`);
  await expect(page.getByText('මුදල් පොත').first()).toBeVisible();
  await expect(page.locator('tr[data-account="HNB Savings"]')).toContainText('1,200.00');
  await page.screenshot({ path: '/tmp/cashbook-si.png', fullPage: true });
});
