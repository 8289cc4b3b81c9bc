import type { Client } from 'pg';

/**
 * Runs only against a Citus coordinator named by CITUS_URL (its database has the citus extension
 * and its workers added); CI has none, so there the suite is skipped and loads nothing else.
 * It migrates that database, so it must be one of its own.
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
