import request from 'supertest';
import { startOidcProvider, type TestOidcProvider } from '../../../../../tests/support/oidc-provider';
import { Browser, registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { googleConfigFromEnv } from './google-config';

const SIGN_IN_EXPIRED = 'This Google sign-in has expired or was started in another browser. Please try again.';
const SIGN_IN_NOT_CONFIRMED = 'Google could not confirm this sign-in. Please try again.';
const LINKED_TO_ANOTHER = 'This email address is linked to another Google account.';
const UNVERIFIED_EMAIL = 'Your Google account has no verified email address.';

/*
 * Google sign-in against a real OpenID Connect provider (oidc-provider, in a child process on
 * this machine): discovery, the authorization endpoint and its sign-in form, the token endpoint,
 * signed ID tokens. Nothing of the protocol is mocked; a test only fills in the provider's form,
 * and tampers with what a browser carries to show what the app refuses.
 */

const CLIENT = { clientId: 'ginuma-test', clientSecret: 'ginuma-test-secret' };
// The app's APP_URL in tests (HttpConfig's default): Google returns the browser to its /social page.
const REDIRECT_URI = 'http://127.0.0.1:3000/social';
const GOOGLE_ENV = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER_URL'] as const;

let provider: TestOidcProvider;
let app: TestApp;
let counter = 0;

beforeAll(async () => {
  provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI] });
  app = await startWithGoogle(provider.issuer);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

/** An app whose Google sign-in talks to `issuerUrl` (the config is read from the environment at start). */
async function startWithGoogle(issuerUrl: string): Promise<TestApp> {
  const saved = GOOGLE_ENV.map((name) => process.env[name]);
  Object.assign(process.env, { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER_URL: issuerUrl });
  try {
    return await startTestApp();
  } finally {
    GOOGLE_ENV.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
  }
}

interface Account {
  email: string;
  name?: string;
  verified?: boolean;
  sub?: string;
}

interface Answer {
  code: string;
  state: string;
  iss: string;
}

const newEmail = () => `google${++counter}.${process.pid}.${Date.now()}@example.test`;

/**
 * What a browser does between the app's "Sign in with Google" link and the /social page: follow
 * the redirect to the provider, fill in its form as `account`, follow it back. `tamper` changes
 * the authorization request on its way, as an attacker in the middle could.
 */
async function visitProvider(browser: Browser, account: Account, tamper?: (url: URL) => void): Promise<Answer> {
  const start = await browser.get('/api/auth/google').expect(302);
  const authorize = new URL(start.headers.location as string);
  tamper?.(authorize);
  const idp = request.agent(provider.issuer);
  const toForm = await idp.get(authorize.pathname + authorize.search);
  const form = new URL(expectRedirect(toForm), provider.issuer);
  await idp.get(form.pathname).expect(200);
  const submitted = await idp
    .post(form.pathname)
    .type('form')
    .send({ email: account.email, name: account.name ?? 'Nimal Perera', sub: account.sub ?? '', ...(account.verified === false ? {} : { email_verified: 'true' }) });
  const resume = new URL(expectRedirect(submitted), provider.issuer);
  const back = new URL(expectRedirect(await idp.get(resume.pathname + resume.search)));
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  const params = Object.fromEntries(back.searchParams);
  if (!params.code) throw new Error(`The provider answered without a code: ${back.search}`);
  return { code: params.code, state: params.state, iss: params.iss };
}

function expectRedirect(response: { status: number; headers: Record<string, string>; text: string }): string {
  if (response.status < 300 || response.status >= 400) throw new Error(`Expected a redirect, got ${response.status}: ${response.text}`);
  return response.headers.location;
}

async function signInWithGoogle(account: Account): Promise<{ browser: Browser; user: { id: string; email: string; email_verified_at: string | null; workspace: { id: string } } }> {
  const browser = await new Browser(app.server).start();
  const answer = await visitProvider(browser, account);
  const response = await browser.post('/api/auth/google/callback', answer).expect(200);
  return { browser, user: response.body };
}

async function expectSignedOut(browser: Browser): Promise<void> {
  await browser.get('/api/user').expect(401);
}

describe('Google sign-in configuration', () => {
  it('is read from GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_ISSUER_URL, off without a client', () => {
    expect(googleConfigFromEnv({})).toBeNull();
    expect(googleConfigFromEnv({ GOOGLE_CLIENT_ID: 'id' })).toBeNull();
    expect(googleConfigFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuerUrl: 'https://accounts.google.com',
    });
  });

  it('is offered to the sign-in pages when configured', async () => {
    await request(app.server).get('/api/auth/sign-in-options').expect(200, { google: true });
  });

  it('sends the browser to the provider with state, nonce and a PKCE challenge, remembered in its session', async () => {
    const browser = await new Browser(app.server).start();
    const response = await browser.get('/api/auth/google').expect(302);
    const url = new URL(response.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[\w-]{32,}$/);
    // Two sign-ins never share a state or a nonce.
    const again = new URL((await browser.get('/api/auth/google').expect(302)).headers.location as string);
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(url.searchParams.get('nonce'));
  });
});

describe('Google sign-in against a real OpenID provider', () => {
  it('creates a workspace for a new verified email, with them as its admin, and signs them in', async () => {
    const email = newEmail();
    const { browser, user } = await signInWithGoogle({ email, name: 'Kamala Silva' });
    expect(user).toMatchObject({ email, name: 'Kamala Silva', user_role: 1 });
    expect(user.email_verified_at).not.toBeNull();
    const me = await browser.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ id: user.id, email, workspace: { id: user.workspace.id, name: 'Kamala Silva' } });
    // A workspace call works like after a password sign-in (the CSRF token was renewed with the session).
    await browser.post('/api/users/update/user', { name: 'Kamala S.', email }).expect(200);
    const [row] = await app.sql<{ google_subject: string; verify_mails: string }>(
      `SELECT u.google_subject, (SELECT count(*) FROM mail_outbox m WHERE m.tenant_id = u.tenant_id AND m.about = 'account:verify') AS verify_mails
         FROM users u WHERE u.id = $1`,
      [user.id],
    );
    expect(row.google_subject).toMatch(/^sub-/);
    // Google verified the address: no verification link is mailed.
    expect(Number(row.verify_mails)).toBe(0);
  });

  it('signs in the existing user whose email Google verified, links their subject, and counts the address as verified', async () => {
    const owner = await registerWorkspace(app, 'Linked Co');
    const before = await app.sql<{ email_verified_at: Date | null }>(`SELECT email_verified_at FROM users WHERE id = $1`, [owner.user.id]);
    expect(before[0].email_verified_at).toBeNull();
    const { browser, user } = await signInWithGoogle({ email: owner.user.email.toUpperCase() });
    expect(user).toMatchObject({ id: owner.user.id, workspace: { id: owner.user.workspace.id } });
    await browser.get('/api/user').expect(200);
    const [row] = await app.sql<{ google_subject: string | null; email_verified_at: Date | null }>(
      `SELECT google_subject, email_verified_at FROM users WHERE id = $1`,
      [owner.user.id],
    );
    expect(row.google_subject).not.toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    const [{ workspaces }] = await app.sql<{ workspaces: string }>(`SELECT count(*) AS workspaces FROM users WHERE lower(email) = lower($1)`, [owner.user.email]);
    expect(Number(workspaces)).toBe(1);
  });

  it('finds a linked user by their Google subject after their address at Google changed', async () => {
    const sub = `fixed-subject-${process.pid}-${Date.now()}`;
    const first = await signInWithGoogle({ email: newEmail(), sub });
    const second = await signInWithGoogle({ email: newEmail(), sub });
    expect(second.user.id).toBe(first.user.id);
  });

  it('refuses to link a second Google account to an address already linked to one (409)', async () => {
    const email = newEmail();
    const first = await signInWithGoogle({ email, sub: `first-${process.pid}-${Date.now()}` });
    const browser = await new Browser(app.server).start();
    const answer = await visitProvider(browser, { email, sub: `second-${process.pid}-${Date.now()}` });
    const refused = await browser.post('/api/auth/google/callback', answer).expect(409);
    expect(refused.body).toEqual({ message: LINKED_TO_ANOTHER, code: 'google-sign-in.linked-to-another' });
    await expectSignedOut(browser);
    const [row] = await app.sql<{ google_subject: string }>(`SELECT google_subject FROM users WHERE id = $1`, [first.user.id]);
    expect(row.google_subject).toMatch(/^first-/);
  });

  it('refuses an answer whose state is not the one this session sent, signs nobody in, and spends the pending sign-in', async () => {
    const browser = await new Browser(app.server).start();
    const answer = await visitProvider(browser, { email: newEmail() });
    const refused = await browser.post('/api/auth/google/callback', { ...answer, state: `${answer.state}x` }).expect(422);
    expect(refused.body).toEqual({
      message: SIGN_IN_EXPIRED,
      code: 'google-sign-in.sign-in-expired',
      errors: { state: [SIGN_IN_EXPIRED] },
      error_codes: { state: [{ code: 'google-sign-in.sign-in-expired' }] },
    });
    await expectSignedOut(browser);
    // The genuine answer does not work after a forged one: a pending sign-in is used once.
    await browser.post('/api/auth/google/callback', answer).expect(422);
    await expectSignedOut(browser);
  });

  it('refuses an answer posted from another browser (no sign-in pending in its session)', async () => {
    const victim = await new Browser(app.server).start();
    const answer = await visitProvider(victim, { email: newEmail() });
    const attacker = await new Browser(app.server).start();
    const refused = await attacker.post('/api/auth/google/callback', answer).expect(422);
    expect(refused.body.errors).toEqual({ state: [SIGN_IN_EXPIRED] });
    await expectSignedOut(attacker);
  });

  it('refuses an ID token whose nonce is not the one this session sent', async () => {
    const email = newEmail();
    const browser = await new Browser(app.server).start();
    const answer = await visitProvider(browser, { email }, (url) => url.searchParams.set('nonce', 'a-nonce-this-session-never-sent'));
    const refused = await browser.post('/api/auth/google/callback', answer).expect(422);
    expect(refused.body.errors).toEqual({ code: [SIGN_IN_NOT_CONFIRMED] });
    await expectSignedOut(browser);
    expect(await app.sql(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('refuses a code that was already exchanged', async () => {
    const browser = await new Browser(app.server).start();
    const answer = await visitProvider(browser, { email: newEmail() });
    await browser.post('/api/auth/google/callback', answer).expect(200);
    const other = await new Browser(app.server).start();
    // A fresh pending sign-in in this session, answered with the spent code.
    const fresh = await visitProvider(other, { email: newEmail() });
    const refused = await other.post('/api/auth/google/callback', { ...fresh, code: answer.code }).expect(422);
    expect(refused.body.errors).toEqual({ code: [SIGN_IN_NOT_CONFIRMED] });
    await expectSignedOut(other);
  });

  it('never links or registers an email Google has not verified', async () => {
    const owner = await registerWorkspace(app, 'Unverified Co');
    const browser = await new Browser(app.server).start();
    const answer = await visitProvider(browser, { email: owner.user.email, verified: false });
    const refused = await browser.post('/api/auth/google/callback', answer).expect(422);
    expect(refused.body.errors).toEqual({ email: [UNVERIFIED_EMAIL] });
    expect(refused.body.error_codes).toEqual({ email: [{ code: 'google-sign-in.unverified-email' }] });
    await expectSignedOut(browser);
    const [row] = await app.sql<{ google_subject: string | null }>(`SELECT google_subject FROM users WHERE id = $1`, [owner.user.id]);
    expect(row.google_subject).toBeNull();

    const stranger = newEmail();
    const other = await new Browser(app.server).start();
    const unverified = await visitProvider(other, { email: stranger, verified: false });
    await other.post('/api/auth/google/callback', unverified).expect(422);
    expect(await app.sql(`SELECT 1 FROM users WHERE email = $1`, [stranger])).toEqual([]);
  });

  it('refuses a deactivated workspace like a password sign-in does', async () => {
    const { user } = await signInWithGoogle({ email: newEmail() });
    await app.sql(`UPDATE workspaces SET deactivated = true WHERE id = $1`, [user.workspace.id]);
    const browser = await new Browser(app.server).start();
    const [row] = await app.sql<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [user.id]);
    const answer = await visitProvider(browser, { email: row.email });
    const refused = await browser.post('/api/auth/google/callback', answer).expect(403);
    expect(refused.body).toMatchObject({ code: 'deactivated' });
    await expectSignedOut(browser);
  });

  it('answers a malformed answer with 422 per field, and a missing CSRF token with 403', async () => {
    const browser = await new Browser(app.server).start();
    const empty = await browser.post('/api/auth/google/callback', {}).expect(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['code', 'state']);
    const wrongTypes = await browser.post('/api/auth/google/callback', { code: 12, state: ['x'], iss: 3 }).expect(422);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['code', 'iss', 'state']);
    await browser.agent.post('/api/auth/google/callback').send({ code: 'c', state: 's' }).expect(403);
  });

  it('refuses a start request that carries an answer: only the callback completes a sign-in', async () => {
    const browser = await new Browser(app.server).start();
    const response = await browser.get('/api/auth/google?code=abc&state=def').expect(302);
    expect(response.headers.location).toBe('/social?error=expired');
  });
});

describe('Google sign-in with the provider unreachable', () => {
  let offline: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: discovery fails, and the app starts all the same.
    offline = await startWithGoogle('http://127.0.0.1:1');
  }, 60_000);
  afterAll(() => offline?.close());

  it('starts, and sends a sign-in attempt back to /social saying Google is unavailable', async () => {
    await request(offline.server).get('/api/auth/sign-in-options').expect(200, { google: true });
    const browser = await new Browser(offline.server).start();
    const response = await browser.get('/api/auth/google').expect(302);
    expect(response.headers.location).toBe('/social?error=unavailable');
    const callback = await browser.post('/api/auth/google/callback', { code: 'c', state: 's' }).expect(503);
    expect(callback.body.message).toMatch(/unavailable/);
  });
});
