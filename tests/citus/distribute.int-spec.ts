import type { AddressInfo } from 'node:net';
import type { Client } from 'pg';
import type { Registered, TestApp } from '../support/test-app';

/**
 * Runs only against a Citus coordinator named by CITUS_URL (its database has the citus extension
 * and its workers added); CI has none, so there the suite is skipped and loads nothing else.
 * It migrates that database, so it must be one of its own. The API's flows run after the schema
 * is distributed, in this file so that they follow it.
 */
const CITUS_URL = process.env.CITUS_URL;
const describeOnCitus = CITUS_URL ? describe : describe.skip;
if (!CITUS_URL) console.log('tests/citus skipped: CITUS_URL does not name a Citus coordinator.');

describeOnCitus('the schema distributed on Citus', () => {
  let client: Client;
  let runCli: (typeof import('../support/cli'))['runCli'];

  beforeAll(async () => {
    ({ runCli } = await import('../support/cli'));
    const { Client: PgClient } = await import('pg');
    await runCli('migrate', CITUS_URL!);
    client = new PgClient(CITUS_URL);
    await client.connect();
  }, 300000);

  afterAll(async () => {
    await client?.end();
  });

  it('distributes every tenant table by tenant_id, co-located, and is idempotent', async () => {
    const first = await runCli('distribute', CITUS_URL!);
    const second = await runCli('distribute', CITUS_URL!);
    expect(second.stdout).not.toContain('[now]');
    expect(second.stdout.replace(/ \[now\]/g, '')).toBe(first.stdout.replace(/ \[now\]/g, ''));

    const { rows } = await client.query<{ table: string; type: string; column: string | null; colocation: number }>(
      `SELECT table_name::text AS table, citus_table_type AS type, distribution_column AS column, colocation_id AS colocation
         FROM citus_tables`,
    );
    const byTable = new Map(rows.map((r) => [r.table, r]));
    for (const table of ['workspaces', 'plans', 'users', 'shared_links', 'plan_payments', 'api_keys']) {
      expect(byTable.get(table)?.type).toBe('reference');
    }
    expect(byTable.has('session')).toBe(false);
    const distributed = rows.filter((r) => r.type === 'distributed');
    expect(distributed.map((r) => r.table)).toEqual(expect.arrayContaining(['ledger_event', 'ledger_posting', 'invoices', 'receipts']));
    expect(new Set(distributed.map((r) => r.column))).toEqual(new Set(['tenant_id']));
    expect(new Set(distributed.map((r) => r.colocation)).size).toBe(1);
  }, 300000);

  it("keeps one workspace's shards of every table on one worker, and routes its queries there", async () => {
    const tenant = '3b0d6f0e-25c1-4c2a-9a55-0000000000a5';
    const { rows: nodes } = await client.query<{ node: string }>(
      `SELECT DISTINCT s.nodename || ':' || s.nodeport AS node
         FROM citus_tables t
         JOIN citus_shards s ON s.shardid = get_shard_id_for_distribution_column(t.table_name, $1::uuid)
        WHERE t.citus_table_type = 'distributed'`,
      [tenant],
    );
    expect(nodes).toHaveLength(1);

    const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT i.id FROM invoices i JOIN ledger_event e ON e.tenant_id = i.tenant_id
        WHERE i.tenant_id = '${tenant}'`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Task Count: 1');
    expect(text).toContain(nodes[0]!.node.split(':')[1]);
  });
});

describeOnCitus('the API on the distributed schema', () => {
  let app: TestApp;
  let ours: Registered;
  let theirs: Registered;
  let admin: Client;
  let support: typeof import('../support/test-app');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    support = await import('../support/test-app');
    const { seedDemoData } = await import('../../apps/api/src/modules/workspaces/demo-data');
    const { Client: PgClient } = await import('pg');
    app = await support.startTestApp({ database: { url: CITUS_URL!, drop: async () => undefined } });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const { port } = app.server.address() as AddressInfo;
    ours = await support.registerWorkspace(app, 'Citus Ours');
    theirs = await support.registerWorkspace(app, 'Citus Theirs');
    admin = new PgClient(CITUS_URL);
    await admin.connect();
    // The demo business through the public API, in both workspaces: settings, a tax, a bank
    // account, customers, stock, invoices confirmed and paid by receipts, expenses and an income.
    const [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
    for (const workspace of [theirs, ours]) await seedDemoData(`http://127.0.0.1:${port}`, workspace.user.email, workspace.password, today);
  }, 600000);

  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  it('registers a workspace with its starter records and keeps its records', async () => {
    const owner = ours.browser;
    ids.customer = ((await owner.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body as { id: string }).id;
    ids.product = ((await owner.post('/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500' }).expect(201)).body as { id: string }).id;
    ids['bank-accounts'] = ((await owner.post('/api/bank-accounts', { identification_name: 'Citus Savings', balance: '0' }).expect(201)).body as { id: string }).id;
    expect((await owner.get(`/api/customers/${ids.customer}`).expect(200)).body).toMatchObject({ name: 'Perera Stores' });
    const units = (await owner.get('/api/units').expect(200)).body as unknown[];
    expect(units).toHaveLength(6);
  }, 120000);

  it('creates, confirms and is paid for an invoice, and reports it', async () => {
    const owner = ours.browser;
    const draft = (await owner.post('/api/invoices', { customer_id: ids.customer, date: today(), due_date: today(), lines: [{ product_id: ids.product, quantity: 2 }] }).expect(201))
      .body as { id: string; status: string; grand_total: string };
    expect(draft).toMatchObject({ status: 'pending', grand_total: '3000.00' });
    await owner.post(`/api/invoices/confirm/${draft.id}`, {}).expect(200);
    expect((await owner.get(`/api/invoices/${draft.id}`).expect(200)).body).toMatchObject({ status: 'due', due: '3000.00' });
    const receipt = (await owner.post('/api/payments', {
      customer_id: ids.customer, date: today(), pay_type: 'Bank', account_id: ids['bank-accounts'], paid_amount: '3000.00',
      invoices: [{ invoice_id: draft.id, amount: '3000.00' }],
    }).expect(201)).body as { id: string };
    await owner.post(`/api/payments/confirm/${receipt.id}`, {}).expect(200);
    expect((await owner.get(`/api/invoices/${draft.id}`).expect(200)).body).toMatchObject({ status: 'paid', due: '0.00' });
    await theirs.browser.get(`/api/invoices/${draft.id}`).expect(404);
    const outstanding = (await owner.get(`/api/reports/payment_outstanding?${new URLSearchParams({ as_of: today() })}`).expect(200)).body as unknown[];
    expect(outstanding.length).toBeGreaterThan(0);
    await owner.get('/api/dashboard').expect(200);
  }, 120000);

  it("answers another workspace's real ids with 404 on every route that takes one, and changes nothing of theirs", async () => {
    const { probeCrossTenant, fingerprint } = await import('../security/cross-tenant');
    const { routeTable } = await import('../security/route-table');
    const serverErrors: string[] = [];
    const before = await fingerprint(app, theirs.user.workspace.id);
    const { probes, wrong } = await probeCrossTenant(app, routeTable(app.running.app), ours, theirs, ({ label, status }) => {
      if (status >= 500) serverErrors.push(`${label} → ${status}`);
    });
    expect(probes).toBeGreaterThan(50);
    expect(serverErrors).toEqual([]);
    expect(wrong).toEqual([]);
    expect(await fingerprint(app, theirs.user.workspace.id)).toEqual(before);
  }, 600000);

  it("keeps a workspace's rows of every table on one worker", async () => {
    const { rows } = await admin.query<{ node: string; n: number }>(
      `SELECT s.nodename || ':' || s.nodeport AS node, count(*)::int AS n
         FROM citus_tables t
         JOIN citus_shards s ON s.table_name = t.table_name AND s.shardid = get_shard_id_for_distribution_column(t.table_name, $1::uuid)
        WHERE t.citus_table_type = 'distributed' GROUP BY 1`,
      [ours.user.workspace.id],
    );
    expect(rows).toHaveLength(1);
    const [{ n }] = (await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [ours.user.workspace.id])).rows;
    expect(n).toBeGreaterThan(10);
  });

  it("routes every statement of a request's flow to one worker", async () => {
    const pg = await import('pg');
    const sent: { text: string; values?: unknown[] }[] = [];
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
      if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : undefined });
      else if (config && typeof config.text === 'string') sent.push({ text: config.text, values: config.values });
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
    try {
      const owner = ours.browser;
      const draft = (await owner.post('/api/invoices', { customer_id: ids.customer, date: today(), due_date: today(), lines: [{ product_id: ids.product, quantity: 1 }] }).expect(201)).body as { id: string };
      await owner.post(`/api/invoices/confirm/${draft.id}`, {}).expect(200);
      await owner.get(`/api/invoices/${draft.id}`).expect(200);
      await owner.get(`/api/customers/${ids.customer}`).expect(200);
    } finally {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    }
    // Each parameterised statement the app sent, explained as the request ran it: as ginuma_app,
    // with the workspace set. The batch that opens a transaction and the ledger's own function
    // call (its statements run inside it) have no distributed plan to read.
    const statements = sent.filter((s) => s.values && s.values.length > 0 && /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(s.text) && !/ledger_append/.test(s.text));
    expect(statements.length).toBeGreaterThan(5);
    const multiShard: string[] = [];
    await admin.query('BEGIN');
    try {
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [ours.user.workspace.id]);
      for (const statement of statements) {
        const { rows } = await admin.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, statement.values);
        const counts = rows.map((r) => /Task Count: (\d+)/.exec(r['QUERY PLAN'])?.[1]).filter((c): c is string => c !== undefined);
        if (counts.some((c) => c !== '1')) multiShard.push(`${counts.join(',')} tasks: ${statement.text.slice(0, 160)}`);
      }
    } finally {
      await admin.query('ROLLBACK');
    }
    expect(multiShard).toEqual([]);
  }, 120000);

  it('confines a request to its workspace on the workers too (row-level security on the shards)', async () => {
    const tenant = ours.user.workspace.id;
    await admin.query('BEGIN');
    try {
      // As the request transaction opens (platform/database/database.ts).
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [tenant]);
      // No tenant filter: only row-level security, on the shards, keeps the other workspace out.
      const { rows } = await admin.query<{ tenant_id: string }>(`SELECT DISTINCT tenant_id FROM units`);
      expect(rows).toEqual([{ tenant_id: tenant }]);
    } finally {
      await admin.query('ROLLBACK');
    }
    const { rows: all } = await admin.query<{ n: number }>(`SELECT count(DISTINCT tenant_id)::int AS n FROM units`);
    expect(all[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('resets a workspace on the shards, its ledger included, and nothing of another', async () => {
    const reset = await support.registerWorkspace(app, 'Citus Reset');
    const tenant = reset.user.workspace.id;
    const customer = ((await reset.browser.post('/api/customers', { name: 'Silva', open_outstanding: '1000.00' }).expect(201)).body as { id: string }).id;
    expect(customer).toBeTruthy();
    const count = async (id: string) => (await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [id])).rows[0]!.n;
    expect(await count(tenant)).toBeGreaterThan(0);
    const theirsBefore = await count(theirs.user.workspace.id);
    await admin.query('BEGIN');
    try {
      // As the account reset's request runs it (modules/account-reset).
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [tenant]);
      await admin.query(`SELECT ginuma_reset_workspace($1)`, [tenant]);
      await admin.query('COMMIT');
    } catch (error) {
      await admin.query('ROLLBACK');
      throw error;
    }
    expect(await count(tenant)).toBe(0);
    expect((await admin.query(`SELECT 1 FROM customers WHERE tenant_id = $1`, [tenant])).rows).toEqual([]);
    expect(await count(theirs.user.workspace.id)).toBe(theirsBefore);
  }, 120000);

  it('rebuilds the ledger\'s projections and verifies them against a replay', async () => {
    const { runCli } = await import('../support/cli');
    const verified = await runCli('ledger-rebuild', CITUS_URL!, '--verify');
    expect(verified.stdout).toMatch(/Verified \d+ workspace\(s\): projections equal a replay, hash chains intact\./);
    const rebuilt = await runCli('ledger-rebuild', CITUS_URL!, '--tenant', ours.user.workspace_slug);
    expect(rebuilt.stdout).toMatch(/Rebuilt \d+ events of 1 workspace\(s\)/);
    await runCli('ledger-rebuild', CITUS_URL!);
    expect((await runCli('ledger-rebuild', CITUS_URL!, '--verify')).stdout).toContain('projections equal a replay');
  }, 600000);
});

/** Today in the workspaces' time zone (the demo business's). */
function today(): string {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
}
