import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Registry Co');
});
afterAll(() => app.close());

let n = 0;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: `Clerk ${++n}`,
  email: `clerk${n}.${Date.now()}@example.test`,
  user_role: 3,
  password: 'clerk password',
  ...overrides,
});

describe('the user registry', () => {
  it('lists with paging, Content-Range, search and sort', async () => {
    for (const name of ['Anura', 'Bimal', 'Chathu']) await owner.browser.post('/api/users', newUser({ name })).expect(201);
    const page = await owner.browser.get('/api/users').query({ sort: '["name","DESC"]', range: '[0,1]' }).expect(200);
    expect(page.headers['content-range']).toBe('users 0-1/4');
    const ownerName = (await owner.browser.get('/api/users/my/data')).body.name;
    expect(page.body.map((u: { name: string }) => u.name)).toEqual([ownerName, 'Chathu']);
    const next = await owner.browser.get('/api/users').query({ sort: '["name","DESC"]', range: '[2,3]' }).expect(200);
    expect(next.headers['content-range']).toBe('users 2-3/4');
    expect(next.body.map((u: { name: string }) => u.name)).toEqual(['Bimal', 'Anura']);
    const found = await owner.browser.get('/api/users').query({ filter: '{"q":"bim"}' }).expect(200);
    expect(found.body.map((u: { name: string }) => u.name)).toEqual(['Bimal']);
    const bySearch = await owner.browser.get('/api/users').query({ search: 'chat', noPagination: 'true' }).expect(200);
    expect(bySearch.body.map((u: { name: string }) => u.name)).toEqual(['Chathu']);
    expect(found.body[0]).not.toHaveProperty('password_hash');
  });

  it('exports the registry as .xlsx with role labels', async () => {
    const file = await owner.browser.get('/api/users/export').query({ filter: '{"q":"bim"}' }).expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('users.xlsx');
  });

  it.each([
    [{ sort: '["password_hash","ASC"]' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ filter: '{"from":"2026-13-45"}' }, 'from'],
    [{ filter: 'not json' }, 'filter'],
  ])('refuses a malformed list query %j with 422', async (query, field) => {
    const response = await owner.browser.get('/api/users').query(query).expect(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('creates, edits and refuses bad input with field errors', async () => {
    const created = await owner.browser.post('/api/users', newUser({ name: 'Dilan' })).expect(201);
    expect(created.body).toMatchObject({ name: 'Dilan', user_role: 3 });
    const edited = await owner.browser.put(`/api/users/${created.body.id}`, { name: 'Dilan P', email: created.body.email, user_role: 2 }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Dilan P', user_role: 2 });

    const before = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    await owner.browser.post('/api/users', newUser({ password: 'short' })).expect(422);
    await owner.browser.post('/api/users', newUser({ user_role: 9 })).expect(422);
    const { password: _password, ...withoutPassword } = newUser();
    const missing = await owner.browser.post('/api/users', withoutPassword).expect(422);
    expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });
    const dup = await owner.browser.post('/api/users', newUser({ email: created.body.email })).expect(422);
    expect(dup.body.errors.email).toEqual(['The email has already been taken.']);
    expect(await app.sql(`SELECT count(*)::int AS n FROM users`)).toEqual(before);
  });

  it('soft-deletes to the deleted list, refuses sign-in, and restores', async () => {
    const created = await owner.browser.post('/api/users', newUser({ name: 'Eranga' })).expect(201);
    await owner.browser.delete(`/api/users/${created.body.id}`).expect(200);
    const deleted = await owner.browser.get('/api/users/deleted-list').expect(200);
    expect(deleted.body.map((u: { id: string }) => u.id)).toContain(created.body.id);
    const live = await owner.browser.get('/api/users').query({ noPagination: 'true' }).expect(200);
    expect(live.body.map((u: { id: string }) => u.id)).not.toContain(created.body.id);
    await (await new Browser(app.server).start()).post('/api/login', { email: created.body.email, password: 'clerk password' }).expect(422);

    await owner.browser.post(`/api/users/${created.body.id}/restore`).expect(200);
    await (await new Browser(app.server).start()).post('/api/login', { email: created.body.email, password: 'clerk password' }).expect(200);
  });

  it("will not lose the workspace's last admin, nor let an admin demote or delete themselves", async () => {
    await owner.browser
      .put(`/api/users/${owner.user.id}`, { name: 'Owner', email: owner.user.email, user_role: 3 })
      .expect(409, { message: 'Cannot edit this account', code: 'users.cannot-edit-account' });
    await owner.browser.delete(`/api/users/${owner.user.id}`).expect(409, { message: 'Cannot edit this account', code: 'users.cannot-edit-account' });
    const [row] = await app.sql<{ user_role: number; deleted_at: Date | null }>(`SELECT user_role, deleted_at FROM users WHERE id = $1`, [owner.user.id]);
    expect(row).toEqual({ user_role: 1, deleted_at: null });
  });

  it('lets another admin be demoted while one remains', async () => {
    const second = await owner.browser.post('/api/users', newUser({ user_role: 1 })).expect(201);
    await owner.browser.put(`/api/users/${second.body.id}`, { name: 'Ex admin', email: second.body.email, user_role: 3 }).expect(200);
  });
});

describe('who may use the registry', () => {
  it("refuses an Audit user's and an Entry user's writes (403) but lets them read", async () => {
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
    for (const role of [2, 3] as const) {
      const browser = await signInNewUser(app, owner.user.workspace.id, role);
      await browser.get('/api/users').expect(200);
      const refused = await browser.post('/api/users', newUser()).expect(403);
      expect(refused.body).toEqual({ message: 'You do not have permission to edit this details.', code: 'forbidden' });
      await browser.put(`/api/users/${owner.user.id}`, { name: 'x', email: 'x@example.test', user_role: 3 }).expect(403);
      await browser.delete(`/api/users/${owner.user.id}`).expect(403);
    }
  });

  it('answers 403 when the user_registry module is off', async () => {
    const other = await registerWorkspace(app, 'Flagless Co');
    await app.sql(`UPDATE workspaces SET user_registry = 0 WHERE id = $1`, [other.user.workspace.id]);
    const refused = await other.browser.get('/api/users').expect(403);
    expect(refused.body.code).toBe('module_disabled');
    await other.browser.post('/api/users', newUser()).expect(403);
  });

  it("answers 404 for another workspace's user, for reads and writes alike", async () => {
    const stranger = await registerWorkspace(app, 'Stranger Co');
    const target = owner.user.id;
    await stranger.browser.get(`/api/users/${target}`).expect(404, { message: 'Item not found', code: 'request.not-found' });
    await stranger.browser.put(`/api/users/${target}`, { name: 'x', email: 'x2@example.test', user_role: 3 }).expect(404);
    await stranger.browser.delete(`/api/users/${target}`).expect(404);
    await stranger.browser.post(`/api/users/${target}/restore`).expect(404);
    await stranger.browser.get('/api/users/not-a-uuid').expect(404);
    const listed = await stranger.browser.get('/api/users').query({ filter: JSON.stringify({ id: [target] }) }).expect(200);
    expect(listed.body).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    await new Browser(app.server).get('/api/users').expect(401);
  });
});
