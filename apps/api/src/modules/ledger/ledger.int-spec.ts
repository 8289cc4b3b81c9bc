import { appendToStream, type NewEvent } from '@ginuma/ledger';
import { Database } from '../../platform/database/database';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let stranger: Registered;
const FIRST_KNOWN = new Date('2026-10-01T09:00:00Z');
const LATER_KNOWN = new Date('2026-11-15T09:00:00Z');

const sale = (amount: string, occurredOn: string): NewEvent => ({
  type: 'SaleRecorded',
  schemaVersion: 1,
  occurredOn,
  payload: { amount },
  postings: [
    { account: 'receivable', party: 'customer-1', debit: amount },
    { account: 'sales', credit: amount },
  ],
});

async function append(who: Registered, stream: string, expectedVersion: number, events: NewEvent[], recordedAt: Date) {
  const db = app.running.app.get(Database);
  await db.transaction({ kind: 'tenant', tenantId: who.user.workspace.id, userId: who.user.id }, (tx) =>
    appendToStream(tx, { tenantId: who.user.workspace.id, stream, expectedVersion, events, metadata: { actor_id: who.user.id, role: 1 }, recordedAt }),
  );
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Ledger Co');
  stranger = await registerWorkspace(app, 'Ledger Stranger');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await append(owner, 'invoice-1', 0, [sale('100.00', '2026-09-10')], FIRST_KNOWN);
  await append(owner, 'invoice-2', 0, [sale('250.50', '2026-10-05')], FIRST_KNOWN);
  // Learnt later, but back-dated into September.
  await append(owner, 'invoice-3', 0, [sale('40.00', '2026-09-20')], LATER_KNOWN);
  await append(stranger, 'invoice-1', 0, [sale('999.00', '2026-09-10')], FIRST_KNOWN);
});
afterAll(() => app.close());

describe('GET /api/ledger/events', () => {
  it('lists this workspace’s events newest first, with paging and filters', async () => {
    const all = await owner.browser.get('/api/ledger/events').query({ range: '[0,1]' }).expect(200);
    expect(all.headers['content-range']).toBe('ledger/events 0-1/3');
    expect(all.body.map((e: { stream: string }) => e.stream)).toEqual(['invoice-3', 'invoice-2']);
    expect(all.body[0]).toMatchObject({ type: 'SaleRecorded', metadata: { actor_id: owner.user.id, role: 1 } });

    const byStream = await owner.browser.get('/api/ledger/events').query({ filter: '{"stream":"invoice-2"}' }).expect(200);
    expect(byStream.body).toHaveLength(1);
    const byDate = await owner.browser.get('/api/ledger/events').query({ filter: '{"from":"2026-09-01","to":"2026-09-30"}' }).expect(200);
    expect(byDate.body.map((e: { stream: string }) => e.stream).sort()).toEqual(['invoice-1', 'invoice-3']);
    const known = await owner.browser.get('/api/ledger/events').query({ filter: JSON.stringify({ known_at: '2026-10-02T00:00:00Z' }) }).expect(200);
    expect(known.body).toHaveLength(2);
  });

  it('shows one event with its postings, and 404 for another workspace’s', async () => {
    const [first] = (await owner.browser.get('/api/ledger/events').query({ sort: '["position","ASC"]' })).body;
    const shown = await owner.browser.get(`/api/ledger/events/${first.id}`).expect(200);
    expect(shown.body.postings).toEqual([
      expect.objectContaining({ account: 'receivable', party: 'customer-1', debit: '100.00', credit: '0.00' }),
      expect.objectContaining({ account: 'sales', debit: '0.00', credit: '100.00' }),
    ]);
    const theirs = (await stranger.browser.get('/api/ledger/events')).body[0];
    await owner.browser.get(`/api/ledger/events/${theirs.id}`).expect(404);
    await owner.browser.get('/api/ledger/events/not-a-number').expect(404);
  });
});

describe('balances on two time axes', () => {
  const receivable = async (query: Record<string, string>) =>
    (await owner.browser.get('/api/ledger/balances').query({ account: 'receivable', ...query }).expect(200)).body;

  it('sums postings as of a business date and as known at an instant', async () => {
    expect(await receivable({})).toEqual([expect.objectContaining({ party: 'customer-1', balance: '390.50' })]);
    expect((await receivable({ as_of: '2026-09-30' }))[0].balance).toBe('140.00');
    // What a September report said on 2 October, before the back-dated invoice was known.
    expect((await receivable({ as_of: '2026-09-30', known_at: '2026-10-02T00:00:00Z' }))[0].balance).toBe('100.00');
  });

  it('explains a balance by its postings and events', async () => {
    const response = await owner.browser
      .get('/api/ledger/explain')
      .query({ account: 'receivable', party: 'customer-1', as_of: '2026-09-30' })
      .expect(200);
    expect(response.body).toMatchObject({ balance: '140.00', total: 2 });
    expect(response.body.lines.map((l: { event: { stream: string } }) => l.event.stream)).toEqual(['invoice-1', 'invoice-3']);
  });

  it.each([
    [{ as_of: '2026-02-30' }, 'as_of'],
    [{ known_at: 'yesterday' }, 'known_at'],
  ])('refuses %j with 422', async (query, field) => {
    const response = await owner.browser.get('/api/ledger/balances').query(query).expect(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('requires an account to explain', async () => {
    await owner.browser.get('/api/ledger/explain').expect(422);
  });
});

describe('verify', () => {
  it('finds the chain intact and the projections equal to a replay, then catches a tampered row', async () => {
    const clean = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(clean.body).toMatchObject({ hash_chain: { intact: true, events: 3 }, projections: { equal: true } });

    await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER USER`);
    await app.sql(`UPDATE ledger_posting SET debit = 1000 WHERE tenant_id = $1 AND debit = 250.50`, [owner.user.workspace.id]);
    await app.sql(`UPDATE ledger_posting SET credit = 1000 WHERE tenant_id = $1 AND credit = 250.50`, [owner.user.workspace.id]);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER USER`);
    const tampered = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(tampered.body.hash_chain).toMatchObject({ intact: false, reason: 'hash' });
    expect((await stranger.browser.get('/api/ledger/verify')).body.hash_chain.intact).toBe(true);
  });
});

describe('who may read the ledger', () => {
  it('lets Audit read and refuses Entry (403)', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/ledger/events').expect(200);
    await audit.get('/api/ledger/balances').expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.get('/api/ledger/events').expect(403);
    await audit.post('/api/ledger/events', {}).expect(404);
  });
});
