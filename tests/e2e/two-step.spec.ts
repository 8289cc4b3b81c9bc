import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { generateSync } from 'otplib';
import { ARTIFACTS } from './support/paths';
import { registerViaApi, signIn, type RegisteredUser } from './support/workspace';
import { look } from './support/look';

/** The authenticator app's code, `ahead` 30-second steps from now: each step is accepted once. */
const codeOf = (secret: string, ahead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

const EN = { prefix: '', on: /^On since .+\. 10 recovery codes left\.$/, code: 'Code', verify: 'Verify' };
const SI = {
  prefix: '/si',
  turnOn: 'ක්‍රියාත්මක කරන්න',
  confirm: 'පියවර දෙකේ පුරනය වීම ක්‍රියාත්මක කරන්න',
  codesTitle: 'ඔබේ ප්‍රතිසාධන කේත',
  saved: 'මම ඒවා සුරැකුවෙමි',
  on: /සිට ක්‍රියාත්මකයි\. ප්‍රතිසාධන කේත 10ක් ඉතිරියි\.$/,
  code: 'කේතය',
  verify: 'තහවුරු කරන්න',
  useRecovery: 'ඒ වෙනුවට ප්‍රතිසාධන කේතයක් භාවිත කරන්න',
  recovery: 'ප්‍රතිසාධන කේතය',
  wrong: 'එම කේතය වලංගු නැත. ඔබේ සත්‍යාපන යෙදුමේ වත්මන් කේතය ඇතුළත් කරන්න.',
};

// Enrolled in Sinhala; signed in with a code in English, its state read there, then with a recovery code in Sinhala.
test('two-step sign-in: enrol with a QR key (si), then sign in with a code (en) and with a recovery code (si)', async ({ page, browser, baseURL }) => {
  const user = await registerViaApi(page);
  await page.goto(`${SI.prefix}/${user.slug}/settings/general`);
  await page.getByRole('button', { name: SI.turnOn, exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
  const secret = (await page.getByTestId('two-step-key').inputValue()).replace(/\s/g, '');
  await look(page, join(ARTIFACTS, 'two-step-enrol-si.png'));
  await page.locator('input[name="code"]').fill(codeOf(secret));
  await page.getByRole('button', { name: SI.confirm }).click();

  const dialog = page.getByRole('dialog', { name: SI.codesTitle });
  await expect(dialog.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const recoveryCodes = await dialog.getByTestId('recovery-codes').locator('li').allInnerTexts();
  await look(page, join(ARTIFACTS, 'two-step-codes-si.png'), { fullPage: false });
  await dialog.getByRole('button', { name: SI.saved }).click();
  await expect(page.getByTestId('two-step-state')).toHaveText(SI.on);

  await signInWithSecondStep(browser, baseURL, user, EN, async (other) => {
    await other.getByLabel(EN.code, { exact: true }).fill(codeOf(secret, 1));
    await other.getByRole('button', { name: EN.verify }).click();
  });
  await page.goto(`/${user.slug}/settings/general`);
  await expect(page.getByTestId('two-step-state')).toHaveText(EN.on);
  await signInWithSecondStep(browser, baseURL, user, SI, async (other) => {
    await other.getByLabel(SI.code, { exact: true }).fill('000000');
    await other.getByRole('button', { name: SI.verify }).click();
    await expect(other.locator('#code-helper-text')).toHaveText(SI.wrong);
    await look(other, join(ARTIFACTS, 'two-step-sign-in-si.png'), { fullPage: false });
    await other.getByRole('button', { name: SI.useRecovery }).click();
    await other.getByLabel(SI.recovery).fill(recoveryCodes[0]);
    await other.getByRole('button', { name: SI.verify }).click();
  });
});

/** Signs in from a browser of its own: the password, then the second step `answer` gives, landing on the dashboard. */
async function signInWithSecondStep(
  browser: Browser,
  baseURL: string | undefined,
  user: RegisteredUser,
  l: { prefix: string },
  answer: (page: import('@playwright/test').Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, user.email, user.password, l.prefix);
  await expect(other).toHaveURL(new RegExp(`${l.prefix}/two-step$`));
  await answer(other);
  await expect(other).toHaveURL(new RegExp(`${l.prefix}/${user.slug}/dashboard$`));
  await context.close();
}
