import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { businessDay } from './support/dates';
import { apiSend, expectNotification } from './support/records';
import { operator, registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

test('the opening balances date is set in Business Configuration, and refused where a payment would go below zero, in English and Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  await operator('set', user.slug, '--plan', '1');
  const settings = { business_name: user.business, time_zone: 'Asia/Colombo', base_currency: 'LKR' };
  await apiSend(page, 'PUT', '/api/configurations', { ...settings, opening_balance_date: businessDay(-30) });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { name: 'BOC Current', opening_balance: '1000' });
  const rent = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/expenses', { account: bank.id, amount: '1000.00', expense_category_id: rent.id, date: businessDay(-5) });

  await page.goto(`/${user.slug}/settings/configuration/business-configuration`);
  const date = page.getByLabel('Opening balances as of');
  await expect(date).toHaveValue(businessDay(-30));
  await date.fill(businessDay(-10));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'updated successfully');
  await date.fill(businessDay(-2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, `Dated ${businessDay(-2)}, the opening balances would leave a money account or a product’s stock below zero on ${businessDay(-5)}.`);
  await look(page, join(ARTIFACTS, 'opening-date-en.png'), { fullPage: false });

  await page.goto(`/si/${user.slug}/settings/configuration/business-configuration`);
  const si = page.getByLabel('ආරම්භක ශේෂ දිනය');
  await expect(si).toHaveValue(businessDay(-10));
  await si.fill(businessDay(-1));
  await page.getByRole('button', { name: 'සුරකින්න' }).click();
  await expectNotification(page, `ආරම්භක ශේෂ ${businessDay(-1)} දිනට යෙදුවහොත්, ${businessDay(-5)} දින මුදල් ගිණුමක ශේෂය හෝ භාණ්ඩයක තොගය ශුන්‍යයට වඩා අඩු වේ.`);
  await look(page, join(ARTIFACTS, 'opening-date-si.png'), { fullPage: false });
});
