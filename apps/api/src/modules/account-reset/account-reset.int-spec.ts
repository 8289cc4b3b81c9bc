import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let neighbour: Registered;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Reset Co');
  neighbour = await registerWorkspace(app, 'Neighbour Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const RESET_FAILED = 'Reset failed!! Send reset token and try again';

/** Customers with opening amounts (ledger events), a tax and a bank account with a balance. */
async function fill(workspace: Registered, prefix: string) {
  await workspace.browser.post('/api/customers', { name: `${prefix} Silva`, open_outstanding: '1500.00' }).expect(201);
  await workspace.browser.post('/api/customers', { name: `${prefix} Perera`, open_credit_balance: '250.50' }).expect(201);
  await workspace.browser.post('/api/taxes', { name: `${prefix} VAT`, rate: '18', abbreviation: 'VAT' }).expect(201);
  await workspace.browser.post('/api/bank-accounts', { name: `${prefix} BOC`, opening_balance: '10000.00' }).expect(201);
}

async function counts(tenantId: string) {
  const [row] = await app.sql<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM customers WHERE tenant_id = $1) AS customers,
            (SELECT count(*)::int FROM taxes WHERE tenant_id = $1) AS taxes,
            (SELECT count(*)::int FROM bank_accounts WHERE tenant_id = $1) AS bank_accounts,
            (SELECT count(*)::int FROM ledger_event WHERE tenant_id = $1) AS events,
            (SELECT count(*)::int FROM ledger_posting WHERE tenant_id = $1) AS postings,
            (SELECT count(*)::int FROM users WHERE tenant_id = $1) AS users,
            (SELECT count(*)::int FROM workspaces WHERE id = $1) AS workspaces`,
    [tenantId],
  );
  return row;
}

/** Sends a token and reads it back from the mail the SMTP sink received. */
async function mailedToken(): Promise<string> {
  const before = smtp.received.length;
  const sent = await owner.browser.post('/api/configurations/send-token').expect(200);
  expect(sent.body.message).toBe('Reset token sent. Check your email.');
  const mail = (await smtp.waitFor(before + 1))[before];
  expect(mail.to).toEqual([owner.user.email]);
  const token = /reset token is: ([0-9a-f]{32})/.exec(mail.raw)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

async function verify(workspace: Registered) {
  return (await workspace.browser.get('/api/ledger/verify').expect(200)).body;
}

describe('account reset', () => {
  it('keeps only the hash of the token, and refuses a wrong one (422) with nothing deleted', async () => {
    await fill(owner, 'Own');
    await fill(neighbour, 'Next');
    const token = await mailedToken();
    const [stored] = await app.sql<{ token_hash: string }>(`SELECT token_hash FROM account_reset_tokens WHERE tenant_id = $1`, [owner.user.workspace.id]);
    expect(stored.token_hash).not.toContain(token);
    const before = await counts(owner.user.workspace.id);

    const wrong = await owner.browser.post(`/api/configurations/reset/account/${'0'.repeat(32)}`).expect(422);
    expect(wrong.body).toEqual({
      message: RESET_FAILED,
      code: 'account-reset.reset-failed',
      errors: { token: [RESET_FAILED] },
      error_codes: { token: [{ code: 'account-reset.reset-failed' }] },
    });
    await owner.browser.post('/api/configurations/reset/account/x').expect(422);
    expect(await counts(owner.user.workspace.id)).toEqual(before);
  });

  it("refuses another workspace's token and an expired one", async () => {
    const token = await mailedToken();
    await neighbour.browser.post(`/api/configurations/reset/account/${token}`).expect(422);

    await app.sql(`UPDATE account_reset_tokens SET expires_at = now() - interval '1 second' WHERE tenant_id = $1`, [owner.user.workspace.id]);
    const expired = await owner.browser.post(`/api/configurations/reset/account/${token}`).expect(422);
    expect(expired.body.message).toBe(RESET_FAILED);
    expect((await counts(owner.user.workspace.id)).customers).toBe(2);
  });

  it('lets only an Admin send a token or reset (403)', async () => {
    for (const role of [2, 3] as const) {
      const user = await signInNewUser(app, owner.user.workspace.id, role);
      await user.post('/api/configurations/send-token').expect(403);
      await user.post(`/api/configurations/reset/account/${'0'.repeat(32)}`).expect(403);
    }
  });

  it("wipes the workspace's data and ledger, keeps its users, and leaves the other workspace whole", async () => {
    const neighbourBefore = await counts(neighbour.user.workspace.id);
    expect(neighbourBefore).toMatchObject({ customers: 2, taxes: 1, bank_accounts: 1, events: 3, postings: 6 });
    const users = (await counts(owner.user.workspace.id)).users;

    const token = await mailedToken();
    const reset = await owner.browser.post(`/api/configurations/reset/account/${token}`).expect(200);
    expect(reset.body.message).toBe('Account reset successfully.');

    expect(await counts(owner.user.workspace.id)).toEqual({
      customers: 0,
      taxes: 0,
      bank_accounts: 0,
      events: 0,
      postings: 0,
      users,
      workspaces: 1,
    });
    const [left] = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE tenant_id = $1`,
      [owner.user.workspace.id],
    );
    expect(left.n).toBe(0);
    expect(await counts(neighbour.user.workspace.id)).toEqual(neighbourBefore);
    // The token went with the data.
    await owner.browser.post(`/api/configurations/reset/account/${token}`).expect(422);

    expect(await verify(owner)).toMatchObject({ hash_chain: { intact: true, events: 0 }, projections: { equal: true } });
    expect(await verify(neighbour)).toMatchObject({ hash_chain: { intact: true, events: 3 }, projections: { equal: true } });

    // The workspace starts again: its chain from the first event, its lists empty.
    await owner.browser.get('/api/customers').expect(200, []);
    await owner.browser.post('/api/customers', { name: 'Fresh Start', open_outstanding: '10.00' }).expect(201);
    expect(await verify(owner)).toMatchObject({ hash_chain: { intact: true, events: 1 }, projections: { equal: true } });
  });

  it('keeps the ledger append-only for everyone else, the superuser included', async () => {
    await expect(app.sql(`DELETE FROM ledger_event WHERE tenant_id = $1`, [neighbour.user.workspace.id])).rejects.toThrow(/append-only/);
    await expect(
      app.sql(`BEGIN; SELECT set_config('ginuma.reset_tenant', $1, true); DELETE FROM ledger_posting WHERE tenant_id <> $1; COMMIT`.replace(/\$1/g, `'${owner.user.workspace.id}'`)),
    ).rejects.toThrow(/append-only/);
    await app.sql('ROLLBACK');
    // A workspace may only reset itself, whatever id it passes.
    await expect(
      app.sql(
        `BEGIN; SET LOCAL ROLE ginuma_app; SELECT set_config('app.tenant_id', '${owner.user.workspace.id}', true);
         SELECT ginuma_reset_workspace('${neighbour.user.workspace.id}'); COMMIT`,
      ),
    ).rejects.toThrow(/may only reset itself/);
    await app.sql('ROLLBACK');
    expect((await counts(neighbour.user.workspace.id)).events).toBe(3);
  });
});

describe('settings for an Entry user', () => {
  it('reads taxes for its pickers but cannot write them', async () => {
    const entry = await signInNewUser(app, neighbour.user.workspace.id, 3);
    const taxes = await entry.get('/api/taxes').expect(200);
    expect(taxes.body.map((t: { name: string }) => t.name)).toEqual(['Next VAT']);
    await entry.get(`/api/taxes/${taxes.body[0].id}`).expect(200);
    await entry.post('/api/taxes', { name: 'Entry VAT', rate: '5', abbreviation: 'EV' }).expect(403);
    await entry.put(`/api/taxes/${taxes.body[0].id}`, { name: 'Renamed', rate: '5', abbreviation: 'EV' }).expect(403);
    await entry.delete(`/api/taxes/${taxes.body[0].id}`).expect(403);
    const [{ n }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM taxes WHERE tenant_id = $1`, [neighbour.user.workspace.id]);
    expect(n).toBe(1);
  });
});
