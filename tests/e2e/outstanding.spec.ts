import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { reportTable } from '../support/xlsx';
import { ARTIFACTS } from './support/paths';
import { apiSend } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

async function confirmedInvoice(page: Page, customerId: string, date: string, price: string, project: string): Promise<string> {
  const invoice = await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customerId,
    date,
    due_date: date,
    project_ref: project,
    lines: [{ description: 'Services', unit_price: price, quantity: '1' }],
  });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  return invoice.id;
}

test('the outstanding report ages what is due, opens each figure into its events, and exports what the screen shows', async ({ page }) => {
  const user = await registerViaApi(page);
  const perera = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });
  const silva = await apiSend(page, 'POST', '/api/customers', { name: 'Silva Traders' });
  const old = await confirmedInvoice(page, perera.id, '2026-07-01', '1000.00', 'PRJ-1');
  await confirmedInvoice(page, silva.id, '2026-11-10', '250.00', 'PRJ-2');
  const cash = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Main account', account_number: '001', bank_name: 'BOC', branch_name: 'Kandy', balance: '0' });
  const receipt = await apiSend(page, 'POST', '/api/payments', {
    customer_id: perera.id,
    date: '2026-08-01',
    account_id: cash.id,
    pay_type: 'Bank',
    paid_amount: '400.00',
    invoices: [{ invoice_id: old, amount: '400.00' }],
  });
  await apiSend(page, 'POST', `/api/payments/confirm/payment/${receipt.id}`);

  await page.goto(`/${user.slug}/reports/payment_outstanding`);
  const report = page.getByTestId('outstanding-report');
  const first = report.getByRole('row').filter({ hasText: 'INV-000001' });
  await expect(first).toContainText('Perera Stores');
  await expect(first).toContainText('PRJ-1');
  await expect(first.getByTestId('ledger-amount')).toHaveText(['400.00', '0.00', '0.00', '0.00', '0.00', '600.00', '600.00']);
  await expect(report.getByRole('row').filter({ hasText: 'INV-000002' })).toContainText('Silva Traders');
  await expect(page.getByTestId('outstanding-total-total_due')).toContainText('850.00');
  await expect(page.getByTestId('outstanding-total-days_over_90')).toContainText('600.00');
  await look(page, join(ARTIFACTS, 'outstanding-en.png'));

  // The row's due opens into the invoice's receivable postings: the invoice, then the receipt.
  await first.getByTestId('ledger-amount').last().click();
  const dialog = page.getByTestId('explain-dialog');
  await expect(dialog.getByTestId('explain-line')).toHaveCount(2);
  await expect(dialog.getByTestId('explain-balance')).toHaveText('600.00');
  await page.keyboard.press('Escape');

  // Before the receipt's date the whole invoice was due, and the later one did not exist.
  await page.getByTestId('outstanding-as-of').fill('2026-07-31');
  await expect(report.getByRole('row').filter({ hasText: 'INV-000002' })).toHaveCount(0);
  await expect(page.getByTestId('outstanding-total-total_due')).toContainText('1,000.00');
  await page.getByTestId('outstanding-as-of').fill('2026-11-22');
  await expect(page.getByTestId('outstanding-total-total_due')).toContainText('850.00');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = reportTable(book.worksheets[0]);
  const screenCodes = await report.locator('.RaDatagrid-table tbody tr td:first-child').allTextContents();
  const sheetCodes = Array.from({ length: sheet.rowCount - 2 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
  expect(sheetCodes).toEqual(screenCodes);
  expect(sheet.getRow(2).getCell(12).value).toBe(600);
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
  expect(sheet.getRow(sheet.rowCount).getCell(12).value).toBe(850);

  await page.goto(`/si/${user.slug}/reports/payment_outstanding`);
  await expect(page.getByRole('heading', { level: 1, name: 'හිඟ ගෙවීම්' })).toBeVisible();
  await expect(page.getByTestId('outstanding-total-total_due')).toContainText('850.00');
  await look(page, join(ARTIFACTS, 'outstanding-si.png'));
});
