import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { newAccount, operator, registerViaApi, signIn } from './support/workspace';
import { look } from './support/look';

interface LedgerEventRow {
  position: number;
  stream: string;
  type: string;
  recordedAt: string;
}

async function send(page: Page, method: 'POST' | 'PUT', url: string, data: object): Promise<{ id: string }> {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

async function streamEvents(page: Page, stream: string): Promise<LedgerEventRow[]> {
  const response = await page.request.get(`/api/ledger/events?sort=${encodeURIComponent('["position","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ stream }))}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as LedgerEventRow[];
}

/** `datetime-local` text, in the browser's time zone, for the whole second one second before `iso`. */
function secondBefore(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => {
    const date = new Date(new Date(at).getTime() - 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, iso);
}

test('the audit trail shows who posted what, and a balance opens into its events on both time axes', async ({ page }) => {
  const admin = await registerViaApi(page);
  const customer = await send(page, 'POST', '/api/customers', { name: 'Perera Stores', open_outstanding: '1250.00' });
  await send(page, 'POST', '/api/customers', { name: 'Silva Traders', open_outstanding: '10.00' });
  // The edit lands in a later second than the opening, so "known at" can fall between them.
  await page.waitForTimeout(1100);
  await send(page, 'PUT', `/api/customers/${customer.id}`, { name: 'Perera Stores', open_outstanding: '1000.00' });
  const stream = `customer-${customer.id}`;
  const [opening, edit] = await streamEvents(page, stream);
  expect(edit.type).toBe('OpeningBalanceSet');

  await page.goto(`/${admin.slug}/dashboard`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Audit trail').click();
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/audit-trail`));
  await expect(page.getByTestId('paging-summary')).toHaveText('Showing 1 to 3 of 3 entries');

  await page.getByLabel('Stream').fill(stream);
  await expect(page.getByTestId('paging-summary')).toHaveText('Showing 1 to 2 of 2 entries');
  const rows = page.getByTestId('event-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`#${edit.position}`);
  await expect(rows.first()).toContainText('Opening balance set');
  await expect(rows.first()).toContainText(admin.name);
  // The stream is named as an accountant knows it, not by its id.
  await expect(rows.first().getByTestId('stream-name')).toHaveText('Customer · Perera Stores');

  await rows.first().click();
  const detail = page.getByTestId('event-detail');
  await expect(detail.getByRole('heading', { name: `Event ${edit.position}` })).toBeVisible();
  await expect(detail.getByTestId('postings-debit')).toHaveText('250.00');
  await expect(detail.getByTestId('postings-credit')).toHaveText('250.00');
  await expect(detail.getByTestId('postings-status')).toHaveText('Debits equal credits');
  await expect(detail.getByTestId('event-actor')).toHaveText(admin.name);
  await expect(detail.getByTestId('payload')).toContainText('Open outstanding');
  await expect(detail.getByTestId('payload')).toContainText('1,000.00');
  await expect(detail.getByTestId('event-prev-hash')).toHaveText(/^[0-9a-f]{16,}$/);
  const receivable = detail.getByTestId('postings').getByRole('row').filter({ hasText: 'Receivable' });
  await expect(receivable).toContainText('Perera Stores');
  await expect(receivable.getByTestId('ledger-amount')).toHaveText('1,000.00');
  await expect(detail.getByTestId('stream-name')).toHaveText('Customer · Perera Stores');
  await look(page, join(ARTIFACTS, 'audit-trail-en.png'), { fullPage: false });
  await look(page, join(ARTIFACTS, 'audit-trail-en.png'), { fullPage: false });

  await receivable.getByTestId('ledger-amount').click();
  const dialog = page.getByTestId('explain-dialog');
  await expect(dialog.getByTestId('explain-line')).toHaveCount(2);
  await expect(dialog.getByTestId('explain-balance')).toHaveText('1,000.00');
  await expect(dialog.getByTestId('explain-running')).toHaveText(['1,250.00', '1,000.00']);
  await look(page, join(ARTIFACTS, 'drilldown-en.png'), { fullPage: false });

  await dialog.getByLabel('As known at').fill(await secondBefore(page, edit.recordedAt));
  await expect(dialog.getByTestId('explain-line')).toHaveCount(1);
  await expect(dialog.getByTestId('explain-balance')).toHaveText('1,250.00');

  await dialog.getByRole('link', { name: `Open in the audit trail #${opening.position}` }).click();
  await expect(page).toHaveURL(new RegExp(`event=${opening.position}`));
  await expect(page.getByTestId('event-detail').getByRole('heading', { name: `Event ${opening.position}` })).toBeVisible();
  await expect(page.getByTestId('event-detail').getByTestId('postings-debit')).toHaveText('1,250.00');
  await page.getByTestId('event-detail').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Verify ledger' }).click();
  await expect(page.getByTestId('verify-chain')).toContainText('Hash chain intact: 3 events checked.');
  await expect(page.getByTestId('verify-projections')).toContainText('Projections equal a replay of the events.');
  await look(page, join(ARTIFACTS, 'audit-trail-verified-en.png'), { fullPage: false });

  // Sinhala in the dark theme: both catalogues and both themes get looked at.
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();

  await page.goto(`/si/${admin.slug}/audit-trail?event=${edit.position}`);
  await expect(page.getByTestId('event-detail').getByTestId('postings-status')).toHaveText('හර සහ බැර සමානයි');
  await expect(page.getByTestId('event-row')).toHaveCount(3);
  await expect(page.getByTestId('event-row').getByTestId('stream-name').first()).toContainText('Perera Stores');
  await look(page, join(ARTIFACTS, 'audit-trail-si.png'), { fullPage: false });
  await look(page, join(ARTIFACTS, 'audit-trail-si.png'), { fullPage: false });
  await page.getByTestId('event-hash').scrollIntoViewIfNeeded();
  await look(page, join(ARTIFACTS, 'audit-trail-si-integrity.png'), { fullPage: false });
  await page.getByTestId('postings').getByRole('row').filter({ hasText: 'ලැබිය යුතු' }).getByTestId('ledger-amount').click();
  await expect(page.getByTestId('explain-line')).toHaveCount(2);
  await look(page, join(ARTIFACTS, 'drilldown-si.png'), { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${admin.slug}/audit-trail`);
  await expect(page.getByTestId('event-row')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await look(page, join(ARTIFACTS, 'audit-trail-phone.png'));
});

test('Audit users read the audit trail; Entry users have neither the menu entry nor the page', async ({ page }) => {
  const admin = await registerViaApi(page);
  await send(page, 'POST', '/api/customers', { name: 'Fernando Hardware', open_outstanding: '75.50' });
  await operator('set', admin.slug, '--plan', '1');
  const audit = newAccount('audit');
  const entry = newAccount('entry');
  await operator('add-user', admin.slug, '--email', audit.email, '--name', audit.name, '--password', audit.password, '--role', '2');
  await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');

  await page.context().clearCookies();
  await signIn(page, audit.email, audit.password);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Audit trail').click();
  await expect(page.getByTestId('event-row')).toHaveCount(1);
  await expect(page.getByTestId('event-row')).toContainText(admin.name);
  await page.getByTestId('event-row').click();
  await expect(page.getByTestId('event-detail').getByTestId('postings-status')).toHaveText('Debits equal credits');

  // A request still in flight could set the session cookie again after it is cleared.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, entry.email, entry.password);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Invoices')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Audit trail')).toHaveCount(0);
  await page.goto(`/${admin.slug}/audit-trail`);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
});
