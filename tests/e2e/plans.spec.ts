import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { expectNotification, row } from './support/records';
import { newAccount, operator, registerViaApi, signIn } from './support/workspace';
import { look } from './support/look';

const LOCALES = [
  { prefix: '', label: 'en', activated: 'The Free plan is now active.', free: 'Start free plan', newUser: 'New User', entryRole: 'Entry' },
  {
    prefix: '/si',
    label: 'si',
    free: 'නොමිලේ සැලසුම අරඹන්න',
    newUser: 'නව පරිශීලකයා',
    role: 'භූමිකාව',
    entryRole: 'දත්ත ඇතුළත් කරන්නා',
    created: 'පරිශීලකයා සාර්ථකව සාදන ලදී',
  },
] as const;

const [EN, SI] = LOCALES;

// The flow runs once: the plan is taken in English and the Entry user added and signed in in Sinhala; each
// language's key screens are then read in the other (the Sinhala free plan's click is first-day.spec.ts's).
test('the admin of a new workspace takes the free plan (en), and an Entry user then added can work (si)', async ({ page, browser }) => {
  const admin = await registerViaApi(page);
  const entry = newAccount('entry');

  // The public catalogue leads a signed-in admin to their plans page.
  await page.goto('/business-plan');
  await expect(page.getByTestId('public-plan-1')).toContainText('6,000.00');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${admin.slug}/plans$`));
  await expect(page.getByTestId('plan-3')).toBeVisible();
  await look(page, join(ARTIFACTS, 'plans-en.png'));
  await page.getByTestId('plan-3').getByRole('button', { name: EN.free }).click();
  await expectNotification(page, EN.activated);
  await expect(page.getByTestId('plan-status')).toContainText('Free');

  // Settings › Payment Plan shows the plan and its history.
  await page.goto(`${SI.prefix}/${admin.slug}/settings/configuration/plans`);
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('payment-history').locator('tbody tr')).toHaveCount(1);
  await look(page, join(ARTIFACTS, 'payment-plan-si.png'));

  // Settings › User Registry: the admin adds the Entry user the plan has room for.
  await page.goto(`${SI.prefix}/${admin.slug}/settings/configuration/users`);
  await page.getByRole('link', { name: SI.newUser }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="name"]').fill(entry.name);
  await dialog.locator('input[name="email"]').fill(entry.email);
  await dialog.getByLabel(SI.role).click();
  await page.getByRole('option', { name: SI.entryRole }).click();
  await dialog.locator('input[name="password"]').fill(entry.password);
  await look(page, join(ARTIFACTS, 'users-new-si.png'));
  await dialog.locator('input[name="password"]').press('Enter');
  await expectNotification(page, SI.created);
  await expect(page.getByRole('row', { name: new RegExp(entry.email) })).toContainText(SI.entryRole);

  const context = await browser.newContext();
  const entryPage = await context.newPage();
  await signIn(entryPage, entry.email, entry.password, SI.prefix);
  await expect(entryPage.getByRole('navigation').first()).toBeVisible();
  await expect(entryPage.getByTestId('plan-required')).toHaveCount(0);
  await entryPage.goto(`${SI.prefix}/${admin.slug}/customers`);
  await expect(entryPage).toHaveURL(new RegExp(`${SI.prefix}/${admin.slug}/customers$`));
  await expect(entryPage.getByTestId('plan-required')).toHaveCount(0);
  await context.close();

  // The same screens in the other language.
  await page.goto(`/${admin.slug}/settings/configuration/users`);
  // The list's row (the sign-in log below it names the user too).
  await expect(row(page, entry.email)).toContainText(EN.entryRole);
  await expect(page.getByRole('link', { name: EN.newUser }).first()).toBeVisible();
  await page.goto(`${SI.prefix}/business-plan`);
  await page.getByRole('link', { name: 'ඉදිරියට' }).click();
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/${admin.slug}/plans$`));
  await expect(page.getByTestId('plan-3').getByRole('button', { name: SI.free })).toBeVisible();
  await look(page, join(ARTIFACTS, 'plans-si.png'));
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/** PayHere's server-to-server notification, signed with the e2e server's sandbox merchant secret. */
function payHereNotification(fields: Record<string, string>): Record<string, string> {
  const { merchant_id, order_id, amount, currency } = fields as Record<'merchant_id' | 'order_id' | 'amount' | 'currency', string>;
  const status = '2';
  const md5sig = md5(merchant_id + order_id + amount + currency + status + md5('e2e-merchant-secret'));
  return { merchant_id, order_id, payment_id: '320027150501', payhere_amount: amount, payhere_currency: currency, status_code: status, md5sig };
}

const EXPIRED = {
  en: { title: 'Your plan has expired', pay: /Pay LKR/, bank: 'Bank transfer', expires: 'Expires on', paid: 'Paid', expired: 'expired' },
  si: { title: 'ඔබේ සැලැස්ම කල් ඉකුත් වී ඇත', pay: /ගෙවන්න/, checkout: 'PayHere වෙත යන්න', bank: 'බැංකු මාරුව', expires: 'කල් ඉකුත් වේ', paid: 'ගෙවා ඇත', expired: 'කල් ඉකුත් විය' },
} as const;

for (const { prefix, label } of LOCALES) {
  const words = EXPIRED[label];
  test(`${label}: an expired plan shows the dialog; the admin renews through PayHere or by a bank transfer the operator confirms`, async ({ page }) => {
    const admin = await registerViaApi(page);
    await operator('set', admin.slug, '--plan', '2', '--expired');

    await page.goto(`${prefix}/${admin.slug}/dashboard`);
    const dialog = page.getByTestId('expired-dialog');
    await expect(dialog.getByRole('heading', { name: words.title })).toBeVisible();
    await look(page, join(ARTIFACTS, `plans-expired-${label}.png`), { fullPage: false });
    await dialog.getByTestId('renew-plan').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${admin.slug}/plans$`));
    await expect(page.getByTestId('plan-status')).toContainText(words.expired);

    // PayHere (its signed form, and the return from it) in Sinhala; a bank transfer in English.
    if (label === 'si') {
      // PayHere: a signed form to post to its checkout (not submitted here: no network).
      await page.getByTestId('plan-2').getByRole('button', { name: words.pay }).click();
      const checkout = page.getByTestId('payhere-checkout');
      await expect(checkout.getByRole('button', { name: EXPIRED.si.checkout })).toBeVisible();
      await expect(checkout.locator('form')).toHaveAttribute('action', 'https://sandbox.payhere.lk/pay/checkout');
      await expect(checkout.locator('input[name="amount"]')).toHaveValue('2500.00');
      // Back from PayHere before its notification: the page waits for it, then shows the plan.
      const fields = Object.fromEntries(
        await checkout.locator('input[type="hidden"]').evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
      ) as Record<string, string>;
      await page.goto(`${prefix}/${admin.slug}/plans?payment=${fields.order_id}`);
      await expect(page.getByTestId('returned-payment')).toContainText(`PayHere ගෙවීම ${fields.order_id} තහවුරු කරමින් සිටී`);
      const notified = await page.request.post('/api/payment/payhere/notify', { form: payHereNotification(fields) });
      expect(notified.status()).toBe(200);
      await expect(page.getByTestId('returned-payment')).toContainText(`ගෙවීම ${fields.order_id} තහවුරු විය: Standard සැලසුම`);
      await expect(page.getByTestId('plan-status')).toContainText('Standard');
      await expect(page.getByTestId('expired-dialog')).toHaveCount(0);
      await look(page, join(ARTIFACTS, 'plans-payhere-returned-si.png'));
    } else {
      await page.getByLabel(words.bank).check();
      await page.getByTestId('plan-2').getByRole('button', { name: words.pay }).click();
      const transfer = page.getByTestId('bank-transfer');
      await expect(transfer).toContainText('Bank of Ceylon');
      const reference = (await transfer.getByTestId('payment-reference').textContent()) ?? '';
      expect(reference).toMatch(/^GN/);
      await look(page, join(ARTIFACTS, 'plans-bank-transfer.png'));
      expect(await operator('payments', 'confirm', reference)).toContain('Confirmed');
    }

    await page.goto(`${prefix}/${admin.slug}/settings/configuration/plans`);
    await expect(page.getByTestId('expired-dialog')).toHaveCount(0);
    await expect(page.getByTestId('current-plan')).toHaveText('Standard');
    await expect(page.getByTestId('plan-expiry')).toContainText(words.expires);
    await expect(page.getByTestId('payment-history')).toContainText(words.paid);
  });
}

// Made and used in English; after a fresh load in Sinhala only its prefix and last use remain, and it is revoked there.
test('the admin creates an API key (en), copies it once, sees it used and revokes it (si)', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await registerViaApi(page);
  await operator('set', admin.slug, '--plan', '1');
  await page.goto(`/${admin.slug}/settings/configuration/business-configuration`);
  const panel = page.getByTestId('api-key-panel');
  // The settings chunk, its document and the key load one after another: on a busy machine that outlasts 7 s.
  await expect(panel.getByTestId('api-key-none')).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button').filter({ hasText: 'Create key' }).click();
  const created = panel.getByTestId('api-key-created');
  await expect(created).toBeVisible();
  await created.getByRole('button').click();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^gnm_/);
  await expect(panel.getByTestId('api-key-value')).toHaveText(key);
  await look(page, join(ARTIFACTS, 'api-key-en.png'));

  const script = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  expect((await script.get('/api/customers')).status()).toBe(200);
  expect((await script.post('/api/customers', { data: { name: 'By script' } })).status()).toBe(403);

  // Shown once: loaded again only the prefix and the last use remain.
  await page.goto(`/si/${admin.slug}/settings/configuration/business-configuration`);
  await expect(panel.getByTestId('api-key-current')).toContainText(key.slice(0, 12), { timeout: 20_000 });
  await expect(panel.getByTestId('api-key-value')).toHaveCount(0);
  await expect(panel.getByTestId('api-key-last-used')).not.toHaveText('කිසි දිනෙක භාවිත කර නැත');
  await look(page, join(ARTIFACTS, 'api-key-si.png'));

  await panel.getByRole('button', { name: 'යතුර අහෝසි කරන්න' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'යතුර අහෝසි කරන්න' }).click();
  await expect(panel.getByTestId('api-key-none')).toBeVisible();
  await expect(panel.getByRole('button').filter({ hasText: 'යතුර සාදන්න' })).toBeVisible();
  expect((await script.get('/api/customers')).status()).toBe(401);
  await script.dispose();
});
