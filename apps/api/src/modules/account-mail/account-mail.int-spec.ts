import { Browser, mailedLink, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@ginuma/domain';
import { readMail, startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Mail Links Co');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const REQUESTED = { message: 'If that email address has an account, we have emailed it a link to reset the password.' };
const RESET_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
const VERIFY_INVALID = 'This verification link is invalid or has expired. Please ask for a new one.';
const RESET_INVALID_BODY = {
  message: RESET_INVALID,
  code: 'account-mail.reset-link-invalid',
  errors: { token: [RESET_INVALID] },
  error_codes: { token: [{ code: 'account-mail.reset-link-invalid' }] },
};

const guest = () => new Browser(app.server).start();
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address.toLowerCase())).length;

/** Asks for a reset link as a guest and reads the token from the mail the SMTP server received. */
async function resetLink(email: string): Promise<string> {
  const before = smtp.received.length;
  await (await guest()).post('/api/forgot-password/change', { email }).expect(200, REQUESTED);
  await smtp.waitFor(before + 1);
  return mailedLink(smtp.received, email, 'reset-password');
}

/** Waits for the mail that a call answering 200 has queued to `to` (delivery is after commit). */
async function nextMailTo(to: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && mailsTo(to) < count; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(mailsTo(to)).toBe(count);
}

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const browser = await guest();
    const known = await browser.post('/api/forgot-password/change', { email: owner.user.email.toUpperCase() }).expect(200);
    const unknown = await browser.post('/api/forgot-password/change', { email: 'nobody.here@example.test' }).expect(200);
    expect(known.body).toEqual(REQUESTED);
    expect(unknown.body).toEqual(known.body);
    await nextMailTo(owner.user.email, 2); // the verification mail of registration, then the reset link
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toMatch(/^Subject: Reset your Ginuma password/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/127\.0\.0\.1:3000\/reset-password\/[0-9a-f]{64}/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('nobody.here@example.test')).toBe(0);
    const [queued] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'nobody.here@example.test'`);
    expect(queued.n).toBe(0);
  });

  it('refuses a bad body with 422 field messages', async () => {
    const browser = await guest();
    await browser.post('/api/forgot-password/change', { email: 'not an address' }).expect(422, {
      message: 'The email must be a valid email address.',
      code: 'validation.email',
      params: { label: 'email' },
      errors: { email: ['The email must be a valid email address.'] },
      error_codes: { email: [{ code: 'validation.email', params: { label: 'email' } }] },
    });
    const short = await browser.post(`/api/reset-password/${'a'.repeat(64)}`, { password: 'short', password_confirmation: 'short' }).expect(422);
    expect(short.body.errors).toEqual({ password: ['The password must be at least 8 characters.'] });
    expect(short.body.error_codes).toEqual({ password: [{ code: 'auth.password-too-short', params: { min: 8 } }] });
    const mismatch = await browser.post(`/api/reset-password/${'a'.repeat(64)}`, { password: 'long enough 1', password_confirmation: 'long enough 2' }).expect(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    expect(mismatch.body.error_codes).toEqual({ password_confirmation: [{ code: 'auth.password-confirmation' }] });
    await browser.post('/api/reset-password/not-a-token', { password: 'long enough 1', password_confirmation: 'long enough 1' }).expect(422, {
      ...RESET_INVALID_BODY,
    });
  });

  it('sets the new password with the mailed link once, ends every other session, and retires older links', async () => {
    const user = await registerWorkspace(app, 'Reset Me Co');
    const elsewhere = await guest();
    await elsewhere.post('/api/login', { email: user.user.email, password: user.password }).expect(200);
    const older = await resetLink(user.user.email);
    const token = await resetLink(user.user.email);
    expect(token).not.toBe(older);
    const [stored] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account_tokens WHERE token_hash = $1 OR token_hash = $2`, [token, older]);
    expect(stored.n).toBe(0); // only hashes are kept

    const browser = await guest();
    await browser
      .post(`/api/reset-password/${token}`, { password: 'brand new secret', password_confirmation: 'brand new secret' })
      .expect(200, { message: 'Your password has been reset. You can sign in with it now.' });

    await user.browser.get('/api/user').expect(401);
    await elsewhere.get('/api/user').expect(401);
    await browser.post('/api/login', { email: user.user.email, password: user.password }).expect(422);
    const signedIn = await browser.post('/api/login', { email: user.user.email, password: 'brand new secret' }).expect(200);
    // Following a mailed link proved the address.
    expect(signedIn.body.email_verified_at).not.toBeNull();

    const again = await guest();
    await again.post(`/api/reset-password/${token}`, { password: 'another secret 1', password_confirmation: 'another secret 1' }).expect(422, {
      ...RESET_INVALID_BODY,
    });
    await again.post(`/api/reset-password/${older}`, { password: 'another secret 1', password_confirmation: 'another secret 1' }).expect(422);
    await browser.get('/api/user').expect(200);
  });

  it('a second reset mail retires the first link at once: only the latest mail works', async () => {
    const user = await registerWorkspace(app, 'Two Resets Co');
    const first = await resetLink(user.user.email);
    const second = await resetLink(user.user.email);
    const body = { password: 'brand new secret', password_confirmation: 'brand new secret' };
    await (await guest()).post(`/api/reset-password/${first}`, body).expect(422, RESET_INVALID_BODY);
    await (await guest()).post(`/api/reset-password/${second}`, body).expect(200);
  });

  it('refuses an expired link, and a verification link used as a reset link', async () => {
    const user = await registerWorkspace(app, 'Expired Link Co');
    const verifyToken = mailedLink(smtp.received, user.user.email, 'email-verify');
    const token = await resetLink(user.user.email);
    await app.sql(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE tenant_id = $1 AND purpose = 'reset'`, [user.user.workspace.id]);
    const browser = await guest();
    const body = { password: 'brand new secret', password_confirmation: 'brand new secret' };
    await browser.post(`/api/reset-password/${token}`, body).expect(422, RESET_INVALID_BODY);
    await browser.post(`/api/reset-password/${verifyToken}`, body).expect(422);
    await browser.post('/api/login', { email: user.user.email, password: user.password }).expect(200);
  });

  it('throttles per address, the same for an unknown one (429)', async () => {
    const { user } = await registerWorkspace(app, 'Throttle Co');
    for (const email of [user.email, 'unknown.throttle@example.test']) {
      const browser = await guest();
      for (let i = 0; i < 3; i++) await browser.post('/api/forgot-password/change', { email }).expect(200, REQUESTED);
      const refused = await browser.post('/api/forgot-password/change', { email }).expect(429);
      expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    }
    await nextMailTo(user.email, 4); // verification + 3 reset links
  });
});

describe('email verification', () => {
  it('mails a link at registration; GET /api/user shows the address unverified until the link is followed once', async () => {
    const user = await registerWorkspace(app, 'Verify Me Co');
    const token = mailedLink(smtp.received, user.user.email, 'email-verify');
    const before = await user.browser.get('/api/user').expect(200);
    expect(before.body.email_verified_at).toBeNull();
    const [row] = await app.sql<{ created_at: Date }>(`SELECT created_at FROM users WHERE id = $1`, [user.user.id]);
    expect(new Date(before.body.email_verify_by).getTime()).toBe(row.created_at.getTime() + 7 * 86_400_000);

    // The link may be opened in a browser that is not signed in.
    await (await guest()).post(`/api/email-verify/${token}`).expect(200, { message: 'Your email address has been verified.' });
    const after = await user.browser.get('/api/user').expect(200);
    expect(after.body.email_verified_at).not.toBeNull();
    expect(after.body.email_verify_by).toBeNull();
    await (await guest()).post(`/api/email-verify/${token}`).expect(422, {
      message: VERIFY_INVALID,
      code: 'account-mail.verify-link-invalid',
      errors: { token: [VERIFY_INVALID] },
      error_codes: { token: [{ code: 'account-mail.verify-link-invalid' }] },
    });
    await (await guest()).post(`/api/email-verify/${'0'.repeat(64)}`).expect(422);
  });

  it('lets an unverified account work for 7 days, then refuses workspace calls with 403 email_unverified until verified', async () => {
    const user = await registerWorkspace(app, 'Late Verifier Co');
    const age = (days: number) => app.sql(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [user.user.id, days]);
    await age(6);
    await user.browser.get('/api/customers').expect(200);
    await age(8);
    await user.browser.get('/api/customers').expect(403, {
      message: 'Please verify your email address to continue. We have sent you a link.',
      code: 'email_unverified',
    });
    await user.browser.post('/api/customers', { name: 'Blocked' }).expect(403);
    // Its own account stays reachable, so it can see why and ask for a new link.
    await user.browser.get('/api/user').expect(200);
    const first = mailedLink(smtp.received, user.user.email, 'email-verify');
    await user.browser.post('/api/email-verify/resend').expect(200, { message: 'A new verification link has been sent to your email address.' });
    await nextMailTo(user.user.email, 2);
    const second = mailedLink(smtp.received, user.user.email, 'email-verify');
    expect(second).not.toBe(first);
    // A new link retires the earlier one.
    await (await guest()).post(`/api/email-verify/${first}`).expect(422);
    await (await guest()).post(`/api/email-verify/${second}`).expect(200);
    await user.browser.get('/api/customers').expect(200);
  });

  it('throttles resending, and tells a verified user there is nothing to do', async () => {
    const user = await registerWorkspace(app, 'Resend Co');
    await user.browser.post(`/api/email-verify/resend/${owner.user.id}`).expect(404);
    for (let i = 0; i < 3; i++) await user.browser.post(`/api/email-verify/resend/${user.user.id}`).expect(200);
    await user.browser.post('/api/email-verify/resend').expect(429);
    await (await guest()).post('/api/email-verify/resend').expect(401);
    const entry = await signInNewUser(app, user.user.workspace.id, 3);
    await entry.post('/api/email-verify/resend').expect(200, { message: 'Your email address is already verified.' });
  });

  it('counts users made by an admin or the operator as verified', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const me = await audit.get('/api/user').expect(200);
    expect(me.body.email_verified_at).not.toBeNull();
    const [unverified] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NULL AND user_role <> 1`);
    expect(unverified.n).toBe(0);
  });
});

describe('business email verification', () => {
  const configuration = (business_email: string | null) => ({
    business_name: 'Mail Links Co',
    business_email,
    time_zone: 'Asia/Colombo',
    base_currency: 'LKR',
  });

  it('mails the business email a link; following it verifies that address, and changing the address unverifies it', async () => {
    const start = mailsTo(owner.user.email);
    await owner.browser.post('/api/email-verify/resend').expect(200);
    await nextMailTo(owner.user.email, start + 1);
    expect(smtp.received.at(-1)!.raw).toMatch(new RegExp(`^Reply-To: ${owner.user.email}`, 'm'));
    await owner.browser.post(`/api/email-verify/config/${owner.user.workspace.id}`).expect(422, {
      message: 'Save a business email in Business Configuration first.',
      code: 'account-mail.no-business-email',
      errors: { business_email: ['Save a business email in Business Configuration first.'] },
      error_codes: { business_email: [{ code: 'account-mail.no-business-email' }] },
    });
    await owner.browser.put('/api/configurations', configuration('office@links.test')).expect(200);
    await owner.browser.get('/api/email-verify/config').expect(200, { business_email: 'office@links.test', verified_at: null });
    await owner.browser.post(`/api/email-verify/config/${owner.user.workspace.id}`).expect(200, { message: 'A verification link has been sent to the business email.' });
    await nextMailTo('office@links.test', 1);
    const token = mailedLink(smtp.received, 'office@links.test', 'config-email-verify');
    // Another workspace's admin cannot use this workspace's link as their own account's.
    await (await guest()).post(`/api/email-verify/${token}`).expect(422);
    await (await guest()).post(`/api/email-verify/config/verified/${token}`).expect(200, { message: 'The business email has been verified.' });
    const verified = await owner.browser.get('/api/email-verify/config').expect(200);
    expect(verified.body.verified_at).not.toBeNull();
    await owner.browser.post(`/api/email-verify/config/${owner.user.workspace.id}`).expect(200, { message: 'The business email is already verified.' });
    // Without Email Settings, the workspace's mail now names the verified business email for replies.
    const before = mailsTo(owner.user.email);
    await owner.browser.post('/api/email-verify/resend').expect(200);
    await nextMailTo(owner.user.email, before + 1);
    expect(smtp.received.at(-1)!.raw).toMatch(/^Reply-To: office@links.test/m);

    await owner.browser.put('/api/configurations', configuration('other@links.test')).expect(200);
    await owner.browser.get('/api/email-verify/config').expect(200, { business_email: 'other@links.test', verified_at: null });
    await (await guest()).post(`/api/email-verify/config/verified/${token}`).expect(422);
  });

  it("lets only an Admin ask for the link (Audit 403), and shows each workspace only its own address", async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
    await audit.post(`/api/email-verify/config/${owner.user.workspace.id}`).expect(403);
    await audit.get('/api/email-verify/config').expect(200);
    const stranger = await registerWorkspace(app, 'Stranger Links Co');
    await stranger.browser.post(`/api/email-verify/config/${owner.user.workspace.id}`).expect(404);
    const neighbour = await registerWorkspace(app, 'Neighbour Links Co');
    await neighbour.browser.get('/api/email-verify/config').expect(200, { business_email: null, verified_at: null });
  });
});

describe('in Sinhala', () => {
  /** A guest whose admin pages are in Sinhala: the language switcher has left its cookie. */
  async function sinhalaGuest(): Promise<Browser> {
    const browser = await guest();
    browser.agent.jar.setCookie(`${LOCALE_COOKIE}=si; Path=/`, '127.0.0.1', '/');
    return browser;
  }

  /** The latest mail to `to`, decoded, with the token of its `/si/<page>/` link. */
  function sinhalaMail(to: string, page: string): { subject: string; text: string; token: string } {
    const mail = readMail(smtp.received.filter((m) => m.to.includes(to.toLowerCase())).at(-1)!.raw);
    const token = new RegExp(`^http://127\\.0\\.0\\.1:3000/si/${page}/([0-9a-f]{64})$`, 'm').exec(mail.text)?.[1];
    if (!token) throw new Error(`No /si/${page}/ link in: ${mail.text}`);
    return { ...mail, token };
  }

  it('mails the reset link in Sinhala, opening the Sinhala page, and the link resets the password', async () => {
    const user = await registerWorkspace(app, 'Sinhala Reset Co');
    const browser = await sinhalaGuest();
    await browser.post('/api/forgot-password/change', { email: user.user.email }).expect(200, REQUESTED);
    await nextMailTo(user.user.email, 2);
    const mail = sinhalaMail(user.user.email, 'reset-password');
    expect(mail.subject).toBe('ඔබේ Ginuma මුරපදය යළි සකසන්න');
    expect(mail.text).toMatch(/^ආයුබෝවන් Owner \d+,$/m);
    expect(mail.text).toContain('මිනිත්තු 60කින් කල් ඉකුත් වේ');
    expect(mail.text).toContain('ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම තැපෑල නොසලකා හරින්න');
    expect(mail.text).not.toContain('Hello');

    await browser
      .post(`/api/reset-password/${mail.token}`, { password: 'nava murapadaya', password_confirmation: 'nava murapadaya' })
      .expect(200, { message: 'Your password has been reset. You can sign in with it now.' });
    await (await guest()).post('/api/login', { email: user.user.email, password: 'nava murapadaya' }).expect(200);
  });

  it('mails the verification of a registration in Sinhala, and again on resend; the link verifies the address', async () => {
    const browser = await sinhalaGuest();
    const email = `sinhala.${process.pid}.${Date.now()}@example.test`;
    const password = 'correct horse battery';
    await browser
      .post('/api/register', { name: 'Nimal', email, password, password_confirmation: password, business_name: 'Sinhala Verify Co', privacy_policy: true })
      .expect(201);
    await nextMailTo(email, 1);
    const registered = sinhalaMail(email, 'email-verify');
    expect(registered.subject).toBe('ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කරන්න');
    expect(registered.text).toMatch(/^ආයුබෝවන් Nimal,$/m);
    expect(registered.text).toContain('Ginuma වෙත සාදරයෙන් පිළිගනිමු.');
    expect(registered.text).toContain('පැය 24කින් කල් ඉකුත් වේ');

    await browser.post('/api/email-verify/resend').expect(200, { message: 'A new verification link has been sent to your email address.' });
    await nextMailTo(email, 2);
    const resent = sinhalaMail(email, 'email-verify');
    expect(resent.subject).toBe(registered.subject);
    expect(resent.token).not.toBe(registered.token);

    await (await guest()).post(`/api/email-verify/${resent.token}`).expect(200, { message: 'Your email address has been verified.' });
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.email_verified_at).not.toBeNull();
  });

  it('mails the business email verification in Sinhala when its admin works in Sinhala', async () => {
    const user = await registerWorkspace(app, 'Sinhala Office Co');
    user.browser.agent.jar.setCookie(`${LOCALE_COOKIE}=si; Path=/`, '127.0.0.1', '/');
    const office = `office.${user.user.workspace.id}@sinhala.test`;
    await user.browser
      .put('/api/configurations', { business_name: 'Sinhala Office Co', business_email: office, time_zone: 'Asia/Colombo', base_currency: 'LKR' })
      .expect(200);
    await user.browser.post('/api/email-verify/config').expect(200);
    await nextMailTo(office, 1);
    const mail = sinhalaMail(office, 'config-email-verify');
    expect(mail.subject).toBe('Sinhala Office Co: ඔබේ ව්‍යාපාරික විද්‍යුත් තැපෑල තහවුරු කරන්න');
    expect(mail.text).toContain('Sinhala Office Co සඳහා ව්‍යාපාරික විද්‍යුත් තැපෑල ලෙස');
    await (await guest()).post(`/api/email-verify/config/verified/${mail.token}`).expect(200);
  });

  it("follows the page's language the admin sends, with no language chosen yet", async () => {
    const user = await registerWorkspace(app, 'Sinhala Page Co');
    await (await guest()).post('/api/forgot-password/change', { email: user.user.email }).set(LOCALE_HEADER, 'si').expect(200, REQUESTED);
    await nextMailTo(user.user.email, 2);
    expect(sinhalaMail(user.user.email, 'reset-password').subject).toBe('ඔබේ Ginuma මුරපදය යළි සකසන්න');
  });

  it('keeps English for a cookie that says English', async () => {
    const user = await registerWorkspace(app, 'English Cookie Co');
    const browser = await guest();
    browser.agent.jar.setCookie(`${LOCALE_COOKIE}=en; Path=/`, '127.0.0.1', '/');
    await browser.post('/api/forgot-password/change', { email: user.user.email }).expect(200, REQUESTED);
    await nextMailTo(user.user.email, 2);
    const mail = readMail(smtp.received.at(-1)!.raw);
    expect(mail.subject).toBe('Reset your Ginuma password');
    expect(mail.text).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset-password\/[0-9a-f]{64}$/m);
  });
});

describe('throttle per client', () => {
  it('refuses a client asking for links to many addresses (429)', async () => {
    const browser = await guest();
    let refused = false;
    for (let i = 0; i < 31 && !refused; i++) {
      const response = await browser.post('/api/forgot-password/change', { email: `spray${i}@example.test` });
      refused = response.status === 429;
      if (!refused) expect(response.status).toBe(200);
    }
    expect(refused).toBe(true);
  });
});
