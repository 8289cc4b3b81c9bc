import { Client } from 'pg';
import { ROLES, type ImportView, type TrialBalanceReport } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { committed, importSettled, previewed } from '../../../../../tests/support/imports';
import { BATCH_ROWS } from './record-batches';

let app: TestApp;
let owner: Registered;
let other: Registered;
let entry: Browser;
let audit: Browser;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Jobs Co');
  other = await registerWorkspace(app, 'Other Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
  audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
  await owner.browser.post('/api/customers', { name: 'Held Co', email: 'held@example.lk', phone: '0770000000' }).expect(201);
});
afterAll(() => app.close());

const upload = (browser: Browser, csv: string) => browser.upload('/api/imports', 'file', Buffer.from(csv), { filename: 'customers.csv' }).field('kind', 'customers');
const show = async (id: string, browser = owner.browser) => (await browser.get(`/api/imports/${id}`).expect(200)).body as ImportView;
const tenantCount = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [owner.user.workspace.id]))[0].n;
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;

/**
 * A batch of new customers, then a row that changes Held Co: with Held Co's row locked from
 * another connection, a run does the first batch and then waits on the lock, as long as the test
 * holds it, at a known point of its progress.
 */
const HELD_FILE = [
  'Name,Email,Phone,Open outstanding',
  ...Array.from({ length: BATCH_ROWS }, (_, i) => `Waiting ${i},w${i}@example.lk,,${i % 2 === 0 ? '10.50' : ''}`),
  'Held Co,held@example.lk,0779999999,',
].join('\r\n');

/**
 * Holding a run needs a connection besides the run's: the embedded database has one, which a run
 * holds to its end, so those cases run only against a PostgreSQL server (DATABASE_URL).
 */
const describeHeld = process.env.DATABASE_URL ? describe : describe.skip;

/** Locks Held Co's row in an open transaction of a superuser's connection until `release`. */
async function holdHeldCo(): Promise<{ release: () => Promise<void> }> {
  const client = new Client(app.database.url);
  await client.connect();
  await client.query('BEGIN');
  await client.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND email = 'held@example.lk' FOR UPDATE`, [owner.user.workspace.id]);
  return {
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** The running import once its run has done the first batch and waits on the held row: polls, bounded by count. */
async function atTheHeldRow(id: string, browser: Browser): Promise<ImportView> {
  for (let polls = 0; polls < 12_000; polls++) {
    const view = await show(id, browser);
    if (view.progress?.done === BATCH_ROWS) return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Import ${id} never reached the held row`);
}

describeHeld('a commit running in the background', () => {
  let ready: ImportView;

  beforeAll(async () => {
    ready = await previewed(owner.browser, upload(owner.browser, HELD_FILE));
    expect(ready).toMatchObject({ status: 'previewed', stopped: null, progress: null, counts: { create: BATCH_ROWS, update: 1, error: 0 } });
  });

  it('shows its progress while it runs, and a cancel leaves the books exactly as they were and the import previewed', async () => {
    const customers = await tenantCount('customers');
    const events = await tenantCount('ledger_event');
    const books = await trialBalance();
    const held = await holdHeldCo();
    let released = false;
    try {
      const started = (await owner.browser.post(`/api/imports/commit/${ready.id}`).expect(202)).body as ImportView;
      expect(started.status).toBe('committing');
      const running = await atTheHeldRow(ready.id, owner.browser);
      expect(running).toMatchObject({ status: 'committing', committed_at: null, progress: { stage: 'commit', done: BATCH_ROWS, total: BATCH_ROWS + 1 } });
      expect(running.progress?.rows_per_second).toBeGreaterThanOrEqual(0);
      // While it runs: another commit, an undo and Entry's or Audit's cancel are refused; another workspace sees nothing.
      expect((await owner.browser.post(`/api/imports/commit/${ready.id}`).expect(409)).body.code).toBe('imports.running');
      expect((await owner.browser.post(`/api/imports/undo/${ready.id}`).expect(409)).body.code).toBe('imports.running');
      await entry.post(`/api/imports/cancel/${ready.id}`).expect(403);
      await audit.post(`/api/imports/cancel/${ready.id}`).expect(403);
      await other.browser.get(`/api/imports/${ready.id}`).expect(404);
      await other.browser.post(`/api/imports/cancel/${ready.id}`).expect(404);

      const cancelling = (await owner.browser.post(`/api/imports/cancel/${ready.id}`).expect(202)).body as ImportView;
      expect(cancelling.status).toBe('committing');
      await held.release();
      released = true;
    } finally {
      if (!released) await held.release();
    }
    const stopped = await importSettled(owner.browser, await show(ready.id));
    expect(stopped).toMatchObject({ status: 'previewed', stopped: 'cancelled', progress: null, committed_at: null });
    expect(await tenantCount('customers')).toBe(customers);
    expect(await tenantCount('ledger_event')).toBe(events);
    expect(await tenantCount('import_changes')).toBe(0);
    expect((await trialBalance()).rows).toEqual(books.rows);
    const [heldCo] = await app.sql<{ phone: string }>(`SELECT phone FROM customers WHERE tenant_id = $1 AND email = 'held@example.lk'`, [owner.user.workspace.id]);
    expect(heldCo.phone).toBe('0770000000');
    expect((await owner.browser.post(`/api/imports/cancel/${ready.id}`).expect(409)).body.code).toBe('imports.not-running');
  });

  it('imports the cancelled import again, every event under the asking request’s id, and a finished import cannot be cancelled', async () => {
    const requestId = `import-commit-${Date.now()}`;
    const started = (await owner.browser.post(`/api/imports/commit/${ready.id}`).set('X-Request-Id', requestId).expect(202)).body as ImportView;
    const done = await importSettled(owner.browser, started);
    expect(done).toMatchObject({ status: 'committed', stopped: null, progress: null, counts: { create: BATCH_ROWS, update: 1 } });
    const batches = await app.sql<{ id: string }>(
      `SELECT DISTINCT metadata->>'correlation_id' AS id FROM ledger_event WHERE tenant_id = $1 AND stream LIKE 'customer-%' AND recorded_at >= $2`,
      [owner.user.workspace.id, started.created_at],
    );
    expect(batches).toEqual([{ id: requestId }]);
    expect((await app.sql(`SELECT correlation_id FROM imports WHERE id = $1`, [ready.id]))[0]).toEqual({ correlation_id: requestId });
    expect((await owner.browser.post(`/api/imports/cancel/${ready.id}`).expect(409)).body.code).toBe('imports.not-running');
    await audit.post(`/api/imports/cancel/${ready.id}`).expect(403);
    await other.browser.post(`/api/imports/cancel/${ready.id}`).expect(404);
  });
});

describeHeld('a preview running in the background', () => {
  it('is Entry’s to cancel: it shows as cancelled, its file’s rows are gone, and there is nothing to import', async () => {
    const held = await holdHeldCo();
    let id: string;
    try {
      const started = (await upload(entry, HELD_FILE.replace('Held Co,held@example.lk,0779999999', 'Held Co,held@example.lk,0778888888')).expect(202)).body as ImportView;
      id = started.id;
      expect(started).toMatchObject({ status: 'previewing', counts: {}, errors: [] });
      expect(await atTheHeldRow(id, entry)).toMatchObject({ status: 'previewing', progress: { stage: 'preview', done: BATCH_ROWS, total: BATCH_ROWS + 1 } });
      expect((await entry.post(`/api/imports/cancel/${id}`).expect(202)).body.status).toBe('previewing');
    } finally {
      await held.release();
    }
    expect(await importSettled(entry, await show(id, entry))).toMatchObject({ status: 'cancelled', stopped: 'cancelled', progress: null });
    expect((await app.sql(`SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1`, [id]))[0]).toEqual({ n: 0 });
    expect((await owner.browser.post(`/api/imports/commit/${id}`).expect(409)).body.code).toBe('imports.preview-stopped');
    expect((await entry.post(`/api/imports/cancel/${id}`).expect(409)).body.code).toBe('imports.not-running');
  });
});

/** Marks an import as a run of some server would, begun `interval` ago. */
const runAgo = (id: string, stage: 'preview' | 'commit', interval: string) =>
  app.sql(`UPDATE imports SET run_kind = $2, run_state = 'running', run_at = now() - $3::interval WHERE id = $1`, [id, stage, interval]);

describe('a commit the books refuse since the preview', () => {
  it('imports nothing and shows the import previewed again with the rows’ errors', async () => {
    const file = 'Code,Name,Type,Category,Unit,Unit cost,Selling price,Barcode\r\nP-900,Late One,Stockable,Beverages,Packet,10,12,4790999\r\n';
    const ready = await previewed(owner.browser, owner.browser.upload('/api/imports', 'file', Buffer.from(file), { filename: 'products.csv' }).field('kind', 'products'));
    expect(ready.errors).toEqual([]);
    await owner.browser.post('/api/products', { name: 'Sooner', type: 'Non-stockable', selling_price: '500', barcode: '4790999' }).expect(201);
    const refused = await committed(owner.browser, ready.id);
    expect(refused).toMatchObject({ status: 'previewed', stopped: null, committed_at: null, counts: { create: 0, error: 1 } });
    expect(refused.errors).toEqual([expect.objectContaining({ row: 2, column: 'Barcode', code: 'records.taken' })]);
    expect(await app.sql(`SELECT 1 FROM products WHERE tenant_id = $1 AND name = 'Late One'`, [owner.user.workspace.id])).toEqual([]);
    expect((await owner.browser.post(`/api/imports/commit/${ready.id}`).expect(409)).body.code).toBe('imports.has-errors');
  });
});

describe('a run whose server stopped', () => {

  it('shows a commit no server holds as failed once its minute has passed, and imports it again', async () => {
    const ready = await previewed(owner.browser, upload(owner.browser, 'Name,Email\r\nOrphan Stores,orphan@example.lk\r\n'));
    // Just started, as a run of another server may be before it takes its import: still running, no progress here.
    await runAgo(ready.id, 'commit', '0 seconds');
    expect(await show(ready.id)).toMatchObject({ status: 'committing', progress: null });
    await runAgo(ready.id, 'commit', '2 minutes');
    expect(await show(ready.id)).toMatchObject({ status: 'previewed', stopped: 'failed', progress: null });
    expect(await committed(owner.browser, ready.id)).toMatchObject({ status: 'committed', stopped: null, counts: { create: 1 } });
  });

  it('shows a preview no server holds as failed, with nothing to import', async () => {
    const ready = await previewed(owner.browser, upload(owner.browser, 'Name,Email\r\nLost Stores,lost@example.lk\r\n'));
    await runAgo(ready.id, 'preview', '2 minutes');
    expect(await show(ready.id)).toMatchObject({ status: 'failed', stopped: 'failed' });
    expect((await app.sql(`SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1`, [ready.id]))[0]).toEqual({ n: 0 });
    expect((await owner.browser.post(`/api/imports/commit/${ready.id}`).expect(409)).body.code).toBe('imports.preview-stopped');
  });
});

describe('who may cancel', () => {
  it('answers 404 for another workspace’s import, 403 to Audit and to Entry for an import, 409 for a finished run or one this server does not run', async () => {
    const ready = await previewed(owner.browser, upload(owner.browser, 'Name,Email\r\nCancel Co,cancel@example.lk\r\n'));
    expect((await owner.browser.post(`/api/imports/cancel/${ready.id}`).expect(409)).body.code).toBe('imports.not-running');
    await other.browser.get(`/api/imports/${ready.id}`).expect(404);
    await other.browser.post(`/api/imports/cancel/${ready.id}`).expect(404);
    await audit.post(`/api/imports/cancel/${ready.id}`).expect(403);
    // An import another server is running, as this one sees it: running, Entry may not cancel it, and this server cannot.
    await runAgo(ready.id, 'commit', '0 seconds');
    expect(await show(ready.id)).toMatchObject({ status: 'committing', progress: null });
    await entry.post(`/api/imports/cancel/${ready.id}`).expect(403);
    expect((await owner.browser.post(`/api/imports/cancel/${ready.id}`).expect(409)).body.code).toBe('imports.not-running');
  });
});
