import { generateSync } from 'otplib';
import type { SignInView } from '@ginuma/domain';
import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ loginAttempts: 5 });
});
afterAll(() => app.close());

/**
 * A code of the authenticator app. `ahead` steps later than now: an enrolment and the sign-in
 * after it happen within one 30-second step, and a step is accepted only once.
 */
const codeOf = (secret: string, ahead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

async function enrol(browser: Browser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await browser.post('/api/users/my/two-step/setup').expect(200);
  const enabled = await browser.post('/api/users/my/two-step/enable', { code: codeOf(setup.body.secret) }).expect(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}

async function firstStep(user: Registered): Promise<Browser> {
  const browser = await new Browser(app.server).start();
  const answer = await browser.post('/api/login', { email: user.user.email, password: user.password }).expect(200);
  expect(answer.body).toEqual({ two_step_required: true });
  return browser;
}

describe('enrolling', () => {
  it('sets up a secret with a QR code, turns on only with a code made from it, and answers ten recovery codes once', async () => {
    const user = await registerWorkspace(app, 'Enrol Co');
    expect((await user.browser.get('/api/users/my/two-step').expect(200)).body).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, required: false });
    await user.browser.post('/api/users/my/two-step/enable', { code: '123456' }).expect(409);
    const setup = await user.browser.post('/api/users/my/two-step/setup').expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Ginuma:.+\?secret=[A-Z2-7]+&issuer=Ginuma$/);
    expect(setup.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await user.browser.post('/api/users/my/two-step/enable', { code: '000000' }).expect(422);
    expect(wrong.body.error_codes).toEqual({ code: [{ code: 'auth.two-step-code-invalid' }] });
    const enabled = await user.browser.post('/api/users/my/two-step/enable', { code: codeOf(setup.body.secret) }).expect(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    for (const code of enabled.body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await user.browser.get('/api/users/my/two-step').expect(200)).body;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await user.browser.get('/api/user').expect(200)).body.two_step_enabled).toBe(true);
    await user.browser.post('/api/users/my/two-step/setup').expect(409);
    // Only hashes are kept.
    const stored = await app.sql<{ code_hash: string }>(`SELECT code_hash FROM two_step_recovery_codes WHERE user_id = $1`, [user.user.id]);
    expect(stored.map((r) => r.code_hash)).not.toContain(enabled.body.recovery_codes[0]);
  });
});

describe('signing in with a second step', () => {
  it('asks for a code after the password, refuses a wrong one and a replayed one, and signs in with the right one', async () => {
    const user = await registerWorkspace(app, 'Second Step Co');
    const { secret } = await enrol(user.browser);
    const browser = await firstStep(user);
    await browser.get('/api/user').expect(401);
    const wrong = await browser.post('/api/login/two-step', { code: '000000' }).expect(422);
    expect(wrong.body.error_codes).toEqual({ code: [{ code: 'auth.two-step-code-invalid' }] });
    const code = codeOf(secret, 1);
    const signedIn = await browser.post('/api/login/two-step', { code }).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.user.id, two_step_enabled: true });
    await browser.get('/api/user').expect(200);

    const again = await firstStep(user);
    await again.post('/api/login/two-step', { code }).expect(422);
    const history = (await browser.get('/api/users/my/sign-ins').expect(200)).body as SignInView[];
    expect(history.slice(0, 3).map((s) => [s.method, s.outcome])).toEqual([
      ['two-step', 'refused'],
      ['two-step', 'signed-in'],
      ['two-step', 'refused'],
    ]);
  });

  it('takes a recovery code once, instead of a code', async () => {
    const user = await registerWorkspace(app, 'Recovery Co');
    const { recoveryCodes } = await enrol(user.browser);
    const browser = await firstStep(user);
    await browser.post('/api/login/two-step', { recovery_code: recoveryCodes[3].toUpperCase() }).expect(200);
    expect((await browser.get('/api/users/my/two-step').expect(200)).body.recovery_codes_left).toBe(9);
    const again = await firstStep(user);
    const spent = await again.post('/api/login/two-step', { recovery_code: recoveryCodes[3] }).expect(422);
    expect(spent.body.error_codes).toEqual({ recovery_code: [{ code: 'auth.recovery-code-invalid' }] });
  });

  it('refuses a second step with no first, and a body with neither a code nor a recovery code', async () => {
    const browser = await new Browser(app.server).start();
    const none = await browser.post('/api/login/two-step', { code: '123456' }).expect(422);
    expect(none.body.code).toBe('auth.two-step-expired');
    const user = await registerWorkspace(app, 'Empty Answer Co');
    await enrol(user.browser);
    const halfway = await firstStep(user);
    const empty = await halfway.post('/api/login/two-step', {}).expect(422);
    expect(Object.keys(empty.body.errors)).toEqual(['code', 'recovery_code']);
  });

  it('is throttled: after five wrong codes even the right one waits', async () => {
    const user = await registerWorkspace(app, 'Throttle Co');
    const { secret } = await enrol(user.browser);
    const browser = await firstStep(user);
    for (let i = 0; i < 5; i++) await browser.post('/api/login/two-step', { code: '000000' }).expect(422);
    await browser.post('/api/login/two-step', { code: codeOf(secret, 1) }).expect(429);
  });
});

describe('turning it off and renewing codes', () => {
  it('needs the password; afterwards the password alone signs in', async () => {
    const user = await registerWorkspace(app, 'Turn Off Co');
    await enrol(user.browser);
    await user.browser.post('/api/users/my/two-step/recovery-codes', { password: 'wrong password' }).expect(422);
    const renewed = await user.browser.post('/api/users/my/two-step/recovery-codes', { password: user.password }).expect(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const wrong = await user.browser.post('/api/users/my/two-step/disable', { password: 'wrong password' }).expect(422);
    expect(wrong.body.error_codes).toEqual({ password: [{ code: 'users.current-password-incorrect' }] });
    await user.browser.post('/api/users/my/two-step/disable', { password: user.password }).expect(200);
    await user.browser.post('/api/users/my/two-step/disable', { password: user.password }).expect(409);
    const browser = await new Browser(app.server).start();
    const answer = await browser.post('/api/login', { email: user.user.email, password: user.password }).expect(200);
    expect(answer.body.id).toBe(user.user.id);
    const [left] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM two_step_recovery_codes WHERE user_id = $1`, [user.user.id]);
    expect(left.n).toBe(0);
  });
});

describe('a workspace that requires it', () => {
  it('is switched on only by an Admin who has it; then everyone else must enrol before working, and may not turn it off', async () => {
    const owner = await registerWorkspace(app, 'Required Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1, expiry = '2099-01-31' WHERE id = $1`, [owner.user.workspace.id]);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const refused = await owner.browser.put('/api/users/-/two-step-requirement', { required: true }).expect(409);
    expect(refused.body.code).toBe('auth.two-step-enrol-first');
    await owner.browser.put('/api/users/-/two-step-requirement', { required: 'yes' }).expect(422);
    await enrol(owner.browser);
    await entry.put('/api/users/-/two-step-requirement', { required: true }).expect(403);
    await audit.put('/api/users/-/two-step-requirement', { required: true }).expect(403);
    await owner.browser.put('/api/users/-/two-step-requirement', { required: true }).expect(200, { required: true });

    const blocked = await entry.get('/api/customers').expect(403);
    expect(blocked.body.code).toBe('two_step_required');
    expect((await entry.get('/api/users/my/two-step').expect(200)).body).toMatchObject({ enabled: false, required: true });
    await enrol(entry);
    await entry.get('/api/customers').expect(200);
    const keep = await entry.post('/api/users/my/two-step/disable', { password: 'user password 1' }).expect(409);
    expect(keep.body.code).toBe('auth.two-step-required-by-workspace');
    await owner.browser.get('/api/customers').expect(200);
  });
});
