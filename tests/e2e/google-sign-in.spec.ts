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

const LOCALES = [
  {
    label: 'en',
    prefix: '',
    google: 'Continue with Google',
    failedTitle: 'Google sign-in did not complete',
    unverified: 'Your Google account has no verified email address, so it cannot be used to sign in.',
    back: 'Back to sign in',
    signInTitle: 'Sign in',
  },
  {
    label: 'si',
    prefix: '/si',
    google: 'Google සමඟ ඉදිරියට යන්න',
    failedTitle: 'Google පුරනය වීම සම්පූර්ණ නොවීය',
    unverified: 'ඔබේ Google ගිණුමට තහවුරු කළ විද්‍යුත් තැපැල් ලිපිනයක් නැති බැවින්, එය පුරනය වීමට භාවිත කළ නොහැක.',
    back: 'පුරනය වීමට ආපසු',
    signInTitle: 'පුරනය වන්න',
  },
] as const;

/** Fills in the provider's sign-in form as `who` and submits it. */
async function signInAtProvider(page: Page, who: { name: string; email: string; verified?: boolean }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible(LOAD);
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  if (who.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const locale of LOCALES) {
  test.describe(`Google sign-in (${locale.label})`, () => {
    // Six full page loads each (ours, the provider's form, its redirects, ours again, the dashboard).
    test.slow();
    test('a new person continues with Google from the sign-in page and lands on their new workspace', async ({ page }) => {
      const person = newAccount('google');
      await page.goto(`${locale.prefix}/login`);
      const button = page.getByRole('link', { name: locale.google });
      await expect(button).toBeVisible(LOAD);
      await look(page, `${ARTIFACTS}/login-${locale.label}.png`);
      await button.click();
      await look(page, `${ARTIFACTS}/provider-${locale.label}.png`, { fullPage: false });
      await signInAtProvider(page, { name: person.name, email: person.email });
      await expect(page).toHaveURL(new RegExp(`^[^?]*${locale.prefix}/[\\w-]+/dashboard$`), LOAD);
      await expect(page.getByText(person.name).first()).toBeVisible(LOAD);
      await look(page, `${ARTIFACTS}/dashboard-${locale.label}.png`, { fullPage: false });
    });

    test('an existing user continues with Google from the registration page and lands on their own workspace', async ({ page, playwright }) => {
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const owner = await registerWithRequest(request, newAccount('linked'));
      await request.dispose();
      await page.goto(`${locale.prefix}/register`);
      await page.getByRole('link', { name: locale.google }).click(LOAD);
      await signInAtProvider(page, { name: 'Someone Else', email: owner.email });
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/${owner.slug}/dashboard$`), LOAD);
    });

    test('an email Google has not verified is refused on /social, with the way back to sign in', async ({ page }) => {
      await page.goto(`${locale.prefix}/login`);
      await page.getByRole('link', { name: locale.google }).click(LOAD);
      await signInAtProvider(page, { name: 'Unverified Person', email: newAccount().email, verified: false });
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/social\\?`), LOAD);
      await expect(page.getByRole('heading', { name: locale.failedTitle })).toBeVisible(LOAD);
      await expect(page.getByText(locale.unverified)).toBeVisible();
      await look(page, `${ARTIFACTS}/social-failed-${locale.label}.png`);
      await page.getByRole('link', { name: locale.back }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/login$`));
      await expect(page.getByRole('heading', { name: locale.signInTitle })).toBeVisible();
    });
  });
}

test('/social opened without an answer says the link is incomplete', async ({ page }) => {
  await page.goto('/social');
  await expect(page.getByText('This sign-in link is incomplete or has expired. Please start again.')).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});
