import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { businessDay } from './support/dates';
import { ARTIFACTS } from './support/paths';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';

test('a statement imported, a line matched to a receipt, an expense made from a line, the account reconciled; in Sinhala a bad file is refused by row', async ({ page }) => {
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Traders' });
  await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Utilities', type: 'Cost of Operations' });
  const today = businessDay();
  await apiSend(page, 'POST', '/api/payments?confirm=true', { customer_id: customer.id, date: today, account_id: bank.id, pay_type: 'Bank', paid_amount: '1500.00', invoices: [] });
  const [y, m, d] = today.split('-');
  const statement = ['Txn Date,Description,Reference,Debit,Credit,Balance', `${d}/${m}/${y},CEFT Perera Traders,,,"1,500.00","11,500.00"`, `${d}/${m}/${y},විදුලි බිල CEB,,250.00,,"11,250.00"`].join('\n');

  await page.goto(`/${user.slug}/bank-statements`);
  await expect(page.getByLabel('Bank account')).toContainText('Sampath Current');
  await page.locator('input[name="file"]').setInputFiles({ name: 'sampath.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('statement-preview')).toContainText('2 lines, 0 already imported');
  await page.getByRole('button', { name: 'Import these lines' }).click();

  const lines = page.getByTestId('statement-lines');
  await lines.getByRole('row', { name: /CEFT Perera Traders/ }).getByRole('button', { name: 'Match' }).click();
  const match = page.getByRole('dialog');
  await match.getByRole('button', { name: /Receipt RCT-000001/ }).click();
  await match.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(lines.getByRole('row', { name: /CEFT Perera Traders/ })).toHaveCount(0);

  await lines.getByRole('row', { name: /විදුලි බිල CEB/ }).getByRole('button', { name: 'Record as expense' }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel('Expense category').click();
  await page.getByRole('option', { name: 'Utilities' }).click();
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No lines here. Import a statement to start.')).toBeVisible();

  await page.getByLabel('Statement closing balance').fill('11250.00');
  await page.getByRole('button', { name: 'Show the difference' }).click();
  await expect(page.getByTestId('reconciliation-figures').getByRole('row', { name: /Difference/ })).toContainText('0.00');
  await page.getByRole('button', { name: 'Finish reconciliation' }).click();
  await expect(page.getByTestId('reconciliations')).toContainText('11,250.00');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Report (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe(`bank-reconciliation-${today}.xlsx`);
  await page.getByRole('button', { name: 'Reconciled' }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText('Receipt RCT-000001');
  await page.screenshot({ path: join(ARTIFACTS, 'bank-statements-en.png'), fullPage: true });

  await page.goto(`/si/${user.slug}/bank-statements`);
  await expect(page.getByRole('heading', { level: 1, name: 'බැංකු ප්‍රකාශ' })).toBeVisible();
  await page.locator('input[name="file"]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`Date,Amount\n${d}/${m}/${y},දහය\n`) });
  await page.getByRole('button', { name: 'පෙරදසුන' }).click();
  await expect(page.getByText('පේළිය 2, තීරුව Amount: “දහය” යනු මුදලක් නොවේ.')).toBeVisible();
  await page.getByRole('button', { name: 'සැසඳුම් කළ' }).click();
  await expect(lines).toContainText('රිසිට්පත RCT-000001');
  await page.screenshot({ path: join(ARTIFACTS, 'bank-statements-si.png'), fullPage: true });
});
