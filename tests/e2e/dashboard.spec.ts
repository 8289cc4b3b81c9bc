import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

test('dashboard: this month from the ledger, income opens the month’s P&L and each other figure its postings, low stock warned; Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  await apiSend(page, 'POST', '/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '2500' });
  const rent = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/products', { name: 'Tea', type: 'Stockable', selling_price: '10.00', stock_level: '5', open_stock: '1' });
  const invoice = await apiSend(page, 'POST', '/api/invoices', { customer_id: customer.id, date: today, due_date: today, lines: [{ description: 'Service', unit_price: '1750.00', quantity: '1' }] });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`, {});
  await apiSend(page, 'POST', '/api/expenses', { account: bank.id, amount: '600.00', expense_category_id: rent.id, date: today });

  await page.goto(`/${user.slug}/dashboard`);
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures).toContainText('1,750.00');
  await expect(figures).toContainText('600.00');
  await expect(figures).toContainText('1,900.00');
  await expect(page.getByText('1 product is below its stock level')).toBeVisible();
  await expect(page.locator('[data-testid="dashboard-months"] [data-kind="sales"]')).toHaveCount(6);
  await look(page, join(ARTIFACTS, 'dashboard-en.png'));

  // The month's income is the profit and loss's: the figure opens that statement for the month.
  await expect(figures).toContainText('Income this month');
  await figures.getByTestId('dashboard-sales').click();
  await expect(page).toHaveURL(new RegExp(`reports/profit_and_lost\\?from=${today.slice(0, 8)}01&to=${today}`));
  await expect(page.getByTestId('profit-and-loss').getByRole('row', { name: /Total income/ })).toContainText('1,750.00');
  await page.goBack();

  // Expenses open into their postings.
  await figures.getByTestId('ledger-amount').filter({ hasText: '600.00' }).click();
  const explain = page.getByRole('dialog');
  await expect(explain).toContainText('Expenses this month');
  await expect(explain.getByRole('row').filter({ hasText: '600.00' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/si/${user.slug}/dashboard`);
  await expect(page.getByText('මෙම මාසයේ ආදායම')).toBeVisible();
  await expect(page.getByTestId('dashboard-figures')).toContainText('1,750.00');
  await look(page, join(ARTIFACTS, 'dashboard-si.png'));
});
