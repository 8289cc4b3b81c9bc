import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { apiSend } from './support/records';
import { operator, registerViaApi, type RegisteredUser } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

// Report pages load their chunk and ask the ledger: on a busy shared machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The workspace's business day (Colombo), `back` days ago: what the API dates things by. */
const businessDay = (back = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
};

const shot = (page: Page, name: string) => look(page, join(ARTIFACTS, `${name}.png`));

/**
 * A small business: an invoice of 10,000 confirmed, a receipt of 4,000 into the bank against
 * it, and a journal bringing 2,500 of the owner's cash into the books.
 * Trial balance: cash 2,500 + bank 4,000 + receivable 6,000 = opening equity 2,500 + sales 10,000.
 */
async function smallBusiness(page: Page): Promise<RegisteredUser> {
  const user = await registerViaApi(page);
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { name: 'BOC Current' });
  const invoice = await apiSend(page, 'POST', '/api/invoices', {
    customer_id: customer.id,
    date: businessDay(5),
    due_date: businessDay(5),
    lines: [{ description: 'Shop fitting', unit_price: '10000.00', quantity: '1' }],
  });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  const receipt = await apiSend(page, 'POST', '/api/payments', {
    customer_id: customer.id,
    date: businessDay(3),
    account_id: bank.id,
    pay_type: 'Bank',
    paid_amount: '4000.00',
    invoices: [{ invoice_id: invoice.id, amount: '4000.00' }],
  });
  await apiSend(page, 'POST', `/api/payments/confirm/payment/${receipt.id}`);
  const journal = await apiSend(page, 'POST', '/api/journals', {
    date: businessDay(1),
    memo: 'Owner brings cash in',
    lines: [{ account: 'cash', debit: '2500' }, { account: 'opening-balance-equity', credit: '2500' }],
  });
  await apiSend(page, 'POST', `/api/journals/confirm/${journal.id}`);
  return user;
}

/** A figure as the screen shows it ("6,000.00", or nothing for zero) as a number. */
const amount = (text: string) => Number(text.replace(/,/g, '') || '0');

/** The first sheet's rows below its header row, each as { header: value }. */
async function readSheet(download: Download): Promise<Record<string, unknown>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const headerAt = rows.findIndex((row) => row.includes('Debit') || row.includes('Amount'));
  const header = rows[headerAt].map(String);
  return rows.slice(headerAt + 1).map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? null])));
}

test('trial balance balances, the export equals the screen, a figure opens the general ledger with its running balance', async ({ page }) => {
  const user = await smallBusiness(page);

  // The menu's Reports group holds the three reports.
  await page.goto(`/${user.slug}/dashboard`);
  await page.getByTestId('menu-reports').click();
  await expect(page.getByTestId('menu-reports/general_ledger')).toHaveText('General Ledger');
  await expect(page.getByTestId('menu-reports/balance_sheet')).toHaveText('Balance Sheet');
  await page.getByTestId('menu-reports/trial_balance').click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/reports/trial_balance`));

  const trial = page.getByTestId('trial-balance');
  await expect(page.getByTestId('trial-balance-balanced')).toHaveText('Balanced: debits equal credits');
  const receivable = trial.locator('tr[data-code="1100"]');
  await expect(receivable).toContainText('Accounts receivable');
  await expect(receivable.locator('[data-column="debit"]')).toHaveText('6,000.00');
  await expect(trial.locator('tr[data-code="1000"] [data-column="debit"]')).toHaveText('2,500.00');
  await expect(trial.locator('tr[data-code="3000"] [data-column="credit"]')).toHaveText('2,500.00');
  await expect(trial.locator('tr[data-code="4000"] [data-column="credit"]')).toHaveText('10,000.00');
  const totals = page.getByTestId('trial-balance-totals');
  await expect(totals.locator('[data-column="debit"]')).toHaveText('12,500.00');
  await expect(totals.locator('[data-column="credit"]')).toHaveText('12,500.00');

  // The receivable opens into its customers.
  await receivable.getByRole('button', { name: /Show the parties of/ }).click();
  await expect(trial.locator('tr[data-party^="customer:"]')).toContainText('Perera Stores');
  await shot(page, 'trial-balance-en');

  // Export: every account's balance in the sheet is the one on the screen, and so are the totals.
  const screen = await trial.locator('tr[data-code]').evaluateAll((rows) =>
    rows.map((row) => ({
      code: row.getAttribute('data-code') ?? '',
      debit: row.querySelector('[data-column="debit"]')?.textContent ?? '',
      credit: row.querySelector('[data-column="credit"]')?.textContent ?? '',
    })),
  );
  expect(screen.length).toBeGreaterThanOrEqual(5);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^trial-balance-.*\.xlsx$/);
  const sheet = await readSheet(download);
  for (const account of screen) {
    const row = sheet.find((candidate) => candidate.Code === account.code);
    expect(row, account.code).toBeDefined();
    expect([Number(row?.Debit ?? 0), Number(row?.Credit ?? 0)], account.code).toEqual([amount(account.debit), amount(account.credit)]);
  }
  const total = sheet.find((row) => row.Code === 'Total');
  expect([total?.Debit, total?.Credit]).toEqual([12500, 12500]);

  // Drill-down: the receivable's balance opens its general ledger on the same question.
  const question = new URL(page.url()).searchParams;
  await receivable.locator('[data-column="debit"]').getByTestId('gl-link').click();
  await expect(page).toHaveURL(/\/reports\/general_ledger\?/);
  const drilled = new URL(page.url()).searchParams;
  expect(drilled.get('account')).toBe('receivable');
  expect(drilled.get('to')).toBe(question.get('as_of') ?? businessDay());
  expect(drilled.get('known_at')).toBeTruthy();
  await expect(page.getByTestId('general-ledger-account')).toHaveText('1100 · Accounts receivable');
  const lines = page.getByTestId('general-ledger-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).locator('[data-column="debit"]')).toHaveText('10,000.00');
  await expect(lines.nth(0).locator('[data-column="balance"]')).toHaveText('10,000.00');
  await expect(lines.nth(0)).toContainText('INV-000001');
  await expect(lines.nth(1).locator('[data-column="credit"]')).toHaveText('4,000.00');
  await expect(lines.nth(1).locator('[data-column="balance"]')).toHaveText('6,000.00');
  await expect(lines.nth(1)).toContainText('Perera Stores');
  await expect(page.getByTestId('general-ledger-closing')).toContainText('6,000.00');
  await expect(page.getByLabel('Account')).toHaveValue('1100 · Accounts receivable');
  await shot(page, 'general-ledger-en');

  // The closing balance opens the ledger's explanation: the events behind it, with the same total.
  await page.getByTestId('general-ledger-closing').getByTestId('ledger-amount').click();
  await expect(page.getByTestId('explain-balance')).toHaveText('6,000.00');
  await page.keyboard.press('Escape');

  // A line's party narrows the ledger to that customer's sub-ledger.
  await lines.nth(1).getByRole('button', { name: 'Perera Stores' }).click();
  await expect(page.getByTestId('general-ledger-party')).toContainText('Perera Stores');
  await expect(page.getByTestId('general-ledger-closing')).toContainText('6,000.00');

  // The document code opens the invoice.
  await lines.nth(0).getByRole('link', { name: 'INV-000001' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/invoices/`));

});

test('the balance sheet: sections, subtotals and the equation; the export and the PDF ask the same question; a line opens its ledger', async ({ page }) => {
  const user = await smallBusiness(page);
  await page.goto(`/${user.slug}/reports/balance_sheet`);
  // A cold load of the workspace and the report's chunk.
  await expect(page.getByTestId('balance-sheet-total-assets')).toContainText('12,500.00', { timeout: 60_000 });
  await expect(page.getByTestId('balance-sheet-total-liabilities')).toContainText('0.00');
  await expect(page.getByTestId('balance-sheet-total-equity')).toContainText('12,500.00');
  await expect(page.getByTestId('balance-sheet-liabilities-and-equity')).toContainText('12,500.00');
  const equation = page.getByTestId('balance-sheet-equation');
  await expect(equation).toContainText('Assets');
  await expect(page.getByTestId('balance-sheet-holds')).toHaveText('The equation holds');
  await shot(page, 'balance-sheet-en');
  // Print opens the server's PDF of the same question, in the screen's language.
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('href', /^\/api\/reports\/balance-sheet\/print\?as_of=.*&known_at=.*&locale=en$/);
  const pdf = await page.request.get((await print.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const [sheetDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const balance = await readSheet(sheetDownload);
  const line = (name: string) => balance.find((row) => row.Line === name)?.Amount;
  expect([line('Accounts receivable'), line('Total assets'), line('Total liabilities'), line('Total equity'), line('Total liabilities and equity')]).toEqual([6000, 12500, 0, 12500, 12500]);
  await page.getByTestId('balance-sheet').locator('tr[data-line]').filter({ hasText: 'Accounts receivable' }).getByTestId('gl-link').click();
  await expect(page.getByTestId('general-ledger-closing')).toContainText('6,000.00');
});

test('the books reports in Sinhala: trial balance, general ledger and balance sheet', async ({ page }) => {
  const user = await smallBusiness(page);

  await page.goto(`/si/${user.slug}/reports/trial_balance`);
  // A cold load of the Sinhala workspace: the catalogue, the layout and the report's chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'පරීක්ෂණ ශේෂය' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('menu-reports/trial_balance')).toHaveText('පරීක්ෂණ ශේෂය');
  await expect(page.getByTestId('menu-reports/balance_sheet')).toHaveText('ශේෂ පත්‍රය');
  await expect(page.getByTestId('trial-balance-balanced')).toHaveText('සමබරයි: හර බැරට සමානයි');
  await expect(page.getByTestId('trial-balance').getByRole('columnheader', { name: 'හර' }).first()).toBeVisible();
  await expect(page.getByTestId('trial-balance').locator('tr[data-code="1100"]')).toContainText('ලැබිය යුතු ගිණුම්');
  await shot(page, 'trial-balance-si');

  await page.getByTestId('trial-balance').locator('tr[data-code="4000"] [data-column="credit"]').getByTestId('gl-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'සාමාන්‍ය ලෙජරය' })).toBeVisible();
  await expect(page.getByTestId('general-ledger-line')).toHaveCount(1);
  await expect(page.getByTestId('general-ledger-closing')).toContainText('10,000.00');
  await shot(page, 'general-ledger-si');

  await page.getByTestId('menu-reports/balance_sheet').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ශේෂ පත්‍රය' })).toBeVisible();
  await expect(page.getByTestId('balance-sheet-equation')).toContainText('වත්කම්');
  await expect(page.getByTestId('balance-sheet-equation')).toContainText('වගකීම්');
  await expect(page.getByTestId('balance-sheet-holds')).toHaveText('සමීකරණය සමබරයි');
  await shot(page, 'balance-sheet-si');
});

test('the books reports follow the report flag: switched off, they leave the menu and their addresses go to the dashboard', async ({ page }) => {
  const user = await registerViaApi(page);
  await operator('set', user.slug, '--flag', 'report=0');
  for (const path of ['reports/trial_balance', 'reports/general_ledger', 'reports/balance_sheet']) {
    await page.goto(`/${user.slug}/${path}`);
    await expect(page, path).toHaveURL(new RegExp(`/${user.slug}/dashboard$`), { timeout: 60_000 });
  }
  await expect(page.getByTestId('menu-reports')).toHaveCount(0);
});
