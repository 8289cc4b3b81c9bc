import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { businessDay } from './support/dates';
import { apiSend, rows } from './support/records';
import { registerViaApi } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

test('public pages ask who is signed in without logging an error, en and si', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/login', '/si/login', '/register', '/si/forgot-password']) {
    await page.goto(path);
    await expect(page.locator('form')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

// Debian's chromium has no Sinhala locale data: the dates must still read in Sinhala.
test('a Sinhala page writes its dates with Sinhala month names', async ({ page }) => {
  const user = await registerViaApi(page);
  const today = businessDay();
  const customer = await apiSend(page, 'POST', '/api/customers', { name: 'Perera Stores' });
  await apiSend(page, 'POST', '/api/invoices', { customer_id: customer.id, date: today, lines: [{ description: 'Service', unit_price: '100.00', quantity: '1' }] });

  await page.goto(`/si/${user.slug}/invoices`);
  const [year, , day] = today.split('-');
  await expect(rows(page).first()).toContainText(new RegExp(`${year} [\\u0D80-\\u0DFF\\u200D]+ ${Number(day)}`));
  await look(page, join(ARTIFACTS, 'invoice-list-dates-si.png'), { fullPage: false });
  await page.goto(`/${user.slug}/invoices`);
  await expect(rows(page).first()).toContainText(new RegExp(`[A-Z][a-z]{2} ${Number(day)}, ${year}`));
  await look(page, join(ARTIFACTS, 'invoice-list-dates-en.png'), { fullPage: false });
});
