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
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const support = await import('../support/test-app');
    const { Client: PgClient } = await import('pg');
    app = await support.startTestApp({ database: { url: CITUS_URL!, drop: async () => undefined } });
    ours = await support.registerWorkspace(app, 'Citus Ours');
    theirs = await support.registerWorkspace(app, 'Citus Theirs');
    admin = new PgClient(CITUS_URL);
    await admin.connect();
  }, 300000);

  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  it('registers a workspace with its starter records and keeps its records', async () => {
    const owner = ours.browser;
    ids.customer = ((await owner.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body as { id: string }).id;
    ids.product = ((await owner.post('/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500' }).expect(201)).body as { id: string }).id;
    ids['bank-accounts'] = ((await owner.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '0' }).expect(201)).body as { id: string }).id;
    expect((await owner.get(`/api/customers/${ids.customer}`).expect(200)).body).toMatchObject({ name: 'Perera Stores' });
    const units = (await owner.get('/api/units').expect(200)).body as unknown[];
    expect(units).toHaveLength(5);
  }, 120000);

  it("answers another workspace's ids with 404", async () => {
    for (const [resource, id] of Object.entries({ customers: ids.customer, products: ids.product, 'bank-accounts': ids['bank-accounts'] })) {
      await theirs.browser.get(`/api/${resource}/${id}`).expect(404);
      await ours.browser.get(`/api/${resource}/${id}`).expect(200);
    }
  });

  it("confines a request's queries to its tenant on the workers too, and routes them to one worker", async () => {
    const tenant = ours.user.workspace.id;
    await admin.query('BEGIN');
    try {
      // As the request transaction opens (platform/database/database.ts).
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [tenant]);
      // No tenant filter: only row-level security, on the shards, keeps the other workspace out.
      const { rows } = await admin.query<{ tenant_id: string; n: number }>(`SELECT tenant_id, count(*)::int AS n FROM units GROUP BY 1`);
      expect(rows).toEqual([{ tenant_id: tenant, n: 5 }]);
      const { rows: plan } = await admin.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT c.name FROM customers c WHERE c.tenant_id = $1 AND c.id = $2`,
        [tenant, ids.customer],
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('Task Count: 1');
      // The ledger's append writes its postings as an INSERT on the shard (COPY is refused under RLS).
      const { rows: appended } = await admin.query<{ event_stream_version: number }>(
        `SELECT * FROM ledger_append($1::uuid, 'citus-probe', NULL, '{}'::jsonb, now(), ARRAY['Probe'], ARRAY[1], ARRAY['{}'::jsonb],
                ARRAY[current_date], ARRAY['d'], ARRAY[1, 1], ARRAY[1, 2], ARRAY['cash', 'sales'], ARRAY[NULL, NULL]::text[],
                ARRAY[10, 0]::numeric[], ARRAY[0, 10]::numeric[], ARRAY[NULL, NULL]::text[], ARRAY[0, 0]::numeric[], true,
                ARRAY[]::text[], false, ARRAY[]::text[])`,
        [tenant],
      );
      expect(appended).toMatchObject([{ event_stream_version: 1 }]);
      const { rows: postings } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_posting`);
      expect(postings).toEqual([{ n: 2 }]);
    } finally {
      await admin.query('ROLLBACK');
    }
    const { rows: all } = await admin.query<{ n: number }>(`SELECT count(DISTINCT tenant_id)::int AS n FROM units`);
    expect(all[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
