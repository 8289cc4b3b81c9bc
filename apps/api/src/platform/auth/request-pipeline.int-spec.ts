import { registerWorkspace, signInNewUser, startTestApp, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sessionRows = () => app.sql<{ sid: string; xmin: string; expire: Date }>(`SELECT sid, xmin::text, expire FROM session ORDER BY sid`);

describe('the request pipeline', () => {
  it('writes no session on requests that change nothing', async () => {
    const { browser } = await registerWorkspace(app, 'Quiet Reader');
    const before = await sessionRows();
    for (let i = 0; i < 5; i++) await browser.get('/api/user').expect(200);
    expect(await sessionRows()).toEqual(before);
  });

  it('lets a user in at once when the refusal the session remembers no longer holds', async () => {
    const { user } = await registerWorkspace(app, 'Plan Later Co');
    const entry = await signInNewUser(app, user.workspace.id, 3);
    await entry.post('/api/users/update/user', { name: 'x', email: 'x1@example.test' }).expect(403);
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [user.workspace.id]);
    await entry.post('/api/users/update/user', { name: 'Entry', email: `entry.${Date.now()}@example.test` }).expect(200);
  });

  it('refuses at once a user whose workspace or account changed since the session remembered them', async () => {
    const { browser, user } = await registerWorkspace(app, 'Changing Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [user.workspace.id]);
    await browser.get('/api/users').expect(200);
    await app.sql(`UPDATE workspaces SET user_registry = 0 WHERE id = $1`, [user.workspace.id]);
    await browser.get('/api/users').expect(403, { message: 'This module is disabled for your workspace.', code: 'module_disabled' });
    await app.sql(`UPDATE users SET deleted_at = now() WHERE id = $1`, [user.id]);
    await browser.get('/api/user').expect(401, { message: 'Unauthenticated.' });
  });

  it('shows the current principal, not the one the session remembered', async () => {
    const { browser, user } = await registerWorkspace(app, 'Renamed Co');
    await app.sql(`UPDATE workspaces SET name = 'Renamed Again' WHERE id = $1`, [user.workspace.id]);
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.workspace.name).toBe('Renamed Again');
  });
});
