import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ARTIFACTS } from './support/paths';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

async function confirmedInvoice(page: Page, customerId: string, date: string, dueDate: string, price: string): Promise<{ id: string; code: string }> {
  const invoice = (await apiSend(page, 'POST', '/api/invoices', { customer_id: customerId, date, due_date: dueDate, lines: [{ description: 'Services', unit_price: price, quantity: '1' }] })) as {
    id: string;
    code: string;
  };
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  return { id: invoice.id, code: invoice.code };
}

test("a customer's statement runs its balance through each document, ages what is open, exports and reads in Sinhala", async ({ page }) => {
  const user = await registerViaApi(page);
  const perera = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores', email: 'perera@example.test' });
  const before = await confirmedInvoice(page, perera.id, '2026-03-10', '2026-03-10', '1000.00');
  const autumn = await confirmedInvoice(page, perera.id, '2026-09-01', '2026-10-01', '500.00');
  await confirmedInvoice(page, perera.id, '2026-11-01', '2026-11-30', '300.00');
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Main account', account_number: '001', bank_name: 'BOC', branch_name: 'Kandy', balance: '0' });
  const receipt = await apiSend(page, 'POST', '/api/payments', {
    customer_id: perera.id,
    date: '2026-06-01',
    account_id: bank.id,
    pay_type: 'Bank',
    paid_amount: '400.00',
    invoices: [{ invoice_id: before.id, amount: '400.00' }],
  });
  await apiSend(page, 'POST', `/api/payments/confirm/payment/${receipt.id}`);

  await page.goto(`/${user.slug}/customers/${perera.id}`);
  const statement = page.getByTestId('party-statement');
  await expect(statement.getByText('Statement of account')).toBeVisible();
  await statement.getByLabel('From').fill('2026-04-01');
  await statement.getByLabel('To', { exact: true }).fill('2026-11-22');
  await statement.getByRole('button', { name: 'Show' }).click();
  await expect(statement.getByTestId('statement-opening')).toContainText('1,000.00');
  const lines = statement.getByTestId('statement-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Receipt');
  await expect(lines.nth(0)).toContainText(before.code);
  await expect(lines.nth(0)).toContainText('600.00');
  await expect(lines.nth(1)).toContainText(autumn.code);
  await expect(lines.nth(1)).toContainText('1,100.00');
  await expect(lines.nth(2)).toContainText('1,400.00');
  await expect(statement.getByTestId('statement-closing')).toContainText('1,400.00');
  await expect(statement.getByTestId('aging-days_over_90')).toHaveText('600.00');
  await expect(statement.getByTestId('aging-days_31_60')).toHaveText('500.00');
  await expect(statement.getByTestId('aging-current')).toHaveText('300.00');
  await expect(statement.getByTestId('aging-total')).toHaveText('1,400.00');
  await statement.scrollIntoViewIfNeeded();
  await look(page, join(ARTIFACTS, 'statement-en.png'));
  await look(page, '/tmp/statement-en.png');

  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Date', 'Entry', 'Document', 'Reference', 'Debit', 'Credit', 'Balance']);
  expect(sheet?.getRow(sheet.rowCount).getCell(7).value).toBe(1400);

  // The invoice's code opens the invoice.
  await lines.nth(1).getByRole('link', { name: autumn.code }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${autumn.id}$`));

  await page.goto(`/si/${user.slug}/customers/${perera.id}`);
  const si = page.getByTestId('party-statement');
  await expect(si.getByText('ගිණුම් ප්‍රකාශය')).toBeVisible();
  await expect(si.getByRole('button', { name: 'ඊමේල්' })).toBeVisible();
  await expect(si.getByTestId('statement-line').first()).toContainText('රිසිට්පත');
  await si.scrollIntoViewIfNeeded();
  await look(page, '/tmp/statement-si.png');

  // Mailed from the customer's screen, worded in Sinhala.
  await si.getByRole('button', { name: 'ඊමේල්' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'යවන්න' }).click();
  await expect(page.getByText('perera@example.test')).toBeVisible();
});

test("payables aging opens into a supplier's statement, which shows its bills with the running balance and opens each; in Sinhala too", async ({ page }) => {
  const user = await registerViaApi(page);
  const supplier = await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', payment_terms_days: '30' });
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' });
  const bill = (await apiSend(page, 'POST', '/api/bills?confirm=true', {
    supplier_id: supplier.id,
    bill_number: 'PW-1',
    date: '2026-11-01',
    note: null,
    lines: [{ product_id: null, expense_category_id: category.id, description: 'Goods', quantity: '1', unit_cost: '750.00', tax_id: null }],
  })) as { id: string; code: string };
  // Due on 2026-12-01 after 30 days' terms: on 2026-12-20 it is 19 days past due.
  await page.goto(`/${user.slug}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByText('Reports').click();
  await menu.getByText('Payables aging', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payables aging' })).toBeVisible();
  await page.getByLabel('As of', { exact: true }).fill('2026-12-20');
  const aging = page.getByTestId('payables-aging');
  await expect(aging.getByTestId(`payables-${supplier.id}-days_0_30`)).toHaveText('750.00');
  await expect(aging.getByTestId('payables-total-total_due')).toHaveText('750.00');
  await look(page, '/tmp/payables-aging-en.png');
  await aging.getByRole('link', { name: 'Perera Wholesale' }).click();

  await expect(page).toHaveURL(new RegExp(`/suppliers/${supplier.id}$`));
  const statement = page.getByTestId('party-statement');
  await expect(statement.getByTestId('statement-line')).toHaveCount(1);
  await expect(statement.getByTestId('statement-line').first()).toContainText(bill.code);
  await expect(statement.getByTestId('statement-closing')).toContainText('750.00');
  await expect(statement.getByRole('button', { name: 'Email' })).toHaveCount(0);
  await statement.scrollIntoViewIfNeeded();
  await look(page, '/tmp/statement-supplier-en.png');
  await statement.getByTestId('statement-line').first().getByRole('link', { name: bill.code }).click();
  await expect(page).toHaveURL(new RegExp(`/bills/${bill.id}$`));

  await page.goto(`/si/${user.slug}/reports/payables_aging`);
  await expect(page.getByRole('heading', { level: 1, name: 'ගෙවිය යුතු බිල් වයස් විශ්ලේෂණය' })).toBeVisible();
  await expect(page.getByTestId('payables-aging')).toContainText('දින 0-30');
  await expect(page.getByTestId('payables-total-total_due')).toHaveText('750.00');
  await look(page, '/tmp/payables-aging-si.png');
  await page.getByTestId('payables-aging').getByRole('link', { name: 'Perera Wholesale' }).click();
  await expect(page.getByTestId('party-statement').getByTestId('statement-line')).toHaveCount(1);
});
