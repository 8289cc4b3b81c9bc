import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { expectNotification } from './support/records';
import { newAccount, operator, registerViaApi, signIn } from './support/workspace';

const LOCALES = [
  { prefix: '', label: 'en', activated: 'The Free plan is now active.', free: 'Start free plan' },
  { prefix: '/si', label: 'si', activated: 'Free සැලසුම දැන් සක්‍රියයි.', free: 'නොමිලේ සැලසුම අරඹන්න' },
] as const;

for (const { prefix, label, activated, free } of LOCALES) {
  test(`${label}: the admin of a new workspace takes the free plan, and an Entry user can then work`, async ({ page, browser }) => {
    const admin = await registerViaApi(page);
    const entry = newAccount('entry');
    await operator('add-user', admin.slug, '--email', entry.email, '--name', entry.name, '--password', entry.password, '--role', '3');

    // The public catalogue leads a signed-in admin to their plans page.
    await page.goto(`${prefix}/business-plan`);
    await expect(page.getByTestId('public-plan-1')).toContainText('6,000.00');
    await page.getByRole('link', { name: label === 'en' ? 'Continue' : 'ඉදිරියට' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${admin.slug}/plans$`));
    await expect(page.getByTestId('plan-3')).toBeVisible();
    await page.screenshot({ path: join(ARTIFACTS, `plans-${label}.png`), fullPage: true });
    await page.getByTestId('plan-3').getByRole('button', { name: free }).click();
    await expectNotification(page, activated);
    await expect(page.getByTestId('plan-status')).toContainText('Free');

    // Settings › Payment Plan shows the plan and its history.
    await page.goto(`${prefix}/${admin.slug}/settings/configuration/plans`);
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByTestId('payment-history').locator('tbody tr')).toHaveCount(1);
    await page.screenshot({ path: join(ARTIFACTS, `payment-plan-${label}.png`), fullPage: true });

    const context = await browser.newContext();
    const entryPage = await context.newPage();
    await signIn(entryPage, entry.email, entry.password, prefix);
    await expect(entryPage.getByRole('navigation').first()).toBeVisible();
    await expect(entryPage.getByTestId('plan-required')).toHaveCount(0);
    await entryPage.goto(`${prefix}/${admin.slug}/customers`);
    await expect(entryPage).toHaveURL(new RegExp(`${prefix}/${admin.slug}/customers$`));
    await expect(entryPage.getByTestId('plan-required')).toHaveCount(0);
    await context.close();
  });
}

test('an expired plan shows the dialog; the admin renews by bank transfer and the operator confirms it', async ({ page }) => {
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '2', '--expired');

  await page.goto(`/${admin.slug}/dashboard`);
  const dialog = page.getByTestId('expired-dialog');
  await expect(dialog.getByRole('heading', { name: 'Your plan has expired' })).toBeVisible();
  await dialog.getByTestId('renew-plan').click();
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/plans$`));
  await expect(page.getByTestId('plan-status')).toContainText('expired');

  // PayHere: a signed form to post to its checkout (not submitted here: no network).
  await page.getByTestId('plan-2').getByRole('button', { name: /Pay LKR/ }).click();
  const checkout = page.getByTestId('payhere-checkout');
  await expect(checkout.getByRole('button', { name: 'Continue to PayHere' })).toBeVisible();
  await expect(checkout.locator('form')).toHaveAttribute('action', 'https://sandbox.payhere.lk/pay/checkout');
  await expect(checkout.locator('input[name="amount"]')).toHaveValue('2500.00');

  await page.getByLabel('Bank transfer').check();
  await page.getByTestId('plan-2').getByRole('button', { name: /Pay LKR/ }).click();
  const transfer = page.getByTestId('bank-transfer');
  await expect(transfer).toContainText('Bank of Ceylon');
  const reference = (await transfer.getByTestId('payment-reference').textContent()) ?? '';
  expect(reference).toMatch(/^GN/);
  await page.screenshot({ path: join(ARTIFACTS, 'plans-bank-transfer.png'), fullPage: true });

  expect(await operator('payments', 'confirm', reference)).toContain('Confirmed');
  await page.goto(`/${admin.slug}/settings/configuration/plans`);
  await expect(page.getByTestId('expired-dialog')).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toHaveText('Standard');
  await expect(page.getByTestId('plan-expiry')).toContainText('Expires on');
  await expect(page.getByTestId('payment-history')).toContainText('Paid');
});

for (const { prefix, label } of LOCALES) {
  test(`${label}: the admin creates an API key, copies it once, sees it used, and revokes it`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const admin = await registerViaApi(page);
    await operator('set', admin.slug, '--plan', '1');
    await page.goto(`${prefix}/${admin.slug}/settings/configuration/business-configuration`);
    const panel = page.getByTestId('api-key-panel');
    // The settings chunk, its document and the key load one after another: on a busy machine that outlasts 7 s.
    await expect(panel.getByTestId('api-key-none')).toBeVisible({ timeout: 20_000 });
    await panel.getByRole('button').filter({ hasText: label === 'en' ? 'Create key' : 'යතුර සාදන්න' }).click();
    const created = panel.getByTestId('api-key-created');
    await expect(created).toBeVisible();
    await created.getByRole('button').click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^gnm_/);
    await expect(panel.getByTestId('api-key-value')).toHaveText(key);
    await page.screenshot({ path: join(ARTIFACTS, `api-key-${label}.png`), fullPage: true });

    const script = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
    expect((await script.get('/api/customers')).status()).toBe(200);
    expect((await script.post('/api/customers', { data: { name: 'By script' } })).status()).toBe(403);

    // Shown once: after a reload only the prefix and the last use remain.
    await page.reload();
    await expect(panel.getByTestId('api-key-current')).toContainText(key.slice(0, 12));
    await expect(panel.getByTestId('api-key-value')).toHaveCount(0);
    await expect(panel.getByTestId('api-key-last-used')).not.toHaveText(label === 'en' ? 'never used' : 'කිසි දිනෙක භාවිත කර නැත');

    await panel.getByRole('button', { name: label === 'en' ? 'Revoke' : 'යතුර අහෝසි කරන්න' }).click();
    await page.getByRole('dialog').getByRole('button', { name: label === 'en' ? 'Revoke' : 'යතුර අහෝසි කරන්න' }).click();
    await expect(panel.getByTestId('api-key-none')).toBeVisible();
    expect((await script.get('/api/customers')).status()).toBe(401);
    await script.dispose();
  });
}
