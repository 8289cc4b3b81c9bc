import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSend, expectNotification } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

/** The workspace's business day (Colombo), `back` days ago: what the API dates things by. */
const businessDay = (back = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
};

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a custom account and a balanced journal: live totals name the difference; saved as a draft, posted, then reversed', async ({ page }) => {
  const user = await registerViaApi(page);

  await page.goto(`/${user.slug}/books/accounts`);
  await expect(page.getByTestId('chart-of-accounts')).toContainText('Accounts receivable');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('2500');
  await dialog.getByLabel('Name (English)').fill('Bank loan');
  await dialog.getByLabel('Name (Sinhala)').fill('බැංකු ණය');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotification(page, 'Account saved');
  await expect(page.getByRole('row', { name: /2500/ })).toContainText('Liability');

  await page.goto(`/${user.slug}/journals/create`);
  await page.getByLabel('Memo').fill('Bank loan received');
  await choose(page, 'Account 1', /^1000 · Cash in hand$/);
  await page.getByLabel('Debit 1', { exact: true }).fill('50000');
  await choose(page, 'Account 2', /^2500 · Bank loan$/);
  await page.getByLabel('Credit 2', { exact: true }).fill('40000');
  await expect(page.getByTestId('journal-balance')).toHaveText('Debits and credits differ by 10000.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('journal-error')).toHaveText('Debits (50000.00) and credits (40000.00) must be equal: they differ by 10000.00.');

  await page.getByLabel('Credit 2', { exact: true }).fill('50000');
  await expect(page.getByTestId('journal-balance')).toHaveText('Balanced');
  await expect(page.getByTestId('journal-total-credit')).toHaveText('50000.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('JV-000001 · Draft').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('JV-000001 · Posted').first()).toBeVisible();
  await look(page, join(ARTIFACTS, 'books-journal-en.png'));

  await page.goto(`/${user.slug}/journals`);
  await expect(page.getByRole('row', { name: /JV-000001/ })).toContainText('Bank loan received');
  await page.goto(`/${user.slug}/books/accounts`);
  await expect(page.getByRole('row', { name: /2500/ })).toContainText('50000.00');

  await page.goto(`/si/${user.slug}/journals/${(await page.request.get('/api/journals').then((r) => r.json()))[0].id}`);
  await expect(page.getByText('JV-000001 · පොත්වල තබා ඇත').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'හර' })).toBeVisible();
  await look(page, join(ARTIFACTS, 'books-journal-si.png'));
  // Reversed, never edited: the reversal asks first, then posts today.
  await page.getByRole('button', { name: 'ආපසු හරවන්න' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ආපසු හරවන්න' }).click();
  await expect(page.getByText('JV-000001 · ආපසු හරවා ඇත').first()).toBeVisible();
});

test('a journal typed in Sinhala: live totals and the draft in Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/si/${user.slug}/journals/create`);
  await page.getByLabel('විස්තරය').fill('හිමිකරුගේ ප්‍රාග්ධනය');
  await choose(page, 'ගිණුම 1', /^1000 · /);
  await page.getByLabel('හර 1', { exact: true }).fill('25000');
  await choose(page, 'ගිණුම 2', /^3000 · /);
  await page.getByLabel('බැර 2', { exact: true }).fill('20000');
  await expect(page.getByTestId('journal-balance')).toHaveText('හර සහ බැර 5000.00 කින් වෙනස් වේ');
  await page.getByLabel('බැර 2', { exact: true }).fill('25000');
  await expect(page.getByTestId('journal-balance')).toHaveText('සමබරයි');
  await page.getByRole('button', { name: 'කෙටුම්පත සුරකින්න' }).click();
  await expect(page.getByText('JV-000001 · කෙටුම්පත').first()).toBeVisible();
  await look(page, join(ARTIFACTS, 'books-journal-draft-si.png'));
});

test('locking a period: a journal dated inside it is refused naming the lock date, in English and Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  const lockDate = businessDay(5);
  const inside = await apiSend(page, 'POST', '/api/journals', {
    date: lockDate,
    memo: 'Late accrual',
    lines: [{ account: 'expense', debit: '1200' }, { account: 'opening-balance-equity', credit: '1200' }],
  });

  await page.goto(`/${user.slug}/books/lock`);
  await expect(page.getByTestId('period-lock-current')).toHaveText('The books are not locked.');
  await page.getByLabel('Lock date').fill(lockDate);
  await page.getByRole('button', { name: 'Lock the books' }).click();
  await expect(page.getByTestId('period-lock-current')).toContainText('Books locked up to');
  await look(page, join(ARTIFACTS, 'books-lock-en.png'));

  await page.goto(`/${user.slug}/journals/${inside.id}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('journal-error')).toHaveText(`The books are locked up to ${lockDate}: nothing can be posted on or before that date.`);

  await page.goto(`/si/${user.slug}/books/lock`);
  await expect(page.getByTestId('period-lock-current')).toContainText('පොත් අගුළු දමා ඇත්තේ');
  await look(page, join(ARTIFACTS, 'books-lock-si.png'));
  await page.goto(`/si/${user.slug}/journals/${inside.id}`);
  await page.getByRole('button', { name: 'තහවුරු කරන්න' }).click();
  await expect(page.getByTestId('journal-error')).toContainText(lockDate);
  await expect(page.getByText('Late accrual').or(page.getByLabel('විස්තරය'))).toBeVisible();
});
