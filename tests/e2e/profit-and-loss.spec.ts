import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { calendarDateIn, DEFAULT_TIME_ZONE, financialYearStart } from '@ginuma/domain';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

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
  await look(page, join(ARTIFACTS, 'profit-and-loss-en.png'));

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
  await look(page, join(ARTIFACTS, 'profit-and-loss-si.png'));
});

test('a stock adjustment for a reason is on the P&L, whose year to date is the balance sheet’s current-year earnings; Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  const today = calendarDateIn(DEFAULT_TIME_ZONE);
  const yearStart = financialYearStart(today);
  const rent = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/products', { name: 'Ceylon Tea 100g', type: 'Stockable', selling_price: '450.00', unit_cost: '100.00', open_stock: '10' });
  await apiSend(page, 'POST', '/api/incomes', { account: 'cash', amount: '1500.00', date: today });
  await apiSend(page, 'POST', '/api/expenses', { account: 'cash', amount: '400.00', expense_category_id: rent.id, date: today });

  // A count finds 900 more on the shelf: valued at the average on hand unless a cost is typed, and shown before saving.
  await page.goto(`/${user.slug}/stock`);
  await page.getByRole('button', { name: 'Update stock' }).first().click();
  const dialog = page.getByTestId('stock-update-dialog');
  await dialog.getByTestId('stock-update-product').fill('Tea');
  await page.getByRole('option', { name: /Ceylon Tea 100g/ }).click();
  await dialog.getByTestId('stock-update-quantity').fill('900');
  await dialog.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Stock count' }).click();
  await expect(dialog.getByTestId('stock-update-unit-cost')).toHaveAttribute('placeholder', '100.00');
  await expect(dialog.getByTestId('stock-update-value')).toContainText('90,000.00');
  await look(page, join(ARTIFACTS, 'stock-adjustment-en.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Two damaged packets out, at the moving average.
  await page.getByRole('button', { name: 'Update stock' }).first().click();
  await dialog.getByTestId('stock-update-product').fill('Tea');
  await page.getByRole('option', { name: /Ceylon Tea 100g/ }).click();
  await dialog.getByLabel('Transaction type').click();
  await page.getByRole('option', { name: 'Out' }).click();
  await dialog.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  await dialog.getByTestId('stock-update-quantity').fill('2');
  await expect(dialog.getByTestId('stock-update-value')).toContainText('200.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The balance sheet's current-year earnings open the P&L of the year to date: the same figure, stock adjustments on it.
  await page.goto(`/${user.slug}/reports/balance_sheet`);
  const earnings = page.getByTestId('balance-sheet').locator('tr[data-line="current_year_earnings"]');
  await expect(earnings).toContainText('90,900.00', { timeout: 60_000 });
  await earnings.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`reports/profit_and_lost\\?from=${yearStart}&to=${today}`));
  const statement = page.getByTestId('profit-and-loss');
  await expect(statement.locator('tr[data-line="stock_adjustments"]')).toContainText('Stock adjustments');
  await expect(statement.locator('tr[data-line="stock_adjustments"]')).toContainText('89,800.00');
  await expect(page.getByTestId('net-profit')).toContainText('90,900.00');
  await look(page, join(ARTIFACTS, 'profit-and-loss-stock-adjustment-en.png'));

  // The dashboard's sales are the P&L's income, however much stock was counted.
  await page.goto(`/${user.slug}/dashboard`);
  await expect(page.getByTestId('dashboard-sales')).toHaveText('1,500.00');

  await page.goto(`/si/${user.slug}/reports/profit_and_lost?from=${yearStart}&to=${today}`);
  await expect(page.getByTestId('profit-and-loss').locator('tr[data-line="stock_adjustments"]')).toContainText('තොග ගැලපීම්');
  await expect(page.getByTestId('net-profit')).toContainText('90,900.00');
  await look(page, join(ARTIFACTS, 'profit-and-loss-stock-adjustment-si.png'));
});
