import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { businessDay } from './support/dates';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';

/** A statement imported into the account through the API (the import itself is the first test's). */
async function importStatement(page: Page, accountId: string, csv: string): Promise<void> {
  const cookie = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const preview = await page.request.post('/api/bank-statements/import', {
    multipart: { account_id: accountId, file: { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
  });
  expect(preview.ok(), await preview.text()).toBe(true);
  await apiSend(page, 'POST', `/api/bank-statements/import/commit/${((await preview.json()) as { id: string }).id}`);
}

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

  await lines.getByRole('row', { name: /විදුලි බිල CEB/ }).getByRole('button', { name: 'Record', exact: true }).click();
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

test('a receipt made from a line pays the customer’s invoice; once reconciled it cannot be deleted, as Sinhala and English say', async ({ page }) => {
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Traders' });
  const today = businessDay();
  const invoice = await apiSend(page, 'POST', '/api/invoices', { customer_id: customer.id, date: businessDay(-10), due_date: today, lines: [{ description: 'Consulting', price: '600', quantity: 1 }] });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  await importStatement(page, bank.id, `Date,Description,Amount\n${today},CEFT Perera Traders,600.00\n`);

  await page.goto(`/${user.slug}/bank-statements`);
  await page.getByTestId('statement-lines').getByRole('row', { name: /CEFT Perera Traders/ }).getByRole('button', { name: 'Record', exact: true }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel('Record as').click();
  await page.getByRole('option', { name: 'Receipt' }).click();
  await entry.getByLabel('Customer').click();
  await page.getByRole('option', { name: 'Perera Traders' }).click();
  await page.screenshot({ path: join(ARTIFACTS, 'bank-statements-receipt-en.png'), fullPage: true });
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No lines here. Import a statement to start.')).toBeVisible();
  await apiSend(page, 'POST', '/api/bank-reconciliations', { account_id: bank.id, statement_date: today, closing_balance: '10600.00' });

  await page.goto(`/si/${user.slug}/payments`);
  await row(page, 'RCT-000001').getByRole('button', { name: 'මකන්න', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ඔව්, එය මකන්න!' }).click();
  await expectNotification(page, `මෙම ලේඛනය ${today} බැංකු සැසඳුමෙන් නිෂ්කාශනය කර ඇත`);
  await page.screenshot({ path: join(ARTIFACTS, 'bank-statements-cleared-si.png'), fullPage: true });

  await page.goto(`/${user.slug}/payments`);
  await row(page, 'RCT-000001').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Yes/ }).click();
  await expectNotification(page, `This document is cleared by the bank reconciliation of ${today}: undo that reconciliation before reversing or deleting it.`);
  await page.screenshot({ path: join(ARTIFACTS, 'bank-statements-cleared-en.png'), fullPage: true });
});

test('a rule added on the page previews the line it fits and books it, matched; in Sinhala the rule and the matched line read so', async ({ page }) => {
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '5000' });
  const today = businessDay();
  await importStatement(page, bank.id, `Date,Description,Amount\n${today},INTEREST CREDIT,12.40\n${today},ATM CASH,-2000.00\n`);

  await page.goto(`/${user.slug}/bank-statements`);
  const rules = page.getByTestId('bank-rules');
  await rules.getByRole('button', { name: 'Add a rule' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Rule name').fill('Bank interest');
  await editor.getByLabel('Value').fill('interest');
  await editor.getByLabel(/^Memo/).fill('Interest on savings');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(rules.getByTestId('rules-preview')).toContainText('INTEREST CREDIT');
  await page.screenshot({ path: join(ARTIFACTS, 'bank-rules-en.png'), fullPage: true });
  await rules.getByRole('button', { name: 'Book 1 line' }).click();
  await expectNotification(page, 'A rule booked 1 line and matched it');
  await expect(rules.getByTestId('rules-preview')).toHaveCount(0);

  await page.goto(`/si/${user.slug}/bank-statements`);
  await expect(page.getByTestId('bank-rules')).toContainText('විස්තරය අඩංගු වේ “interest”');
  await page.getByRole('button', { name: 'ගැළපූ', exact: true }).click();
  await expect(page.getByTestId('statement-lines').getByRole('row', { name: /INTEREST CREDIT/ })).toContainText('ආදායම TRN-');
  await page.screenshot({ path: join(ARTIFACTS, 'bank-rules-si.png'), fullPage: true });
});
