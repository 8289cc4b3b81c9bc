import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification } from './support/records';
import { registerViaApi } from './support/workspace';
import { businessDay } from './support/dates';
import { look } from './support/look';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}


/** The header and data rows of the .xlsx the voucher list's Export button downloads. */
async function exportedSheet(page: Page, button: string): Promise<{ header: unknown[]; rows: unknown[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toBe('vouchers.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const values = book.worksheets[0]?.getSheetValues() ?? [];
  return { header: values[1] as unknown[], rows: values.slice(2) };
}

test('a cheque voucher: a post date of today is refused with the spec message, a later one saves and confirms out of the bank', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/expenses-sub-categories', { name: 'Paper', category_id: category.id });

  await page.goto(`/${user.slug}/vouchers/create`);
  await choose(page, 'Supplier', 'Perera Stationers');
  await choose(page, 'Pay type', 'Cheque');
  await choose(page, 'From account', 'BOC Current');
  await page.getByLabel('Cheque number').fill('000451');
  await page.getByLabel('Post date').fill(businessDay(-1));
  await choose(page, 'Category 1', 'Stationery');
  await choose(page, 'Sub category 1', 'Paper');
  await page.getByLabel('Amount 1', { exact: true }).fill('1250.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a Post Date ahead of today.').first()).toBeVisible();

  await page.getByLabel('Post date').fill(businessDay(2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('amount-in-words')).toHaveText('One Thousand Two Hundred Fifty Rupees and Fifty Cents Only');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /VOU-000001 · Confirmed/ })).toBeVisible();
  await look(page, join(ARTIFACTS, 'vouchers-en.png'));

  await page.goto(`/${user.slug}/vouchers`);
  await expect(page.getByRole('row', { name: /VOU-000001/ })).toContainText('Perera Stationers');
  const exported = await exportedSheet(page, 'Export');
  expect(exported.rows).toEqual([expect.arrayContaining(['VOU-000001', 'Perera Stationers', 1250.5])]);
  expect(exported.header).toEqual(expect.arrayContaining(['Supplier', 'Amount']));
  // The Sinhala list exports the same rows under Sinhala headers.
  await page.goto(`/si/${user.slug}/vouchers`);
  await expect(page.getByRole('row', { name: /VOU-000001/ })).toContainText('Perera Stationers');
  const exportedSi = await exportedSheet(page, 'අපනයනය කරන්න');
  expect(exportedSi.rows).toEqual(exported.rows);
  expect(exportedSi.header).toEqual(expect.arrayContaining(['සැපයුම්කරු']));
  await page.goto(`/si/${user.slug}/vouchers/create`);
  await expect(page.getByLabel('සැපයුම්කරු', { exact: true })).toBeVisible();
  await look(page, join(ARTIFACTS, 'vouchers-si.png'));
});

// A raw event type is one CamelCase word ("VoucherConfirmed"); a label is words ("Voucher confirmed").
const RAW_TYPE = /^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/;

test('a voucher with two expense lines and an attachment, confirmed; the voucher expenses report shows it, drills down and exports; in Sinhala too', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  const stationery = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' });
  const transport = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' });
  await apiSend(page, 'POST', '/api/expenses-sub-categories', { name: 'Paper', category_id: stationery.id });

  await page.goto(`/${user.slug}/vouchers/create`);
  await expect(page.getByTestId('voucher-attachment-later')).toBeVisible();
  await choose(page, 'Supplier', 'Perera Stationers');
  await choose(page, 'Pay type', 'Bank');
  await choose(page, 'From account', 'BOC Current');
  await choose(page, 'Category 1', 'Stationery');
  await choose(page, 'Sub category 1', 'Paper');
  await page.getByLabel('Description 1', { exact: true }).fill('A4 reams');
  await page.getByLabel('Amount 1', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await choose(page, 'Category 2', 'Transport');
  await page.getByLabel('Description 2', { exact: true }).fill('Delivery');
  await page.getByLabel('Amount 2', { exact: true }).fill('250.50');
  // Live, before anything is saved.
  await expect(page.getByTestId('voucher-total')).toContainText('1,250.50');
  await expect(page.getByTestId('amount-in-words')).toHaveText('One Thousand Two Hundred Fifty Rupees and Fifty Cents Only');
  await expect(page.getByTestId('amount-in-words-si')).toHaveText('රුපියල් එක් දහස් දෙසිය පනහ සහ ශත පනහ පමණි');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Voucher saved');
  await expect(page).toHaveURL(/\/vouchers\/[0-9a-f-]{36}$/);
  const voucherId = page.url().split('/').at(-1) as string;

  await page.getByLabel('Attach a file').setInputFiles({ name: 'bill-77.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 supplier bill') });
  await expectNotification(page, 'Attachment saved');
  await expect(page.getByTestId('voucher-attachment-link')).toHaveText('bill-77.pdf');
  await page.getByLabel('Attach a file').setInputFiles({ name: 'bill-78.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 the corrected bill') });
  await expect(page.getByTestId('voucher-attachment-link')).toHaveText('bill-78.pdf');
  const opened = await page.request.get(`/api/vouchers/attachment/${voucherId}`);
  expect(await opened.text()).toBe('%PDF-1.4 the corrected bill');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /VOU-000001 · Confirmed/ })).toBeVisible();
  await expect(page.getByTestId('voucher-line')).toHaveCount(2);
  await expect(page.getByLabel('Amount 2', { exact: true })).toBeDisabled();
  await look(page, join(ARTIFACTS, 'voucher-lines-en.png'));

  // The report's other sources: a cash book expense (no supplier), an income and a transfer for the audit trail.
  const savings = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '0' });
  await apiSend(page, 'POST', '/api/transactions/transferFund', { from_account: bank.id, to_account: savings.id, value: '100.00', date: businessDay(0) });
  await apiSend(page, 'POST', '/api/transactions/incomes', { account: 'cash', amount: '500.00', date: businessDay(0) });
  await apiSend(page, 'POST', '/api/transactions/expenses', { account: 'cash', amount: '40.00', expense_category_id: transport.id, date: businessDay(0) });

  await page.goto(`/${user.slug}/reports/voucher_expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher Expenses' })).toBeVisible();
  const byCategory = page.getByTestId('expenses-by-category');
  await expect(page.getByTestId('expenses-total')).toHaveText('1,290.50');
  await expect(byCategory.getByTestId('expense-category').filter({ hasText: 'Stationery' })).toContainText('1,000.00');
  await expect(byCategory.getByTestId('expense-category').filter({ hasText: 'Transport' })).toContainText('290.50');
  const bySupplier = page.getByTestId('expenses-by-supplier');
  await expect(bySupplier.getByTestId('expense-supplier').filter({ hasText: 'Perera Stationers' })).toContainText('1,250.50');
  await expect(bySupplier.getByTestId('expense-supplier').filter({ hasText: 'No supplier (cash book)' })).toContainText('40.00');
  await look(page, join(ARTIFACTS, 'voucher-expenses-en.png'));

  // Paper's 1,000.00 opens into the one posting behind it.
  await byCategory.getByTestId('expense-sub-category').filter({ hasText: 'Paper' }).getByTestId('ledger-amount').click();
  const dialog = page.getByTestId('explain-dialog');
  await expect(dialog.getByTestId('explain-balance')).toHaveText('1,000.00');
  await expect(dialog.getByTestId('explain-line')).toHaveCount(1);
  await expect(dialog.getByTestId('explain-line')).toContainText('Voucher confirmed');
  await expect(dialog.getByLabel('Business date from')).toHaveValue(`${businessDay(0).slice(0, 8)}01`);
  await look(page, join(ARTIFACTS, 'voucher-expenses-explain-en.png'), { fullPage: false });
  await page.keyboard.press('Escape');
  // Focus goes back to the figure and its tooltip covers the row below: move it away.
  await page.getByRole('heading', { level: 1 }).click();
  // The transport total holds the cash book's expense too.
  await byCategory.getByTestId('expense-category').filter({ hasText: 'Transport' }).getByTestId('ledger-amount').click();
  await expect(dialog.getByTestId('explain-line')).toHaveCount(2);
  await expect(dialog.getByTestId('explain-lines')).toContainText('Expense recorded');
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  // Below the report's title, its question and the header row.
  const rows = sheet.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1, 6) : r));
  const values = rows.slice(rows.findIndex((r) => Array.isArray(r) && r[0] === 'Category') + 1);
  expect(values).toEqual([
    ['Stationery', 'Cost of Operations', 'Paper', 'Perera Stationers', 1000],
    ['Transport', 'Cost of Sales', undefined, 'Perera Stationers', 250.5],
    ['Transport', 'Cost of Sales', undefined, undefined, 40],
    ['Total', undefined, undefined, undefined, 1290.5],
  ]);

  // Every event type shows as words, in both languages.
  await page.goto(`/${user.slug}/audit-trail`);
  const types = page.getByTestId('event-type');
  await expect(types.first()).toBeVisible();
  const english = await types.allTextContents();
  expect(english).toEqual(expect.arrayContaining(['Voucher confirmed', 'Funds transferred', 'Income recorded', 'Expense recorded', 'Opening balance set']));
  expect(english.filter((text) => RAW_TYPE.test(text))).toEqual([]);

  await page.goto(`/si/${user.slug}/audit-trail`);
  await expect(types.first()).toBeVisible();
  const sinhala = await types.allTextContents();
  expect(sinhala.filter((text) => !/[\u0D80-\u0DFF]/.test(text))).toEqual([]);
  expect(sinhala).toContain('වවුචරය තහවුරු කරන ලදී');

  await page.goto(`/si/${user.slug}/vouchers/${voucherId}`);
  await expect(page.getByText('වියදම් පේළි')).toBeVisible();
  await expect(page.getByTestId('voucher-attachment-link')).toHaveText('bill-78.pdf');
  await look(page, join(ARTIFACTS, 'voucher-lines-si.png'));
  await page.goto(`/si/${user.slug}/reports/voucher_expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'වවුචර වියදම්' })).toBeVisible();
  await expect(page.getByTestId('expenses-total')).toHaveText('1,290.50');
  await look(page, join(ARTIFACTS, 'voucher-expenses-si.png'));
});
