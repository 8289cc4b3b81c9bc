import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';

test('profit and loss: a period from the ledger, each line opens into its postings, the export matches; Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  const rent = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' });
  const freight = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Freight in', type: 'Cost of Sales' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  await apiSend(page, 'POST', '/api/incomes', { account: 'cash', amount: '1500.00', date: today });
  await apiSend(page, 'POST', '/api/expenses', { account: 'cash', amount: '400.00', expense_category_id: rent.id, date: today });
  await apiSend(page, 'POST', '/api/expenses', { account: 'cash', amount: '100.25', expense_category_id: freight.id, date: today });

  await page.goto(`/${user.slug}/reports/profit_and_lost`);
  const statement = page.getByTestId('profit-and-loss');
  await expect(statement.locator('tr[data-line="other_income"]')).toContainText('1,500.00');
  await expect(statement.locator('tr[data-line="Freight in"]')).toContainText('100.25');
  await expect(statement.getByRole('row', { name: /Gross profit/ })).toContainText('1,399.75');
  await expect(page.getByTestId('net-profit')).toContainText('999.75');
  await page.screenshot({ path: join(ARTIFACTS, 'profit-and-loss-en.png'), fullPage: true });

  await statement.locator('tr[data-line="Rent"]').getByTestId('ledger-amount').click();
  const explain = page.getByRole('dialog');
  await expect(explain).toContainText('Rent');
  await expect(explain.getByRole('row').filter({ hasText: '400.00' }).first()).toBeVisible();
  await expect(explain.getByLabel('Business date from')).toHaveValue(`${today.slice(0, 8)}01`);
  await page.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const values = sheet.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(2));
  expect(values).toContainEqual(['Rent', 400]);
  expect(values).toContainEqual(['Other income', 1500]);
  expect(values[values.length - 1]).toEqual(['Net profit', 999.75]);

  await page.goto(`/si/${user.slug}/reports/profit_and_lost`);
  await expect(page.getByText('ලාභ අලාභ').first()).toBeVisible();
  await expect(page.getByTestId('net-profit')).toContainText('ශුද්ධ ලාභය');
  await page.screenshot({ path: join(ARTIFACTS, 'profit-and-loss-si.png'), fullPage: true });
});
