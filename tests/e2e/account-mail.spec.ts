import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { apiSend, expectNotification } from './support/records';
import { newAccount, registerViaApi, registerWithRequest, signIn } from './support/workspace';
import { look } from './support/look';

/**
 * The link in the latest account mail of `purpose` to `to` (other than `except`), as the mail's text has it (the
 * e2e server writes mail to files rather than SMTP; the outbox holds the same text).
 */
async function mailedLink(to: string, purpose: 'reset' | 'verify' | 'config-email', except?: string): Promise<string> {
  const client = new Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    for (let i = 0; i < 40; i++) {
      const { rows } = await client.query<{ body_text: string }>(
        `SELECT body_text FROM mail_outbox WHERE to_address = $1 AND about = $2 ORDER BY created_at DESC LIMIT 1`,
        [to, `account:${purpose}`],
      );
      const link = /https?:\/\/\S+\/(?:reset-password|email-verify|config-email-verify)\/[0-9a-f]{64}/.exec(rows[0]?.body_text ?? '')?.[0];
      if (link && link !== except) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${purpose} link mailed to ${to}`);
  } finally {
    await client.end();
  }
}

async function ageAccount(email: string, days: number): Promise<void> {
  const client = new Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    await client.query(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE email = $1`, [email, days]);
  } finally {
    await client.end();
  }
}

const [EN, SI] = [
  {
    prefix: '',
    sendLink: 'Send reset link',
    resetTitle: 'Choose a new password',
    banner: /Please verify your email address/,
    overdue: /not verified yet, so your workspace is locked/,
  },
  {
    prefix: '/si',
    language: 'සිංහල',
    sendLink: 'යළි සැකසීමේ සබැඳිය යවන්න',
    sent: 'එම විද්‍යුත් තැපෑලට ගිණුමක් ඇත්නම්, යළි සැකසීමේ සබැඳියක් එවමින් පවතී.',
    resetTitle: 'නව මුරපදයක් තෝරන්න',
    verified: 'විද්‍යුත් තැපැල් ලිපිනය තහවුරු විය',
    continue: 'ඉදිරියට',
    banner: /විද්‍යුත් තැපැල් ලිපිනය, .* තහවුරු කරන්න/,
    overdue: /තවම තහවුරු කර නැති නිසා ඔබේ වැඩබිම අගුළු දමා ඇත/,
  },
];

/** A link mailed for an English page (or a bare API call) carries the English path; the Sinhala user follows it under /si. */
const inLocale = (link: string, prefix: string) => {
  const url = new URL(link);
  return `${prefix}${url.pathname}`;
};

async function shot(page: Page, name: string) {
  await look(page, `/tmp/account-mail-${name}.png`);
}

// Each flow runs once, in Sinhala (the language a mailed link must keep), with its screens read in English.
test('forgot password → mailed link → new password → sign in (si; the reset page in en)', async ({ page, request }) => {
  const account = await registerWithRequest(request, newAccount('reset'));
  // The language is chosen as a person does, with the switcher, which remembers it for the server's mail.
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: EN.sendLink })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: SI.language }).click();
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/forgot-password$`));
  await page.locator('#email').fill(account.email);
  await page.getByRole('button', { name: SI.sendLink }).click();
  await expectNotification(page, SI.sent);

  const link = await mailedLink(account.email, 'reset');
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${SI.prefix}/reset-password/`));
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: SI.resetTitle })).toBeVisible();
  // The browser's own checks first, then the server's.
  await page.locator('#password').fill('short');
  await page.locator('#password_confirmation').fill('short');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#password-helper-text')).toBeVisible();
  await page.locator('#password').fill('a brand new password');
  await page.locator('#password_confirmation').fill('a brand new password');
  await shot(page, 'reset-si');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/login$`));

  await signIn(page, account.email, 'a brand new password', SI.prefix);
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/${account.slug}/dashboard$`));

  // The link worked once (tried from its English page).
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname.slice(SI.prefix.length));
  await expect(page.getByRole('heading', { name: EN.resetTitle })).toBeVisible();
  await page.locator('#password').fill('yet another password');
  await page.locator('#password_confirmation').fill('yet another password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('reset-token-error')).toBeVisible();
});

test('a new workspace sees the verification banner until it follows the mailed link (banner in en, link followed in si)', async ({ page }) => {
  const account = await registerViaApi(page, newAccount('verify'));
  await page.goto(`/${account.slug}/dashboard`);
  await expect(page.getByTestId('verify-email-banner')).toContainText(EN.banner);
  await shot(page, 'banner-en');
  await page.goto(`${SI.prefix}/${account.slug}/dashboard`);
  await expect(page.getByTestId('verify-email-banner')).toContainText(SI.banner);
  await shot(page, 'banner-si');

  await page.goto(inLocale(await mailedLink(account.email, 'verify'), SI.prefix));
  await expect(page.getByRole('heading', { name: SI.verified })).toBeVisible();
  await page.getByRole('link', { name: SI.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/${account.slug}/dashboard$`));
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
});

test('after seven days unverified the workspace sends the user to /email-verify (en, si)', async ({ page }) => {
  const account = await registerViaApi(page, newAccount('late'));
  await ageAccount(account.email, 8);
  await page.goto(`/${account.slug}/customers`);
  await expect(page).toHaveURL(/\/email-verify$/);
  await expect(page.getByText(EN.overdue)).toBeVisible();
  await shot(page, 'overdue-en');
  await page.goto(`${SI.prefix}/${account.slug}/customers`);
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/email-verify$`));
  await expect(page.getByText(SI.overdue)).toBeVisible();
  await shot(page, 'overdue-si');
  // A new link, followed, opens the workspace again.
  const first = await mailedLink(account.email, 'verify');
  await page.getByTestId('resend-verification').click();
  // Asked for from a page in the user's language, the new link opens in it.
  const resent = new URL(await mailedLink(account.email, 'verify', first)).pathname;
  expect(resent).toMatch(new RegExp(`^${SI.prefix}/email-verify/`));
  await page.goto(resent);
  await expect(page.getByRole('heading', { name: SI.verified })).toBeVisible();
  await page.goto(`${SI.prefix}/${account.slug}/customers`);
  await expect(page).toHaveURL(new RegExp(`${SI.prefix}/${account.slug}/customers$`));
});

test('the business email is verified from Business Configuration through its mailed link', async ({ page }) => {
  const account = await registerViaApi(page, newAccount('office'));
  const office = `office-${account.slug}@example.test`;
  await apiSend(page, 'PUT', '/api/configurations', { business_name: account.business, business_email: office, time_zone: 'Asia/Colombo', base_currency: 'LKR' });
  await page.goto(`/${account.slug}/settings/configuration/business-configuration`);
  const status = page.getByTestId('business-email-verification');
  await expect(status).toContainText(`The business email ${office} is not verified yet`);
  await status.getByRole('button', { name: 'Send verification link' }).click();
  await expectNotification(page, 'A verification link has been sent to the business email.');

  await page.goto(inLocale(await mailedLink(office, 'config-email'), '/si'));
  await expect(page.getByRole('heading', { name: 'ව්‍යාපාරික විද්‍යුත් තැපෑල තහවුරු විය' })).toBeVisible();
  await page.goto(`/${account.slug}/settings/configuration/business-configuration`);
  await expect(status).toContainText(`The business email ${office} is verified.`);
  await shot(page, 'business-email-en');
});
