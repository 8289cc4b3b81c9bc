import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { businessDay } from './support/dates';
import { ARTIFACTS } from './support/paths';
import { apiSend, expectNotification, row } from './support/records';
import { registerViaApi } from './support/workspace';
import { look } from './support/look';

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

/** What the page says in each language, as a user reads it (not taken from the catalogues, so a lost translation fails). */
const WORDS = {
  en: {
    title: 'Bank Statements',
    account: 'Bank account',
    preview: 'Preview',
    previewed: '2 lines, 0 already imported',
    commit: 'Import these lines',
    match: 'Match',
    receipt: 'Receipt',
    income: 'Income',
    record: 'Record',
    recordAs: 'Record as',
    customer: 'Customer',
    category: 'Expense category',
    save: 'Save',
    noLines: 'No lines here. Import a statement to start.',
    closing: 'Statement closing balance',
    check: 'Show the difference',
    difference: /Difference/,
    finish: 'Finish reconciliation',
    report: 'Report (.xlsx)',
    reconciled: 'Reconciled',
    matched: 'Matched',
    badAmount: 'Row 2, column Amount: “දහය” is not an amount.',
    delete: 'Delete',
    view: 'View',
    edit: 'Edit',
    cleared: (date: string) => `This document is cleared by the bank reconciliation of ${date}: undo that reconciliation before reversing or deleting it.`,
    addRule: 'Add a rule',
    ruleName: 'Rule name',
    value: 'Value',
    memo: /^Memo/,
    bookTwo: 'Book 2 lines',
    booked: 'A rule booked 1 line and matched it',
    refused: 'The document of 1 line was refused; the line stays unmatched:',
    noCategory: 'Please select the expanse category',
    refusedAtImport: '1 line a rule fits was left unmatched: its document was refused. Book it from the rules to see why.',
    ruleSays: 'Description contains “interest”',
  },
  si: {
    title: 'බැංකු ප්‍රකාශ',
    account: 'බැංකු ගිණුම',
    preview: 'පෙරදසුන',
    previewed: 'පේළි 2, දැනටමත් ආයාත කළ 0',
    commit: 'මෙම පේළි ආයාත කරන්න',
    match: 'ගළපන්න',
    receipt: 'රිසිට්පත',
    income: 'ආදායම',
    record: 'සටහන් කරන්න',
    recordAs: 'සටහන් කරන්නේ',
    customer: 'පාරිභෝගිකයා',
    category: 'වියදම් කාණ්ඩය',
    save: 'සුරකින්න',
    noLines: 'මෙහි පේළි නැත. ආරම්භ කිරීමට ප්‍රකාශයක් ආයාත කරන්න.',
    closing: 'ප්‍රකාශයේ අවසාන ශේෂය',
    check: 'වෙනස පෙන්වන්න',
    difference: /වෙනස/,
    finish: 'සැසඳුම අවසන් කරන්න',
    report: 'වාර්තාව (.xlsx)',
    reconciled: 'සැසඳුම් කළ',
    matched: 'ගැළපූ',
    badAmount: 'පේළිය 2, තීරුව Amount: “දහය” යනු මුදලක් නොවේ.',
    delete: 'මකන්න',
    view: 'බලන්න',
    edit: 'සංස්කරණය',
    cleared: (date: string) => `මෙම ලේඛනය ${date} බැංකු සැසඳුමෙන් නිෂ්කාශනය කර ඇත: එය ආපසු හැරවීමට හෝ මකා දැමීමට පෙර එම සැසඳුම අහෝසි කරන්න.`,
    addRule: 'නීතියක් එක් කරන්න',
    ruleName: 'නීතියේ නම',
    value: 'අගය',
    memo: /^සටහන \(/,
    bookTwo: 'පේළි 2 ක් සටහන් කරන්න',
    booked: 'නීති මගින් පේළි 1 ක් සටහන් කර ගළපා ඇත',
    refused: 'පේළි 1 ක ලේඛනය ප්‍රතික්ෂේප විය; පේළිය නොගැළපී පවතී:',
    noCategory: 'කරුණාකර වියදම් කාණ්ඩය තෝරන්න',
    refusedAtImport: 'නීතියකට ගැළපෙන පේළි 1 ක් නොගැළපී ඉතිරි විය: එහි ලේඛනය ප්‍රතික්ෂේප විය. හේතුව දැකීමට නීති වෙතින් එය සටහන් කරන්න.',
    ruleSays: 'විස්තරය අඩංගු වේ “interest”',
  },
} as const;

/** A row's Delete is there but disabled, and its tooltip says why: the refusal the server would answer. */
async function expectDeleteRefused(page: Page, rowText: string, w: (typeof WORDS)[keyof typeof WORDS], date: string): Promise<void> {
  const actions = row(page, rowText);
  await expect(actions.getByRole('button', { name: w.delete, exact: true })).toBeDisabled();
  await actions.getByTestId('cleared-action').hover();
  await expect(page.getByRole('tooltip')).toHaveText(w.cleared(date));
}

test('si: a statement imported, a line matched by hand, an expense made from a line, the account reconciled with its report; the cleared expense offers no delete; a bad file is refused by row (its lines in en)', async ({ page }) => {
  const w = WORDS.si;
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Traders' });
  await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Utilities', type: 'Cost of Operations' });
  const today = businessDay();
  await apiSend(page, 'POST', '/api/payments?confirm=true', { customer_id: customer.id, date: today, account_id: bank.id, pay_type: 'Bank', paid_amount: '1500.00', invoices: [] });
  const [y, m, d] = today.split('-');
  const statement = ['Txn Date,Description,Reference,Debit,Credit,Balance', `${d}/${m}/${y},CEFT Perera Traders,,,"1,500.00","11,500.00"`, `${d}/${m}/${y},විදුලි බිල CEB,,250.00,,"11,250.00"`].join('\n');

  await page.goto(`/si/${user.slug}/bank-statements`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByLabel(w.account)).toContainText('Sampath Current');
  await page.locator('input[name="file"]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`Date,Amount\n${d}/${m}/${y},දහය\n`) });
  await page.getByRole('button', { name: w.preview }).click();
  await expect(page.getByText(w.badAmount)).toBeVisible();
  await page.locator('input[name="file"]').setInputFiles({ name: 'sampath.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByRole('button', { name: w.preview }).click();
  await expect(page.getByTestId('statement-preview')).toContainText(w.previewed);
  await page.getByRole('button', { name: w.commit }).click();

  const lines = page.getByTestId('statement-lines');
  await lines.getByRole('row', { name: /CEFT Perera Traders/ }).getByRole('button', { name: w.match }).click();
  const match = page.getByRole('dialog');
  await match.getByRole('button', { name: new RegExp(`${w.receipt} RCT-000001`) }).click();
  await match.getByRole('button', { name: w.match, exact: true }).click();
  await expect(lines.getByRole('row', { name: /CEFT Perera Traders/ })).toHaveCount(0);

  await lines.getByRole('row', { name: /විදුලි බිල CEB/ }).getByRole('button', { name: w.record, exact: true }).click();
  const entry = page.getByRole('dialog');
  await expect(entry.getByLabel(w.recordAs)).toBeVisible();
  await entry.getByLabel(w.category).click();
  await page.getByRole('option', { name: 'Utilities' }).click();
  await entry.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.noLines)).toBeVisible();

  await page.getByLabel(w.closing).fill('11250.00');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByTestId('reconciliation-figures').getByRole('row', { name: w.difference })).toContainText('0.00');
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page.getByTestId('reconciliations')).toContainText('11,250.00');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.report }).click();
  expect((await download).suggestedFilename()).toBe(`bank-reconciliation-${today}.xlsx`);
  await page.getByRole('button', { name: w.reconciled }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText(`${w.receipt} RCT-000001`);
  await look(page, join(ARTIFACTS, 'bank-statements-si.png'));

  await page.goto(`/si/${user.slug}/expenses`);
  await expectDeleteRefused(page, 'TRN-', w, today);
  // Opened, the entry offers no edit (which reverses it) and a disabled Delete saying why.
  await row(page, 'TRN-').getByRole('link', { name: w.view }).click();
  const opened = page.getByRole('dialog');
  await expect(opened.getByRole('button', { name: w.delete, exact: true })).toBeDisabled();
  await expect(opened.getByRole('button', { name: w.edit })).toHaveCount(0);
  await expect(opened.getByRole('alert')).toHaveText(w.cleared(today));
  await opened.getByTestId('cleared-action').hover();
  await expect(page.getByRole('tooltip')).toHaveText(w.cleared(today));
  await look(page, join(ARTIFACTS, 'bank-statements-cleared-expense-si.png'));

  // The reconciled lines in English.
  await page.goto(`/${user.slug}/bank-statements`);
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.title })).toBeVisible();
  await page.getByRole('button', { name: WORDS.en.reconciled }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText(`${WORDS.en.receipt} RCT-000001`);
});

test('en: a receipt made from a line pays the customer’s invoice; once reconciled its Delete is not offered, and says why (also in si)', async ({ page }) => {
  const w = WORDS.en;
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' });
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Traders' });
  const today = businessDay();
  const invoice = await apiSend(page, 'POST', '/api/invoices', { customer_id: customer.id, date: businessDay(-10), due_date: today, lines: [{ description: 'Consulting', price: '600', quantity: 1 }] });
  await apiSend(page, 'POST', `/api/invoices/confirm/${invoice.id}`);
  await importStatement(page, bank.id, `Date,Description,Amount\n${today},CEFT Perera Traders,600.00\n`);

  await page.goto(`/${user.slug}/bank-statements`);
  await page.getByTestId('statement-lines').getByRole('row', { name: /CEFT Perera Traders/ }).getByRole('button', { name: w.record, exact: true }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel(w.recordAs).click();
  await page.getByRole('option', { name: w.receipt }).click();
  await entry.getByLabel(w.customer).click();
  await page.getByRole('option', { name: 'Perera Traders' }).click();
  await look(page, join(ARTIFACTS, 'bank-statements-receipt-en.png'));
  await entry.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.noLines)).toBeVisible();
  expect(((await (await page.request.get(`/api/invoices/${invoice.id}`)).json()) as { due: string }).due).toBe('0.00');
  await apiSend(page, 'POST', '/api/bank-reconciliations', { account_id: bank.id, statement_date: today, closing_balance: '10600.00' });

  await page.goto(`/${user.slug}/payments`);
  await expectDeleteRefused(page, 'RCT-000001', w, today);
  await look(page, join(ARTIFACTS, 'bank-statements-cleared-en.png'));
  await page.goto(`/si/${user.slug}/payments`);
  await expectDeleteRefused(page, 'RCT-000001', WORDS.si, today);
});

test('si: a rule added on the page previews the line it fits and books it, matched; a line whose document is refused stays, with the reason (the rules in en)', async ({ page }) => {
  const w = WORDS.si;
  const user = await registerViaApi(page);
  const bank = await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '5000' });
  const today = businessDay();
  await importStatement(page, bank.id, `Date,Description,Amount\n${today},INTEREST CREDIT,12.40\n${today},ATM CASH,-2000.00\n`);
  // A rule whose expense category is gone by the time it runs: the expense's own command refuses it.
  const category = await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Petty cash', type: 'Cost of Operations' });
  const conditions = [{ field: 'description', operator: 'contains', value: 'atm' }];
  await apiSend(page, 'POST', '/api/bank-rules', { name: 'ATM', match: 'all', conditions, action: 'create', entry: { kind: 'expense', expense_category_id: category.id } });
  await apiSend(page, 'DELETE', `/api/expenses-categories/${category.id}`);

  await page.goto(`/si/${user.slug}/bank-statements`);
  // A line recorded as a receipt asks for its customer (the receipt itself is made in English, above).
  await page.getByTestId('statement-lines').getByRole('row', { name: /INTEREST CREDIT/ }).getByRole('button', { name: w.record, exact: true }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel(w.recordAs).click();
  await page.getByRole('option', { name: w.receipt }).click();
  await expect(entry.getByLabel(w.customer)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(entry).toHaveCount(0);

  const rules = page.getByTestId('bank-rules');
  await rules.getByRole('button', { name: w.addRule }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel(w.ruleName).fill('Bank interest');
  await editor.getByLabel(w.value).fill('interest');
  await editor.getByLabel(w.memo).fill('Interest on savings');
  await editor.getByRole('button', { name: w.save }).click();
  await expect(rules).toContainText(w.ruleSays);
  await expect(rules.getByTestId('rules-preview')).toContainText('INTEREST CREDIT');
  await look(page, join(ARTIFACTS, 'bank-rules-si.png'));
  await rules.getByRole('button', { name: w.bookTwo }).click();
  await expectNotification(page, w.booked);
  await expect(rules.getByTestId('rules-refused')).toContainText(`${w.refused}`);
  await expect(rules.getByTestId('rules-refused')).toContainText(`ATM CASH: ${w.noCategory}`);
  await expect(rules.getByTestId('rules-preview')).not.toContainText('INTEREST CREDIT');
  await expect(rules.getByTestId('rules-preview')).toContainText('ATM CASH');
  await look(page, join(ARTIFACTS, 'bank-rules-refused-si.png'));

  // At import the rules run on the new lines; one whose document is refused is imported unmatched, and the import says so.
  await page.locator('input[name="file"]').setInputFiles({ name: 'hnb.csv', mimeType: 'text/csv', buffer: Buffer.from(`Date,Description,Amount\n${today},ATM CASH KANDY,-500.00\n`) });
  await page.getByRole('button', { name: w.preview }).click();
  await page.getByRole('button', { name: w.commit }).click();
  await expectNotification(page, w.refusedAtImport);
  await expect(rules.getByTestId('rules-preview')).toContainText('ATM CASH KANDY');
  await page.getByRole('button', { name: w.matched, exact: true }).click();
  await expect(page.getByTestId('statement-lines').getByRole('row', { name: /INTEREST CREDIT/ })).toContainText(`${w.income} TRN-`);

  // The rules and the booked line in English.
  await page.goto(`/${user.slug}/bank-statements`);
  await expect(rules).toContainText(WORDS.en.ruleSays);
  await page.getByRole('button', { name: WORDS.en.matched, exact: true }).click();
  await expect(page.getByTestId('statement-lines').getByRole('row', { name: /INTEREST CREDIT/ })).toContainText(`${WORDS.en.income} TRN-`);
});
