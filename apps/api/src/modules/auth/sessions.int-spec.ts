import type { OpenSessionView, SignInView } from '@ginuma/domain';
import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

const APP_URL = 'https://books.ginuma.test';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ appUrl: APP_URL });
});
afterAll(() => app.close());

/** A second browser signed in as the same user, with a browser name of its own. */
async function signInElsewhere(user: Registered, agent = 'Firefox on a phone'): Promise<Browser> {
  const browser = await new Browser(app.server).start();
  await browser.post('/api/login', { email: user.user.email, password: user.password }).set('User-Agent', agent).expect(200);
  return browser;
}

describe('a password change', () => {
  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const user = await registerWorkspace(app, 'Password Change Co');
    const phone = await signInElsewhere(user);
    await phone.get('/api/user').expect(200);
    await user.browser
      .post('/api/users/update/password', { current_password: user.password, password: 'a new long secret', password_confirmation: 'a new long secret' })
      .expect(200);
    await user.browser.get('/api/user').expect(200);
    await phone.get('/api/user').expect(401);
  });

  it('with a wrong current password changes nothing and ends nothing', async () => {
    const user = await registerWorkspace(app, 'Wrong Current Co');
    const phone = await signInElsewhere(user);
    await user.browser
      .post('/api/users/update/password', { current_password: 'not the password', password: 'a new long secret', password_confirmation: 'a new long secret' })
      .expect(422);
    await phone.get('/api/user').expect(200);
  });
});

describe('open sessions', () => {
  it("lists the user's own sessions, the current first, and ends another one by its handle", async () => {
    const user = await registerWorkspace(app, 'Sessions Co');
    const phone = await signInElsewhere(user, 'Firefox on a phone');
    const sessions = (await user.browser.get('/api/users/my/sessions').expect(200)).body as OpenSessionView[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, method: 'registration' });
    const other = sessions[1];
    expect(other).toMatchObject({ current: false, method: 'password', user_agent: 'Firefox on a phone' });
    expect(other.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(other.signed_in_at ?? '')).not.toBeNaN();
    // The handle is not the session's id: the cookie's value appears nowhere in the answer.
    const [row] = await app.sql<{ sid: string }>(`SELECT sid FROM session WHERE user_id = $1 LIMIT 1`, [user.user.id]);
    expect(JSON.stringify(sessions)).not.toContain(row.sid);

    await user.browser.delete(`/api/users/my/sessions/${other.id}`).expect(204);
    await phone.get('/api/user').expect(401);
    await user.browser.get('/api/user').expect(200);
    await user.browser.delete(`/api/users/my/sessions/${other.id}`).expect(404);
    await user.browser.delete('/api/users/my/sessions/not-a-handle').expect(404);
  });

  it("ends every other session at once, and never another user's or another workspace's", async () => {
    const user = await registerWorkspace(app, 'End Others Co');
    const phone = await signInElsewhere(user);
    const laptop = await signInElsewhere(user, 'Chrome on a laptop');
    const colleague = await signInNewUser(app, user.user.workspace.id, 3);
    const stranger = await registerWorkspace(app, 'Stranger Co');
    const [strangerSession] = (await stranger.browser.get('/api/users/my/sessions').expect(200)).body as OpenSessionView[];
    await user.browser.delete(`/api/users/my/sessions/${strangerSession.id}`).expect(404);
    const [colleagueSession] = (await colleague.get('/api/users/my/sessions').expect(200)).body as OpenSessionView[];
    await user.browser.delete(`/api/users/my/sessions/${colleagueSession.id}`).expect(404);

    await user.browser.post('/api/users/my/sessions/end-others').expect(200, { ended: 2 });
    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(401);
    await user.browser.get('/api/user').expect(200);
    await colleague.get('/api/user').expect(200);
    await stranger.browser.get('/api/user').expect(200);
    expect((await user.browser.get('/api/users/my/sessions').expect(200)).body).toHaveLength(1);
  });

  it('an Audit user sees and ends their own sessions too: it is their account, not the books', async () => {
    const user = await registerWorkspace(app, 'Audit Sessions Co');
    const auditor = await signInNewUser(app, user.user.workspace.id, 2);
    expect((await auditor.get('/api/users/my/sessions').expect(200)).body).toHaveLength(1);
    await auditor.post('/api/users/my/sessions/end-others').expect(200, { ended: 0 });
  });
});

describe('sign-in history', () => {
  it('records each sign-in and each refused password of a user, with address and browser, newest first', async () => {
    const user = await registerWorkspace(app, 'History Co');
    const browser = await new Browser(app.server).start();
    await browser.post('/api/login', { email: user.user.email, password: 'a wrong password' }).set('User-Agent', 'Guessing Browser').expect(422);
    await browser.post('/api/login', { email: user.user.email, password: user.password }).set('User-Agent', 'Safari on a Mac').expect(200);
    const response = await browser.get('/api/users/my/sign-ins').expect(200);
    expect(response.headers['content-range']).toBe('sign-ins 0-2/3');
    const history = response.body as SignInView[];
    expect(history.map((s) => [s.method, s.outcome, s.user_agent])).toEqual([
      ['password', 'signed-in', 'Safari on a Mac'],
      ['password', 'refused', 'Guessing Browser'],
      ['registration', 'signed-in', null],
    ]);
    expect(history[0]).toMatchObject({ user_id: user.user.id, email: user.user.email });
    expect(history[0].ip).toBeTruthy();
    const refused = (await browser.get(`/api/users/my/sign-ins?filter=${encodeURIComponent(JSON.stringify({ status: 'refused' }))}`).expect(200)).body;
    expect(refused).toHaveLength(1);
  });

  it("shows a user only their own; the Admin sees the workspace's, an Entry user may not, another workspace's never", async () => {
    const user = await registerWorkspace(app, 'Workspace History Co');
    const entry = await signInNewUser(app, user.user.workspace.id, 3);
    const stranger = await registerWorkspace(app, 'Other History Co');
    const own = (await entry.get('/api/users/my/sign-ins').expect(200)).body as SignInView[];
    expect(own.map((s) => s.user_id)).toEqual([own[0].user_id]);
    expect(own[0].user_id).not.toBe(user.user.id);

    const all = (await user.browser.get('/api/users/-/sign-ins').expect(200)).body as SignInView[];
    expect(new Set(all.map((s) => s.user_id))).toEqual(new Set([user.user.id, own[0].user_id]));
    const filtered = (await user.browser.get(`/api/users/-/sign-ins?filter=${encodeURIComponent(JSON.stringify({ user_id: own[0].user_id }))}`).expect(200))
      .body as SignInView[];
    expect(filtered.map((s) => s.user_id)).toEqual([own[0].user_id]);
    await entry.get('/api/users/-/sign-ins').expect(403);
    const strangers = (await stranger.browser.get('/api/users/-/sign-ins').expect(200)).body as SignInView[];
    expect(strangers.every((s) => s.user_id === stranger.user.id)).toBe(true);
  });

  it('a guess at an unknown address is recorded nowhere', async () => {
    const [before] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM sign_ins`);
    await (await new Browser(app.server).start()).post('/api/login', { email: 'nobody.at.all@example.test', password: 'whatever it is' }).expect(422);
    const [after] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM sign_ins`);
    expect(after.n).toBe(before.n);
  });

  it('the app may append to the history but not change or remove it', async () => {
    const user = await registerWorkspace(app, 'Append Only Co');
    const tenant = user.user.workspace.id;
    const attempt = (sql: string) =>
      app.sql(`BEGIN; SET LOCAL ROLE ginuma_app; SELECT set_config('app.tenant_id', '${tenant}', true); ${sql}; COMMIT`).finally(() => app.sql('ROLLBACK'));
    await expect(attempt(`UPDATE sign_ins SET outcome = 'refused'`)).rejects.toThrow(/permission denied/);
    await expect(attempt(`DELETE FROM sign_ins`)).rejects.toThrow(/permission denied/);
  });
});

describe('links', () => {
  it("a share link starts with the configured address, whatever Host the request names", async () => {
    const user = await registerWorkspace(app, 'Share Link Co');
    const [customer] = await app.sql<{ id: string }>(
      `INSERT INTO customers (tenant_id, name, email) VALUES ($1, 'Kamal', 'kamal@example.test') RETURNING id`,
      [user.user.workspace.id],
    );
    await user.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#334455', page_size: 'A4' }).expect(201);
    const quote = await user.browser
      .post('/api/quotations', {
        customer_id: customer.id,
        date: '2026-11-01',
        lines: [{ product_id: null, description: 'Consulting', price: '100.00', quantity: '1', discount_type: 'value', discount_value: '0' }],
      })
      .expect(201);
    const link = await user.browser.get(`/api/quotations/link/${quote.body.id}`).set('Host', 'evil.example.test').expect(200);
    expect(link.body.url).toMatch(new RegExp(`^${APP_URL.replace(/\./g, '\\.')}/api/public/quotations/[\\w-]{32,64}$`));
  });
});
