import { Browser, registerWorkspace, signInNewUser, startTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { HOME_TODAY_SQL } from '@ginuma/domain';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ loginAttempts: 5 });
});
afterAll(() => app.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nimal Perera',
  email: `nimal.${Math.random().toString(36).slice(2)}@example.test`,
  password: 'a long password',
  password_confirmation: 'a long password',
  business_name: 'Perera Hardware',
  privacy_policy: true,
  ...overrides,
});

async function countUsers(): Promise<number> {
  const [row] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
  return row.n;
}

describe('POST /api/register', () => {
  it('creates a workspace with a slug from the business name and signs its admin in', async () => {
    const browser = await new Browser(app.server).start();
    const response = await browser.post('/api/register', valid({ business_name: 'Lanka Tea Traders' })).expect(201);
    expect(response.body).toMatchObject({
      user_role: 1,
      workspace_slug: 'lanka-tea-traders',
      workspace: { slug: 'lanka-tea-traders', plan_id: null, channel_id: null, customer: 1, stock: 1, report_stock_movement: 1 },
    });
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.id).toBe(response.body.id);

    const second = await new Browser(app.server).start();
    const again = await second.post('/api/register', valid({ business_name: 'Lanka Tea Traders' })).expect(201);
    expect(again.body.workspace_slug).toBe('lanka-tea-traders-2');
  });

  it.each([
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'The password must be at least 8 characters.'],
    ['a mismatched confirmation', { password_confirmation: 'another long one' }, 'password_confirmation', 'The password confirmation does not match.'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ['no business name', { business_name: '' }, 'business_name', 'The business name field is required.'],
    ['no privacy agreement', { privacy_policy: false }, 'privacy_policy', 'You must accept the privacy policy.'],
  ])('refuses %s with 422 and writes nothing', async (_, overrides, field, message) => {
    const before = await countUsers();
    const browser = await new Browser(app.server).start();
    const response = await browser.post('/api/register', valid(overrides)).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(response.body.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const first = valid();
    await (await new Browser(app.server).start()).post('/api/register', first).expect(201);
    const response = await (await new Browser(app.server).start())
      .post('/api/register', valid({ email: first.email.toUpperCase() }))
      .expect(422);
    expect(response.body.errors.email).toEqual(['The email has already been taken.']);
  });
});

describe('CSRF', () => {
  it('refuses a write without the token or with a wrong one (403)', async () => {
    const browser = await new Browser(app.server).start();
    await browser.agent.post('/api/register').send(valid()).expect(403, { message: 'CSRF token mismatch.', code: 'csrf' });
    await browser.agent.post('/api/register').set('X-XSRF-TOKEN', 'forged').send(valid()).expect(403);
    await new Browser(app.server).agent.post('/api/login').send({ email: 'a@b.test', password: 'x' }).expect(403);
  });

  it('sets a readable XSRF-TOKEN cookie and an HttpOnly session cookie', async () => {
    const response = await new Browser(app.server).agent.get('/api/csrf-cookie').expect(204);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('ginuma_session='))).toMatch(/HttpOnly; SameSite=Lax/);
  });
});

describe('sign-in and out', () => {
  it('tells a public page whether anyone is signed in, without a 401 for a guest', async () => {
    const { user, password } = await registerWorkspace(app, 'Session Flag Co');
    const browser = await new Browser(app.server).start();
    await browser.get('/api/session').expect(200, { signed_in: false });
    await browser.post('/api/login', { email: user.email, password }).expect(200);
    await browser.get('/api/session').expect(200, { signed_in: true });
    await browser.post('/logout', {}).expect(204);
    await browser.get('/api/session').expect(200, { signed_in: false });
  });

  it('signs in with the right password, rotates the session id, and logs out to 401', async () => {
    const { user, password } = await registerWorkspace(app, 'Sign In Co');
    const browser = await new Browser(app.server).start();
    const before = browser.agent.jar.getCookie('ginuma_session', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;
    await browser.post('/api/login', { email: user.email, password: 'wrong password' }).expect(422, {
      message: 'These credentials do not match our records.',
      code: 'auth.credentials',
      errors: { email: ['These credentials do not match our records.'] },
      error_codes: { email: [{ code: 'auth.credentials' }] },
    });
    const login = await browser.post('/api/login', { email: user.email, password }).expect(200);
    expect(login.body.workspace_slug).toBe('sign-in-co');
    const after = browser.agent.jar.getCookie('ginuma_session', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;
    expect(after).not.toBe(before);
    await browser.get('/api/user').expect(200);
    await browser.post('/logout').expect(204);
    await browser.get('/api/user').expect(401, { message: 'Unauthenticated.' });
  });

  it('refuses an unknown email exactly like a wrong password', async () => {
    const browser = await new Browser(app.server).start();
    const response = await browser.post('/api/login', { email: 'nobody@example.test', password: 'whatever1' }).expect(422);
    expect(response.body.errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('rate-limits failed sign-ins per email and address (429), while the right password still counts', async () => {
    const { user, password } = await registerWorkspace(app, 'Throttled');
    const browser = await new Browser(app.server).start();
    for (let i = 0; i < 5; i++) await browser.post('/api/login', { email: user.email, password: 'wrong password' }).expect(422);
    const refused = await browser.post('/api/login', { email: user.email, password }).expect(429);
    expect(refused.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });

  it("refuses a deactivated workspace's users with the spec's message", async () => {
    const { user, password } = await registerWorkspace(app, 'Closed Shop');
    await app.sql(`UPDATE workspaces SET deactivated = true WHERE id = $1`, [user.workspace.id]);
    const browser = await new Browser(app.server).start();
    await browser.post('/api/login', { email: user.email, password }).expect(403, {
      message: 'Your account is deactivated.',
      code: 'deactivated',
    });
  });
});

describe('profile', () => {
  it('reads and updates my data and password', async () => {
    const { browser, user, password } = await registerWorkspace(app, 'Profile Co');
    const mine = await browser.get('/api/users/my/data').expect(200);
    expect(mine.body).toMatchObject({ id: user.id, email: user.email, user_role: 1 });

    const email = `renamed.${Date.now()}@example.test`;
    const updated = await browser.post('/api/users/update/user', { name: 'Kamala', email }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Kamala', email });

    await browser
      .post('/api/users/update/password', { current_password: 'wrong one!', password: 'new password 1', password_confirmation: 'new password 1' })
      .expect(422, {
        message: 'The current password is incorrect.',
        code: 'users.current-password-incorrect',
        errors: { current_password: ['The current password is incorrect.'] },
        error_codes: { current_password: [{ code: 'users.current-password-incorrect' }] },
      });
    await browser
      .post('/api/users/update/password', { current_password: password, password: 'short', password_confirmation: 'short' })
      .expect(422);
    await browser
      .post('/api/users/update/password', { current_password: password, password: 'new password 1', password_confirmation: 'new password 1' })
      .expect(200);

    const again = await new Browser(app.server).start();
    await again.post('/api/login', { email, password }).expect(422);
    await again.post('/api/login', { email, password: 'new password 1' }).expect(200);
  });

  it("refuses an email another workspace's user has, although this tenant cannot see it", async () => {
    const other = await registerWorkspace(app, 'Other Co');
    const { browser } = await registerWorkspace(app, 'Mine Co');
    await browser.post('/api/users/update/user', { name: 'Me', email: other.user.email }).expect(422, {
      message: 'The email has already been taken.',
      code: 'users.email-taken',
      errors: { email: ['The email has already been taken.'] },
      error_codes: { email: [{ code: 'users.email-taken' }] },
    });
  });
});

describe('plan and expiry', () => {
  it('blocks a non-admin when the workspace has no plan, but lets them see why', async () => {
    const { user } = await registerWorkspace(app, 'No Plan Co');
    const entry = await signInNewUser(app, user.workspace.id, 3);
    await entry.get('/api/user').expect(200);
    await entry.post('/api/users/update/user', { name: 'x', email: 'x@example.test' }).expect(403, {
      message: 'Your workspace has no plan yet. Please ask an admin to choose one.',
      code: 'plan_required',
    });
  });

  it('blocks everyone once the plan has expired', async () => {
    const { browser, user } = await registerWorkspace(app, 'Expired Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1, expiry = ${HOME_TODAY_SQL} - 1 WHERE id = $1`, [user.workspace.id]);
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.workspace.expired).toBe(true);
    const refused = await browser.post('/api/users/update/user', { name: 'x', email: 'y@example.test' }).expect(403);
    expect(refused.body.code).toBe('account_expired');
  });
});

describe('the shell', () => {
  it('answers an unknown browser path with 404 and a known app route with 200', async () => {
    await new Browser(app.server).get('/no/such/page/here').expect(404);
    await new Browser(app.server).get('/demo/dashboard').expect(200);
    await new Browser(app.server).get('/si/auth/login').expect(200);
    await new Browser(app.server).get('/api/nothing').expect(404);
  });

  it('sends security headers', async () => {
    const response = await new Browser(app.server).get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
