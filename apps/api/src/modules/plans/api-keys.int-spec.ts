import request from 'supertest';
import { HOME_TODAY_SQL, ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let neighbour: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Key Co');
  neighbour = await registerWorkspace(app, 'Neighbour Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

/** A script's call: the key, and nothing a browser would send (no cookie, no CSRF token). */
function bearer(key: string) {
  return {
    get: (path: string) => request(app.server).get(path).set('Authorization', `Bearer ${key}`),
    post: (path: string, body: object) => request(app.server).post(path).set('Authorization', `Bearer ${key}`).send(body),
  };
}

async function createKey(role?: number): Promise<string> {
  const created = await owner.browser.post('/api/configurations/key/create', role === undefined ? {} : { role }).expect(201);
  expect(created.body.key).toMatch(/^gnm_/);
  expect(created.body.prefix).toBe(created.body.key.slice(0, 12));
  return created.body.key as string;
}

describe('the account API key', () => {
  it('is read-only (Audit) by default, shown once, stored hashed; reads work, writes are refused', async () => {
    const key = await createKey();
    const shown = await owner.browser.get('/api/configurations/key').expect(200);
    expect(shown.body.key).toEqual({ prefix: key.slice(0, 12), role: ROLES.audit, created_at: expect.any(String), last_used_at: null });
    expect(JSON.stringify(shown.body)).not.toContain(key);
    const [stored] = await app.sql<{ key_hash: string }>(`SELECT key_hash FROM api_keys WHERE tenant_id = $1`, [owner.user.workspace.id]);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const read = await bearer(key).get('/api/customers').expect(200);
    // No session is made for a key's call.
    expect(read.headers['set-cookie']).toBeUndefined();
    const write = await bearer(key).post('/api/customers', { name: 'By Script' }).expect(403);
    expect(write.body.message).toBe('You do not have permission to edit this details.');
    expect((await owner.browser.get('/api/configurations/key').expect(200)).body.key.last_used_at).not.toBeNull();
  });

  it('writes as its role without CSRF, in its own workspace only; a new key replaces the old one', async () => {
    const old = await createKey(ROLES.audit);
    const key = await createKey(ROLES.entry);
    expect((await bearer(old).get('/api/customers').expect(401)).body.message).toBe('Unauthenticated.');
    const made = await bearer(key).post('/api/customers', { name: 'Scripted Customer' }).expect(201);
    const [row] = await app.sql<{ tenant_id: string }>(`SELECT tenant_id FROM customers WHERE id = $1`, [made.body.id]);
    expect(row.tenant_id).toBe(owner.user.workspace.id);
    // Entry's role still rules: no settings, no keys.
    await bearer(key).post('/api/configurations/key/create', {}).expect(403);

    const theirs = await neighbour.browser.post('/api/customers', { name: 'Their Customer' }).expect(201);
    await bearer(key).get(`/api/customers/${theirs.body.id}`).expect(404);
  });

  it('goes through the same access rules as a session: plan, expiry, deactivation', async () => {
    const key = await createKey(ROLES.entry);
    await app.sql(`UPDATE workspaces SET expiry = ${HOME_TODAY_SQL} - 1 WHERE id = $1`, [owner.user.workspace.id]);
    expect((await bearer(key).get('/api/customers').expect(403)).body.code).toBe('account_expired');
    await app.sql(`UPDATE workspaces SET expiry = NULL, plan_id = NULL WHERE id = $1`, [owner.user.workspace.id]);
    expect((await bearer(key).get('/api/customers').expect(403)).body.code).toBe('plan_required');
    await app.sql(`UPDATE workspaces SET plan_id = 1, deactivated = true WHERE id = $1`, [owner.user.workspace.id]);
    expect((await bearer(key).get('/api/customers').expect(403)).body.code).toBe('deactivated');
    await app.sql(`UPDATE workspaces SET deactivated = false WHERE id = $1`, [owner.user.workspace.id]);
    await bearer(key).get('/api/customers').expect(200);
  });

  it('answers 401 once revoked, and to an unknown key', async () => {
    const key = await createKey();
    await bearer(key).get('/api/customers').expect(200);
    expect((await owner.browser.delete('/api/configurations/key').expect(200)).body.message).toBe('API key revoked.');
    await bearer(key).get('/api/customers').expect(401);
    await owner.browser.delete('/api/configurations/key').expect(404);
    expect((await owner.browser.get('/api/configurations/key').expect(200)).body).toEqual({ key: null });
    await bearer('gnm_not-a-key').get('/api/customers').expect(401);
  });

  it('is kept by the admin only: Entry and Audit are refused with 403', async () => {
    for (const role of [ROLES.entry, ROLES.audit]) {
      const user = await signInNewUser(app, owner.user.workspace.id, role);
      await user.post('/api/configurations/key/create', {}).expect(403);
      await user.delete('/api/configurations/key').expect(403);
    }
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await entry.get('/api/configurations/key').expect(403);
  });

  it('answers a wrong role with 422', async () => {
    const wrong = await owner.browser.post('/api/configurations/key/create', { role: 7 }).expect(422);
    expect(wrong.body.errors).toEqual({ role: ['The role must be Admin, Audit or Entry.'] });
  });

  it("never shows another workspace's key", async () => {
    await createKey();
    expect((await neighbour.browser.get('/api/configurations/key').expect(200)).body).toEqual({ key: null });
    await neighbour.browser.delete('/api/configurations/key').expect(404);
  });

  it("acts as the key's role even beside a session cookie, and leaves that session as it was", async () => {
    const key = await createKey(ROLES.audit);
    // The owner's browser (an Admin session) sends the key too: the key decides, CSRF or not.
    await owner.browser.agent.post('/api/customers').set('Authorization', `Bearer ${key}`).send({ name: 'Mixed' }).expect(403);
    await owner.browser.post('/api/customers', { name: 'Still Admin' }).expect(201);
    await request(app.server).get('/api/csrf-cookie').set('Authorization', `Bearer ${key}`).expect(204);
  });

  it('throttles unknown keys per address: after 20 a minute every Bearer call waits', async () => {
    const key = await createKey();
    // Earlier tests of this file spent a few of the 20 on revoked and unknown keys.
    let status = 401;
    let tries = 0;
    for (; status === 401 && tries <= 20; tries++) status = (await bearer(`gnm_guess-${tries}`).get('/api/customers')).status;
    expect(status).toBe(429);
    expect(tries).toBeGreaterThan(15);
    const refused = await bearer('gnm_guess-again').get('/api/customers').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    await bearer(key).get('/api/customers').expect(429);
    // Browsers, with no key, are not affected.
    await owner.browser.get('/api/customers').expect(200);
  });
});
