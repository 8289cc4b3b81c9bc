import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { apiSend, expectNotification, row, rows } from './support/records';
import { newAccount, operator, registerViaApi, signIn } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

/** The token of the latest reset mail, read from the outbox (the e2e server sends no mail). */
async function mailedToken(slug: string): Promise<string> {
  const client = new Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    const { rows: found } = await client.query<{ body_text: string }>(
      `SELECT m.body_text FROM mail_outbox m JOIN workspaces w ON w.id = m.tenant_id
        WHERE w.slug = $1 AND m.about = 'account-reset' ORDER BY m.created_at DESC LIMIT 1`,
      [slug],
    );
    const token = /reset token is: ([0-9a-f]{32})/.exec(found[0]?.body_text ?? '')?.[1];
    if (!token) throw new Error('no reset token mailed');
    return token;
  } finally {
    await client.end();
  }
}

async function resetWith(page: Page, token: string) {
  await page.getByLabel('Reset token').fill(token);
  await page.getByRole('button', { name: 'Reset account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, reset it!' }).click();
}

test('an Entry user sees no Settings and is sent back from them, while its pickers still read taxes', async ({ page }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  await apiSend(page, 'POST', '/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' });
  const entry = newAccount('entry');
  await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');
  await page.context().clearCookies();

  await signIn(page, entry.email, entry.password);
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByText('Customers')).toBeVisible();
  await expect(page.getByTestId('menu-settings/configuration')).toHaveCount(0);
  await expect(menu.getByText('Settings')).toHaveCount(0);
  for (const path of ['settings/configuration', 'settings/configuration/taxes', 'settings/configuration/account-reset']) {
    await page.goto(`/${admin.slug}/${path}`);
    await expect(page).toHaveURL(new RegExp(`/${admin.slug}/dashboard$`));
  }
  // What a data-entry picker asks for still answers.
  const taxes = await page.request.get('/api/taxes');
  expect(taxes.status()).toBe(200);
  expect(((await taxes.json()) as { name: string }[]).map((t) => t.name)).toEqual(['VAT']);
  await page.goto(`/si/${admin.slug}/dashboard`);
  await expect(page.getByTestId('menu-customers')).toContainText('ගනුදෙනුකරුවන්');
  await expect(page.getByTestId('menu-settings/configuration')).toHaveCount(0);
  await look(page, join(ARTIFACTS, 'settings-entry-si.png'));
});

test('support: the support address and a note that opens the mail app, in English and Sinhala', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto(`/${user.slug}/settings/configuration`);
  await page.getByTestId('settings-support').click();
  await expect(page).toHaveURL(new RegExp(`/${user.slug}/settings/configuration/support$`));
  const section = page.getByTestId('support-section');
  await expect(section.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@ginuma.app');
  await expect(section.getByTestId('support-send')).toBeDisabled();
  await section.getByLabel('Message').fill('How do I add a second bank account?');
  const href = await section.getByTestId('support-send').getAttribute('href');
  expect(href).toContain('mailto:support@ginuma.app?subject=Ginuma%20support');
  expect(href).toContain('body=How%20do%20I%20add%20a%20second%20bank%20account%3F');
  await look(page, join(ARTIFACTS, 'settings-support-en.png'));
  await page.goto(`/si/${user.slug}/settings/configuration/support`);
  await expect(page.getByRole('heading', { name: 'අප හා කතා කරන්න' })).toBeVisible();
  await look(page, join(ARTIFACTS, 'settings-support-si.png'));
});

test('account reset: a wrong token is refused; the mailed token wipes the data and keeps the user signed in', async ({ page }) => {
  const user = await registerViaApi(page);
  await apiSend(page, 'POST', '/api/customers', { name: 'Lanka Traders', open_outstanding: '1250.00' });
  await apiSend(page, 'POST', '/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' });
  await page.goto(`/${user.slug}/settings/configuration/account-reset`);
  await expect(page.getByTestId('reset-warning')).toContainText('All your data will be deleted here !!');
  await expect(page.getByRole('button', { name: 'Reset account' })).toBeDisabled();

  await resetWith(page, '0'.repeat(32));
  await expectNotification(page, 'Reset failed!! Send reset token and try again');

  await page.getByRole('button', { name: 'Send reset token' }).click();
  await expectNotification(page, 'Reset token sent. Check your email.');
  const token = await mailedToken(user.slug);
  await look(page, join(ARTIFACTS, 'settings-reset-en.png'));
  await resetWith(page, token);
  await expectNotification(page, 'Account reset successfully.');

  await page.goto(`/${user.slug}/customers`);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.goto(`/${user.slug}/settings/configuration/taxes`);
  await expect(row(page, 'VAT')).toHaveCount(0);
  const verify = await page.request.get('/api/ledger/verify');
  expect(await verify.json()).toMatchObject({ hash_chain: { intact: true, events: 0 }, projections: { equal: true } });

  await page.goto(`/si/${user.slug}/settings/configuration/account-reset`);
  await expect(page.getByTestId('reset-warning')).toContainText('ඔබේ සියලු දත්ත මෙහිදී මකා දැමෙනු ඇත !!');
  await look(page, join(ARTIFACTS, 'settings-reset-si.png'));
});
