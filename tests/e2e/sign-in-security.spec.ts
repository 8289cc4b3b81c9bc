import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ARTIFACTS } from './support/paths';
import { csrfHeader, registerViaApi, type RegisteredUser } from './support/workspace';
import { look } from './support/look';

/** Signs the user in from a second device: a request context of its own, with a phone's user agent. */
async function signInOnAPhone(request: APIRequestContext, user: RegisteredUser): Promise<void> {
  const headers = { ...(await csrfHeader(request)), 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
  expect((await request.post('/api/login', { headers, data: { email: user.email, password: 'not the password' } })).status()).toBe(422);
  expect((await request.post('/api/login', { headers, data: { email: user.email, password: user.password } })).status()).toBe(200);
}

const EN = { thisDevice: 'This device', sessions: 'Where you are signed in', history: 'Sign-in history', refused: 'Refused' };
const SI = {
  thisDevice: 'මෙම උපාංගය',
  sessions: 'ඔබ පුරනය වී සිටින තැන්',
  end: /^Chrome 131.*වෙතින් නික්මෙන්න$/,
  ended: 'එම උපාංගයෙන් නික්මුණි.',
  history: 'පුරනය වීමේ ඉතිහාසය',
  refused: 'ප්‍රතික්ෂේප විය',
  only: 'ඔබ පුරනය වී සිටින්නේ මෙහි පමණි.',
};

// The lists read in English, then in Sinhala, where the other device is signed out.
test('the profile lists where the user is signed in and their sign-ins (en, si); another device is signed out from it (si)', async ({ page, playwright, baseURL }) => {
  const user = await registerViaApi(page);
  const phone = await playwright.request.newContext({ baseURL });
  await signInOnAPhone(phone, user);

  for (const [prefix, l] of [['', EN], ['/si', SI]] as const) {
    await page.goto(`${prefix}/${user.slug}/settings/general`);
    const sessions = page.getByRole('list', { name: l.sessions });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').first()).toContainText(l.thisDevice);
    await expect(sessions.getByRole('listitem').nth(1)).toContainText('Android');

    const history = page.getByRole('table', { name: l.history });
    await expect(history.getByRole('row')).toHaveCount(4); // the header, registration, the refused password, the phone's sign-in
    await expect(history.getByRole('row').nth(2)).toContainText(l.refused);
    await look(page, join(ARTIFACTS, `sign-in-security-${prefix ? 'si' : 'en'}.png`));
  }

  const sessions = page.getByRole('list', { name: SI.sessions });
  await sessions.getByRole('button', { name: SI.end }).click();
  await expect(page.getByTestId('notification')).toContainText(SI.ended);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(SI.only)).toBeVisible();
  expect((await phone.get('/api/user')).status()).toBe(401);
  await phone.dispose();
});

test("the user registry shows the Admin the workspace's sign-ins, with who signed in", async ({ page, playwright, baseURL }) => {
  const user = await registerViaApi(page);
  const phone = await playwright.request.newContext({ baseURL });
  await signInOnAPhone(phone, user);
  await phone.dispose();
  await page.goto(`/${user.slug}/settings/configuration/users`);
  const history = page.getByRole('table', { name: 'Sign-in history' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText(user.name);
  await expect(history.getByRole('row').nth(1)).toContainText('Signed in');
  await look(page, join(ARTIFACTS, 'sign-in-history-workspace.png'));
});
