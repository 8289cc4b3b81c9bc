import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSend, rows } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

// The longest flow here: each step waits longer on a machine shared by many runs.
const slowExpect = expect.configure({ timeout: 45_000 });

/** Picks an option by its leading text (account options also show the balance). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${option}( \\(|$)`) }).click();
}

test('a transfer between bank accounts: refused beyond the balance and to the same account, then booked and shown in and out', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'HNB Savings', balance: '0' });

  await page.goto(`/${user.slug}/transactions`);
  await expect(page.locator('tr[data-account="BOC Current"]')).toContainText('5,000.00');
  await page.getByRole('button', { name: 'New Transfer' }).click();
  await choose(page, 'From account', 'BOC Current');
  await choose(page, 'To account', 'BOC Current');
  await page.getByLabel('Value').fill('6000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The to account and from account must be different.')).toBeVisible();
  await choose(page, 'To account', 'HNB Savings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The value may not exceed the balance of the from account (5000.00).')).toBeVisible();
  await page.getByLabel('Value').fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.locator('tr[data-account="HNB Savings"]')).toContainText('1,200.00');
  await expect(page.locator('tr[data-account="BOC Current"]')).toContainText('3,800.00');
  // Every entry of the period lists the transfer's two sides, each with its account's balance after it.
  const sides = page.getByTestId('cash-book-entry').filter({ hasText: 'TRN-000001' });
  await expect(sides).toHaveCount(2);
  await expect(sides.filter({ hasText: 'HNB Savings' })).toContainText('1,200.00');
  await expect(sides.filter({ hasText: 'BOC Current' })).toContainText('3,800.00');
  await expect(page.getByRole('row', { name: /TRN-000001/ }).last()).toContainText('Transfer');
  await look(page, join(ARTIFACTS, 'cashbook-en.png'));

  await page.goto(`/si/${user.slug}/transactions`);
  await expect(page.getByText('මුදල් පොත').first()).toBeVisible();
  await expect(page.locator('tr[data-account="HNB Savings"]')).toContainText('1,200.00');
  await look(page, join(ARTIFACTS, 'cashbook-si.png'));
});

test('expenses: booked from their own list, opened into the ledger, deleted by a reversal; incomes in Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' });

  await page.goto(`/${user.slug}/transactions`);
  await page.getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/expenses$`));
  await page.getByRole('link', { name: 'New Expense' }).first().click();
  await choose(page, 'Account', 'BOC Current');
  await page.getByLabel('Amount').fill('750.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select the expanse category')).toBeVisible();
  await choose(page, 'Expense category', 'Fuel');
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row', { name: /TRN-000001/ });
  await expect(row).toContainText('750.25');
  await expect(row).toContainText('Fuel');
  await row.click();
  const entry = page.getByRole('dialog', { name: 'Expense TRN-000001' });
  await expect(entry).toContainText('BOC Current');
  await entry.getByTestId('ledger-amount').click();
  const explain = page.getByRole('dialog').last();
  await expect(explain).toContainText('BOC Current');
  await expect(explain.getByRole('row').filter({ hasText: '750.25' })).toHaveCount(1);
  await look(page, join(ARTIFACTS, 'expense-explain-en.png'), { fullPage: false });
  await page.keyboard.press('Escape');
  await entry.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.goto(`/${user.slug}/expenses?view=deleted`);
  await expect(page.getByRole('row', { name: /TRN-000001/ })).toBeVisible();
  await page.goto(`/${user.slug}/transactions`);
  await expect(page.locator('tr[data-account="BOC Current"]')).toContainText('5,000.00');
  await look(page, join(ARTIFACTS, 'cashbook-list-en.png'));

  await apiSend(page, 'POST', '/api/incomes', { account: 'cash', amount: '300.00', date: new Date().toISOString().slice(0, 10), remark: 'Scrap' });
  await page.goto(`/si/${user.slug}/incomes`);
  const income = page.getByRole('row', { name: /TRN-000002/ });
  await expect(income).toContainText('300.00');
  await expect(page.getByText('ආදායම්').first()).toBeVisible();
  await look(page, join(ARTIFACTS, 'incomes-si.png'));
});

test('an expense with a client: Client and Type columns, In/Out filter, edited as a reversal and a replacement; the same in Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' });
  await apiSend(page, 'POST', '/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' });
  await apiSend(page, 'POST', '/api/suppliers', { name: 'Lanka Fuel', type: 'Local Vendor' });
  await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });

  await page.goto(`/${user.slug}/expenses?edit=create`);
  await choose(page, 'Account', 'BOC Current');
  await choose(page, 'Expense category', 'Fuel');
  await page.getByLabel('Client').fill('Lanka');
  await page.getByRole('option', { name: 'Lanka Fuel' }).click();
  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Save' }).click();
  await slowExpect(page.getByRole('row', { name: /TRN-000001/ })).toContainText('Lanka Fuel');

  await page.goto(`/${user.slug}/transactions`);
  const first = rows(page).filter({ hasText: 'TRN-000001' });
  await slowExpect(first).toContainText('Out');
  await slowExpect(first).toContainText('Lanka Fuel');
  await slowExpect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'In', exact: true }).click();
  await slowExpect(first).toBeHidden();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Out', exact: true }).click();
  await slowExpect(first).toBeVisible();
  await look(page, join(ARTIFACTS, 'cashbook-client-type-en.png'));

  await first.click();
  const original = page.getByRole('dialog', { name: 'Expense TRN-000001' });
  await original.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Expense' });
  await slowExpect(editor.getByLabel('Client')).toHaveValue('Lanka Fuel');
  await editor.getByLabel('Client').fill('Perera');
  await page.getByRole('option', { name: 'Perera Stores' }).click();
  await editor.getByLabel('Amount').fill('6000');
  await editor.getByRole('button', { name: 'Save' }).click();
  await slowExpect(editor.getByText('The value may not exceed the balance of the from account (5000.00).')).toBeVisible();
  await editor.getByLabel('Amount').fill('250');
  await look(page, join(ARTIFACTS, 'cashbook-edit-en.png'), { fullPage: false });
  await editor.getByRole('button', { name: 'Save' }).click();

  const replacement = page.getByRole('dialog', { name: 'Expense TRN-000002' });
  await slowExpect(replacement).toContainText('Replaces TRN-000001.');
  await slowExpect(replacement).toContainText('Perera Stores (Customer)');
  await slowExpect(replacement).toContainText('250.00');
  await look(page, join(ARTIFACTS, 'cashbook-replacement-en.png'), { fullPage: false });
  await replacement.getByRole('button', { name: 'Replaces TRN-000001.' }).click();
  const reversed = page.getByRole('dialog', { name: 'Expense TRN-000001' });
  await slowExpect(reversed).toContainText('replaced by TRN-000002');
  await slowExpect(reversed.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await reversed.getByRole('button', { name: 'Close' }).click();
  await slowExpect(page.locator('tr[data-account="BOC Current"]')).toContainText('4,750.00');
  await slowExpect(rows(page).filter({ hasText: 'TRN-000002' })).toContainText('Perera Stores');
  await slowExpect(rows(page).filter({ hasText: 'TRN-000001' })).toBeHidden();
  await page.goto(`/${user.slug}/transactions?view=deleted`);
  await slowExpect(page.getByRole('row', { name: /TRN-000001/ })).toContainText('Lanka Fuel');

  await page.goto(`/si/${user.slug}/transactions`);
  const row = rows(page).filter({ hasText: 'TRN-000002' });
  await slowExpect(row).toContainText('ගෙවීම්');
  await slowExpect(row).toContainText('Perera Stores');
  await slowExpect(page.getByRole('columnheader', { name: 'ගනුදෙනුකරු' })).toBeVisible();
  await row.click();
  await slowExpect(page.getByRole('dialog').first()).toContainText('TRN-000001 ප්‍රතිස්ථාපනය කරයි.');
  await look(page, join(ARTIFACTS, 'cashbook-replacement-si.png'));
  await page.getByRole('dialog').first().getByRole('button', { name: 'සංස්කරණය' }).click();
  await slowExpect(page.getByRole('dialog', { name: 'වියදම සංස්කරණය' })).toBeVisible();
  await look(page, join(ARTIFACTS, 'cashbook-edit-si.png'), { fullPage: false });
});
