import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerWithRequest } from './support/workspace';
import { ARTIFACTS } from './support/paths';
import { look } from './support/look';

/*
 * "Continue with Google" in a real browser against a real OpenID provider (global-setup starts
 * tests/support/oidc-provider-server.mjs and gives the API its address): the button leaves for
 * the provider, its form says who signs in, and the provider sends the browser back to /social.
 */

// Each step is a full page load (ours, the provider's, ours again) on a shared 2-core machine.
const LOAD = { timeout: 45_000 };

const EN = { google: 'Continue with Google', failedTitle: 'Google sign-in did not complete', back: 'Back to sign in', signInTitle: 'Sign in' };
const SI = {
  prefix: '/si',
  google: 'Google සමඟ ඉදිරියට යන්න',
  failedTitle: 'Google පුරනය වීම සම්පූර්ණ නොවීය',
  unverified: 'ඔබේ Google ගිණුමට තහවුරු කළ විද්‍යුත් තැපැල් ලිපිනයක් නැති බැවින්, එය පුරනය වීමට භාවිත කළ නොහැක.',
  back: 'පුරනය වීමට ආපසු',
  signInTitle: 'පුරනය වන්න',
};

/** Fills in the provider's sign-in form as `who` and submits it. */
async function signInAtProvider(page: Page, who: { name: string; email: string; verified?: boolean }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible(LOAD);
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  if (who.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// Each flow runs once, in one language, with its first page looked at in the other.
test.describe('Google sign-in', () => {
  // Six full page loads each (ours, the provider's form, its redirects, ours again, the dashboard).
  test.slow();
  test('a new person continues with Google from the sign-in page and lands on their new workspace (en)', async ({ page }) => {
    const person = newAccount('google');
    await page.goto(`${SI.prefix}/login`);
    await expect(page.getByRole('link', { name: SI.google })).toBeVisible(LOAD);
    await look(page, `${ARTIFACTS}/login-si.png`);
    await page.goto('/login');
    const button = page.getByRole('link', { name: EN.google });
    await expect(button).toBeVisible(LOAD);
    await look(page, `${ARTIFACTS}/login-en.png`);
    await button.click();
    await look(page, `${ARTIFACTS}/provider-en.png`, { fullPage: false });
    await signInAtProvider(page, { name: person.name, email: person.email });
    await expect(page).toHaveURL(/^[^?]*\/[\w-]+\/dashboard$/, LOAD);
    await expect(page.getByText(person.name).first()).toBeVisible(LOAD);
    await look(page, `${ARTIFACTS}/dashboard-en.png`, { fullPage: false });
  });

  test('an existing user continues with Google from the registration page and lands on their own workspace (si)', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const owner = await registerWithRequest(request, newAccount('linked'));
    await request.dispose();
    await page.goto(`${SI.prefix}/register`);
    await page.getByRole('link', { name: SI.google }).click(LOAD);
    await signInAtProvider(page, { name: 'Someone Else', email: owner.email });
    await expect(page).toHaveURL(new RegExp(`${SI.prefix}/${owner.slug}/dashboard$`), LOAD);
  });

  test('an email Google has not verified is refused on /social, with the way back to sign in (si)', async ({ page }) => {
    await page.goto(`${SI.prefix}/login`);
    await page.getByRole('link', { name: SI.google }).click(LOAD);
    await signInAtProvider(page, { name: 'Unverified Person', email: newAccount().email, verified: false });
    await expect(page).toHaveURL(new RegExp(`${SI.prefix}/social\\?`), LOAD);
    await expect(page.getByRole('heading', { name: SI.failedTitle })).toBeVisible(LOAD);
    await expect(page.getByText(SI.unverified)).toBeVisible();
    await look(page, `${ARTIFACTS}/social-failed-si.png`);
    await page.getByRole('link', { name: SI.back }).click();
    await expect(page).toHaveURL(new RegExp(`${SI.prefix}/login$`));
    await expect(page.getByRole('heading', { name: SI.signInTitle })).toBeVisible();
  });
});

test('/social opened without an answer says the link is incomplete, with the way back to sign in', async ({ page }) => {
  await page.goto('/social');
  await expect(page.getByRole('heading', { name: EN.failedTitle })).toBeVisible(LOAD);
  await expect(page.getByText('This sign-in link is incomplete or has expired. Please start again.')).toBeVisible();
  await look(page, `${ARTIFACTS}/social-failed-en.png`);
  await page.getByRole('link', { name: EN.back }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: EN.signInTitle })).toBeVisible();
});
